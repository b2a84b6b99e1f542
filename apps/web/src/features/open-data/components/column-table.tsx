import { OPEN_DATA_TYPE_LABELS, type OpenDataColumn } from "@culture-patrimoine/contract/schemas/open-data";
import "./column-table.css";

interface ColumnTableProps {
  /** The file's title, for the caption and the scrolling region's name. */
  title: string;
  columns: readonly OpenDataColumn[];
}

/**
 * The columns of a file, in the file's order: a DSFR table with a caption, column headers and the
 * column name as row header. On a phone it scrolls sideways inside its frame, reachable by keyboard.
 */
export function ColumnTable({ title, columns }: ColumnTableProps) {
  const regionName = `Colonnes du fichier «\u00a0${title}\u00a0»`;
  return (
    <div className="fr-table fr-mt-3w">
      <div className="fr-table__wrapper">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard (RGAA 7.3) */}
        <section className="fr-table__container" tabIndex={0} aria-label={regionName}>
          <div className="fr-table__content">
            <table>
              <caption>
                Colonnes du fichier «{"\u00a0"}
                {title}
                {"\u00a0"}», dans l’ordre du fichier
              </caption>
              <thead>
                <tr>
                  <th scope="col">Colonne</th>
                  <th scope="col">Description</th>
                  <th scope="col">Type</th>
                  <th scope="col">Toujours renseignée</th>
                </tr>
              </thead>
              <tbody>
                {columns.map((column) => (
                  <tr key={column.name}>
                    <th scope="row">
                      <code>{column.name}</code>
                    </th>
                    <td className="fr-cell--multiline cp-open-data-columns__description">
                      {column.description}
                    </td>
                    <td>{OPEN_DATA_TYPE_LABELS[column.type]}</td>
                    <td>{column.required ? "Oui" : "Non, peut être vide"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </div>
    </div>
  );
}
