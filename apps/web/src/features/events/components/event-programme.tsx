import type { ProgramResponse } from "@culture-patrimoine/contract/schemas/program";
import { formatDay } from "../../../components/event-format.ts";
import { formatTime, programmeDays } from "../utils/programme-days.ts";
import "./event-programme.css";

/** The programme lines of one event, day by day, in time order. */
export function EventProgramme({ lines }: { lines: readonly ProgramResponse[] }) {
  if (lines.length === 0) return <p>Le programme détaillé n’est pas encore publié.</p>;
  return (
    <>
      {programmeDays(lines).map((day) => (
        <section key={day.date} aria-labelledby={`programme-${day.date}`} className="fr-mb-4w">
          <h3 id={`programme-${day.date}`} className="fr-h6">
            {formatDay(day.date)}
          </h3>
          <ol className="cp-programme">
            {day.lines.map((line) => (
              <li key={line.id} className="cp-programme__line">
                <p className="cp-programme__time fr-text--bold fr-mb-0">
                  <time dateTime={line.start_time}>{formatTime(line.start_time)}</time>
                  <span aria-hidden="true"> – </span>
                  <span className="fr-sr-only"> à </span>
                  <time dateTime={line.end_time}>{formatTime(line.end_time)}</time>
                </p>
                <div>
                  <p className="fr-mb-0">
                    <strong>{line.title}</strong>
                    {line.category && (
                      <span className="fr-tag fr-tag--sm fr-ml-1w" data-category={line.category}>
                        {line.category}
                      </span>
                    )}
                  </p>
                  {line.description && <p className="fr-text--sm fr-mb-0">{line.description}</p>}
                </div>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}
