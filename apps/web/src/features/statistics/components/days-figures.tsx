import { Accordion } from "@codegouvfr/react-dsfr/Accordion";
import { statisticsMessages as m } from "@culture-patrimoine/contract/messages";
import type { StatisticsDay } from "@culture-patrimoine/contract/schemas/statistics";
import { useId } from "react";
import { ScrollingTable } from "../../../components/scrolling-table.tsx";
import { dayLabel, daysSummary, formatCount } from "../utils/statistics-format.ts";
import { DaysChart } from "./days-chart.tsx";

const c = m.columns;

/**
 * Registrations per day as the DSFR wants a chart: a sentence that says what it shows, the chart,
 * and its data table behind « Voir les données du graphique ».
 */
export function DaysFigures({ days }: { days: readonly StatisticsDay[] }) {
  const summaryId = useId();
  const titleId = useId();
  return (
    <section className="fr-mb-6w" aria-labelledby={titleId}>
      <h2 id={titleId}>{m.daysTitle}</h2>
      <p id={summaryId}>{daysSummary(days)}</p>
      <DaysChart days={days} name={m.daysChartName(days.length)} describedBy={summaryId} />
      <Accordion className="fr-mt-3w" label={m.showData} titleAs="h3">
        <ScrollingTable
          label={m.daysCaption}
          caption={m.daysCaption}
          columns={[c.day, c.registrations, c.places, c.cancellations]}
        >
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">
                <time dateTime={day.day}>{dayLabel(day.day)}</time>
              </th>
              <td>{formatCount(day.registrations)}</td>
              <td>{formatCount(day.places)}</td>
              <td>{formatCount(day.cancellations)}</td>
            </tr>
          ))}
        </ScrollingTable>
      </Accordion>
    </section>
  );
}
