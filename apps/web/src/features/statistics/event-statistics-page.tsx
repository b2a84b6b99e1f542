import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { formatSessionStart } from "@culture-patrimoine/contract/french-dates";
import { statisticsMessages as m } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { idSchema } from "@culture-patrimoine/contract/schemas/common";
import type { EventStatistics } from "@culture-patrimoine/contract/schemas/statistics";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { exportEventStatistics } from "./api/export-statistics.ts";
import { useEventStatistics } from "./api/get-event-statistics.ts";
import { CsvButton } from "./components/csv-button.tsx";
import { DaysFigures } from "./components/days-figures.tsx";
import { PlacesFigures } from "./components/places-figures.tsx";
import { StatisticsLoadError } from "./components/statistics-load-error.tsx";
import { periodSentence, sessionShortLabel } from "./utils/statistics-format.ts";

function EventFigures({ stats }: { stats: EventStatistics }) {
  const id = stats.event.id;
  return (
    <>
      <h1>{m.eventTitle(stats.event.title)}</h1>
      <ul className="fr-btns-group fr-btns-group--inline-md fr-btns-group--icon-left">
        <li>
          <CsvButton
            download={() => exportEventStatistics(id)}
            fallbackName={`statistiques-evenement-${id}.csv`}
          />
        </li>
        <li>
          <Link className="fr-btn fr-btn--tertiary fr-icon-team-line" to={paths.eventAttendees.getHref(id)}>
            {m.attendeesLink}
          </Link>
        </li>
        <li>
          <Link
            className="fr-btn fr-btn--tertiary fr-icon-line-chart-line"
            to={paths.seasonStatistics.getHref()}
          >
            {m.backToSeason}
          </Link>
        </li>
      </ul>
      <p>{periodSentence(stats.from, stats.to)}</p>
      <DaysFigures days={stats.days} />
      {stats.sessions.length === 0 ? (
        <p>{m.emptyEvent}</p>
      ) : (
        <PlacesFigures
          first={m.columns.session}
          totals={stats.totals}
          rows={stats.sessions.map((session) => ({
            ...session,
            key: String(session.id),
            label: sessionShortLabel(session.starts_at),
            name: session.session_cancelled
              ? `${formatSessionStart(session.starts_at)} (${m.columns.sessionCancelled.toLowerCase()})`
              : formatSessionStart(session.starts_at),
          }))}
        />
      )}
    </>
  );
}

/** /events/{id}/statistiques: one event's statistics, for its organisation's responsables and éditeurs. */
export function EventStatisticsPage() {
  const eventId = idSchema.safeParse(useParams().id);
  const stats = useEventStatistics(eventId.success ? eventId.data : null);
  const plain = (body: ReactNode) => (
    <>
      <h1>{m.eventPlainTitle}</h1>
      {body}
    </>
  );
  let content: ReactNode;
  if (!eventId.success) content = plain(<Alert severity="error" as="h2" title={m.notFound} />);
  else if (stats.isPending) content = plain(<p role="status">{m.loading}</p>);
  else if (stats.isError) content = plain(<StatisticsLoadError error={stats.error} />);
  else content = <EventFigures stats={stats.data} />;
  return <div className="fr-container fr-my-6w">{content}</div>;
}
