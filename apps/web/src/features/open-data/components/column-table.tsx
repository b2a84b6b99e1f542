import { OPEN_DATA_TYPE_LABELS, type OpenDataColumn } from "@culture-patrimoine/contract/schemas/open-data";
import "./column-table.css";
import { ScrollingTable } from "../../../components/scrolling-table.tsx";

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
    <ScrollingTable
      label={regionName}
      caption={
        <>
          Colonnes du fichier «{"\u00a0"}
          {title}
          {"\u00a0"}», dans l’ordre du fichier
        </>
      }
      columns={["Colonne", "Description", "Type", "Toujours renseignée"]}
      className="fr-mt-3w"
    >
      {columns.map((column) => (
        <tr key={column.name}>
          <th scope="row">
            <code>{column.name}</code>
          </th>
          <td className="fr-cell--multiline cp-open-data-columns__description">{column.description}</td>
          <td>{OPEN_DATA_TYPE_LABELS[column.type]}</td>
          <td>{column.required ? "Oui" : "Non, peut être vide"}</td>
        </tr>
      ))}
    </ScrollingTable>
  );
}
