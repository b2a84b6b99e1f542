import { statisticsMessages as m } from "@culture-patrimoine/contract/messages";
import type { SeasonStatistics } from "@culture-patrimoine/contract/schemas/statistics";
import { ScrollingTable } from "../../../components/scrolling-table.tsx";
import { formatCount } from "../utils/statistics-format.ts";

const c = m.columns;

/** The organisation's routes with their participants, and its venues with their events in the period. */
export function SeasonLists({ parcours, lieux }: Pick<SeasonStatistics, "parcours" | "lieux">) {
  return (
    <>
      <section className="fr-mb-6w" aria-labelledby="statistics-parcours">
        <h2 id="statistics-parcours">{m.parcoursTitle}</h2>
        {parcours.length === 0 ? (
          <p>{m.parcoursEmpty}</p>
        ) : (
          <ScrollingTable
            label={m.parcoursCaption}
            caption={m.parcoursCaption}
            columns={[c.parcours, c.participants]}
          >
            {parcours.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.title}</th>
                <td>{formatCount(row.participants)}</td>
              </tr>
            ))}
          </ScrollingTable>
        )}
      </section>
      <section className="fr-mb-6w" aria-labelledby="statistics-lieux">
        <h2 id="statistics-lieux">{m.lieuxTitle}</h2>
        {lieux.length === 0 ? (
          <p>{m.lieuxEmpty}</p>
        ) : (
          <ScrollingTable
            label={m.lieuxCaption}
            caption={m.lieuxCaption}
            columns={[c.lieu, c.ville, c.events]}
          >
            {lieux.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.nom}</th>
                <td>{row.ville}</td>
                <td>{formatCount(row.events)}</td>
              </tr>
            ))}
          </ScrollingTable>
        )}
      </section>
    </>
  );
}
