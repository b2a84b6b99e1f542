import { Accordion } from "@codegouvfr/react-dsfr/Accordion";
import { statisticsMessages as m } from "@culture-patrimoine/contract/messages";
import type { StatisticsTotals } from "@culture-patrimoine/contract/schemas/statistics";
import { type ReactNode, useId } from "react";
import { BarChart } from "../../../components/bar-chart.tsx";
import { ScrollingTable } from "../../../components/scrolling-table.tsx";
import { formatCount, formatRate } from "../utils/statistics-format.ts";

const c = m.columns;

type Places = Pick<
  StatisticsTotals,
  "capacity" | "places_taken" | "fill_rate" | "checked_in" | "no_shows" | "waitlisted" | "cancelled"
>;

/** A session (or, for the season, an event): its short label for a bar, its name for a table row. */
export interface PlacesRow extends Places {
  key: string;
  label: string;
  name: ReactNode;
}

/** « 67 % des places prises », over the rows with a limited capacity only. */
function limitedAverage(rows: readonly PlacesRow[]): { limited: number; average: string } {
  const limited = rows.filter((row) => row.capacity !== null && row.capacity > 0);
  const capacity = limited.reduce((sum, row) => sum + (row.capacity ?? 0), 0);
  const taken = limited.reduce((sum, row) => sum + row.places_taken, 0);
  return { limited: limited.length, average: formatRate(capacity > 0 ? taken / capacity : null) };
}

function DataTable({
  caption,
  first,
  columns,
  rows,
  totals,
  cells,
}: {
  caption: string;
  first: string;
  columns: readonly string[];
  rows: readonly PlacesRow[];
  totals: Places;
  cells: (row: Places) => ReactNode[];
}) {
  const line = (key: string, name: ReactNode, row: Places) => (
    <tr key={key}>
      <th scope="row">{name}</th>
      {cells(row).map((cell, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, in a fixed order
        <td key={index}>{cell}</td>
      ))}
    </tr>
  );
  return (
    <Accordion className="fr-mt-3w" label={m.showData} titleAs="h3">
      <ScrollingTable label={caption} caption={caption} columns={[first, ...columns]}>
        {rows.map((row) => line(row.key, row.name, row))}
        {line("total", c.total, totals)}
      </ScrollingTable>
    </Accordion>
  );
}

/**
 * Fill rate, then check-ins against no-shows, of each row: each chart with the sentence that says
 * what it shows and its data table. `first` names the rows (« Séance », « Événement »).
 */
export function PlacesFigures({
  rows,
  totals,
  first,
}: {
  rows: readonly PlacesRow[];
  totals: Places;
  first: string;
}) {
  const fillId = useId();
  const doorId = useId();
  const { limited, average } = limitedAverage(rows);
  return (
    <>
      <section className="fr-mb-6w" aria-labelledby={`${fillId}-title`}>
        <h2 id={`${fillId}-title`}>{m.fillTitle}</h2>
        <p id={fillId}>{m.fillSummary(rows.length, limited, average)}</p>
        <BarChart
          name={m.fillChartName}
          describedBy={fillId}
          max={1}
          labelShare={32}
          bars={rows.map((row) => ({
            key: row.key,
            label: row.label,
            segments: [{ value: row.fill_rate ?? 0 }],
            text: row.fill_rate === null ? m.unlimited : formatRate(row.fill_rate),
          }))}
        />
        <DataTable
          caption={m.fillCaption}
          first={first}
          columns={[c.capacity, c.placesTaken, c.fillRate]}
          rows={rows}
          totals={totals}
          cells={(row) => [
            row.capacity === null ? m.unlimited : formatCount(row.capacity),
            formatCount(row.places_taken),
            formatRate(row.fill_rate),
          ]}
        />
      </section>
      <section className="fr-mb-6w" aria-labelledby={`${doorId}-title`}>
        <h2 id={`${doorId}-title`}>{m.doorTitle}</h2>
        <p id={doorId}>{m.doorSummary(totals.checked_in, totals.no_shows)}</p>
        <ul className="fr-text--sm">
          <li>{m.legendCheckedIn}</li>
          <li>{m.legendNoShows}</li>
        </ul>
        <BarChart
          name={m.doorChartName}
          describedBy={doorId}
          labelShare={32}
          bars={rows.map((row) => ({
            key: row.key,
            label: row.label,
            segments: [{ value: row.checked_in }, { value: row.no_shows, hatched: true }],
            text: m.doorBar(row.checked_in, row.no_shows),
          }))}
        />
        <DataTable
          caption={m.doorCaption}
          first={first}
          columns={[c.checkedIn, c.noShows, c.waitlisted, c.cancelled]}
          rows={rows}
          totals={totals}
          cells={(row) => [
            formatCount(row.checked_in),
            formatCount(row.no_shows),
            formatCount(row.waitlisted),
            formatCount(row.cancelled),
          ]}
        />
      </section>
    </>
  );
}
