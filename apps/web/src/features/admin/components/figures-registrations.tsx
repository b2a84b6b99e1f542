import { Accordion } from "@codegouvfr/react-dsfr/Accordion";
import { adminMessages as m } from "@culture-patrimoine/contract/messages";
import type { WeekFigures } from "@culture-patrimoine/contract/schemas/admin";
import { useId } from "react";
import { BarChart } from "../../../components/bar-chart.tsx";
import { currentYearOf, figuresSummary, weekLabel, weekShortLabel } from "../utils/figures-summary.ts";
import { FiguresTable, formatFigure } from "./figures-table.tsx";

/**
 * Registrations per week as the DSFR wants a chart: a sentence that says what it shows, the chart,
 * and its data table behind « Voir les données du graphique ».
 */
export function FiguresRegistrations({ weeks }: { weeks: readonly WeekFigures[] }) {
  const summaryId = useId();
  const currentYear = currentYearOf(weeks);
  const total = weeks.reduce(
    (sum, week) => ({
      registrations: sum.registrations + week.registrations,
      places: sum.places + week.places,
    }),
    { registrations: 0, places: 0 },
  );
  return (
    <>
      <p id={summaryId}>{figuresSummary(weeks)}</p>
      <BarChart
        bars={weeks.map((week) => ({
          key: week.week_start,
          label: weekShortLabel(week.week_start),
          segments: [{ value: week.registrations }],
          text: formatFigure(week.registrations),
        }))}
        name={m.figuresChartName(weeks.length)}
        describedBy={summaryId}
      />
      <Accordion className="fr-mt-3w" label={m.figuresShowData} titleAs="h3">
        <FiguresTable caption={m.figuresWeeksCaption(weeks.length)}>
          <thead>
            <tr>
              <th scope="col">{m.columnWeek}</th>
              <th scope="col">{m.columnRegistrations}</th>
              <th scope="col">{m.columnPlaces}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.week_start}>
                <th scope="row">
                  <time dateTime={week.week_start}>{weekLabel(week.week_start, currentYear)}</time>
                </th>
                <td>{formatFigure(week.registrations)}</td>
                <td>{formatFigure(week.places)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{m.columnTotal}</th>
              <td>{formatFigure(total.registrations)}</td>
              <td>{formatFigure(total.places)}</td>
            </tr>
          </tfoot>
        </FiguresTable>
      </Accordion>
    </>
  );
}
