import {
  OPEN_DATA_LICENCE,
  type OpenDataCatalog,
  type OpenDataDataset,
  openDataCsvPath,
} from "@culture-patrimoine/contract/schemas/open-data";
import { lastChangeText, maxAgeText, rowCountText } from "../utils/open-data-format.ts";
import { ColumnTable } from "./column-table.tsx";

type Figures = OpenDataCatalog["datasets"][number];

interface DatasetSectionProps {
  dataset: OpenDataDataset;
  /** The file's figures from the catalogue; undefined while they load or when they failed to. */
  figures: Figures | undefined;
  figuresState: "pending" | "error" | "success";
}

export const datasetAnchor = (dataset: Pick<OpenDataDataset, "file">) => `fichier-${dataset.file}`;

function FigureText({
  figures,
  figuresState,
  pick,
}: Omit<DatasetSectionProps, "dataset"> & {
  pick: (figures: Figures) => string;
}) {
  if (figures) return <span>{pick(figures)}</span>;
  return <span>{figuresState === "pending" ? "comptage en cours…" : "indisponible pour le moment"}</span>;
}

/** One file of the export: what it holds, its figures, its download link and its columns. */
export function DatasetSection({ dataset, figures, figuresState }: DatasetSectionProps) {
  const anchor = datasetAnchor(dataset);
  return (
    <section id={anchor} className="fr-mt-6w" aria-labelledby={`${anchor}-title`}>
      <h2 id={`${anchor}-title`} className="fr-h3">
        {dataset.title}
      </h2>
      <p>{dataset.description}</p>
      <ul>
        <li>
          Format{"\u00a0"}: CSV (UTF-8, séparateur «{"\u00a0;"}
          {"\u00a0"}»)
        </li>
        <li>
          Nombre de lignes{"\u00a0"}:{" "}
          <FigureText figures={figures} figuresState={figuresState} pick={(f) => rowCountText(f.rows)} />
        </li>
        <li>
          Dernière modification{"\u00a0"}:{" "}
          <FigureText
            figures={figures}
            figuresState={figuresState}
            pick={(f) => lastChangeText(f.last_modified)}
          />
        </li>
        <li>
          Mise à jour{"\u00a0"}: en continu (fichier produit au téléchargement, au plus {maxAgeText()} de
          retard)
        </li>
        <li>
          Licence{"\u00a0"}: {OPEN_DATA_LICENCE.name}
        </li>
      </ul>
      <p>
        {/* A file of the API, not a page of the app: a plain link, which the browser downloads. */}
        <a className="fr-link fr-link--download" href={openDataCsvPath(dataset.id)} download>
          Télécharger {dataset.noun} (CSV)
        </a>
      </p>
      <ColumnTable title={dataset.title} columns={dataset.columns} />
    </section>
  );
}
