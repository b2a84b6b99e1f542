import { createHash } from "node:crypto";
import { SERVICE_NAME } from "@culture-patrimoine/contract/constants";
import { toParisIso } from "@culture-patrimoine/contract/dates";
import { parisDay } from "@culture-patrimoine/contract/french-dates";
import {
  OPEN_DATA_DATASETS,
  OPEN_DATA_LICENCE,
  OPEN_DATA_MAX_AGE_SECONDS,
  OPEN_DATA_SOURCE,
  type OpenDataCatalog,
  type OpenDataDataset,
  type OpenDataDatasetId,
  openDataCsvPath,
  openDataFileName,
} from "@culture-patrimoine/contract/schemas/open-data";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type AppDeps, nowOf } from "../../deps.ts";
import { CSV_BOM, csvLine } from "../../lib/csv.ts";
import { type Cell, type DatasetSource, datasetSources, type VersionedTable } from "./open-data.datasets.ts";

/** A source seen through any of its columns. */
type RowSource = Omit<DatasetSource<OpenDataDatasetId>, "batch"> & {
  batch(
    ...args: Parameters<DatasetSource<OpenDataDatasetId>["batch"]>
  ): Promise<{ id: number; cells: Readonly<Record<string, Cell>> }[]>;
};

// The open data export (docs/decisions/023-open-data-export.md). A file is written batch by batch
// as the client reads it, so 100 000 events never sit in memory at once; its version (ETag) is
// computed from the state of the tables it reads, so that an unchanged file costs one small query.

/**
 * Rows read per query. A batch of events is about 300 kB of CSV: large enough that a file of
 * 100 000 events takes 100 queries, small enough that a slow reader holds little memory.
 */
export const OPEN_DATA_BATCH_ROWS = 1000;

/** Changes whenever the same rows would be written differently (a column added, a format changed). */
const FORMAT_VERSION = 1;

export interface DatasetVersion {
  /** Weak: the same rows may be sent compressed or not. */
  etag: string;
  /** The last change of a row the file reads; deletions leave no date, so the ETag is what counts. */
  lastModified: Date | null;
}

interface TableState {
  rows: number;
  maxId: number | null;
  lastUpdateMs: number | null;
  /** Sum of the rows' update times: any update moves it, even one committed with an older clock. */
  updateSum: string;
}

/**
 * Count, highest id, last and summed update times of a table. Ids are never reused and every update
 * sets `updated_at`, so an insert, an update or a deletion changes at least one of them.
 */
async function tableState(db: Database, table: VersionedTable): Promise<TableState> {
  const [row] = await db
    .select({
      rows: sql<number>`count(*)::int`,
      maxId: sql<number | null>`max(${table.id})`,
      lastUpdateMs: sql<string | null>`(extract(epoch from max(${table.updated_at})) * 1000)::bigint::text`,
      updateSum: sql<string>`coalesce(sum(extract(epoch from ${table.updated_at})), 0)::text`,
    })
    .from(table);
  return {
    rows: Number(row?.rows ?? 0),
    maxId: row?.maxId === null || row?.maxId === undefined ? null : Number(row.maxId),
    lastUpdateMs: row?.lastUpdateMs ? Number(row.lastUpdateMs) : null,
    updateSum: row?.updateSum ?? "0",
  };
}

async function tableStates(db: Database, tables: readonly VersionedTable[]): Promise<TableState[]> {
  return Promise.all([...new Set(tables)].map((table) => tableState(db, table)));
}

function versionOf(key: unknown, states: TableState[]): DatasetVersion {
  const hash = createHash("sha256")
    .update(JSON.stringify([FORMAT_VERSION, key, states]))
    .digest("base64url")
    .slice(0, 27);
  const lastUpdates = states.map((state) => state.lastUpdateMs ?? 0);
  const last = Math.max(0, ...lastUpdates);
  return { etag: `W/"${hash}"`, lastModified: last > 0 ? new Date(last) : null };
}

function datasetOf<D extends OpenDataDatasetId>(id: D): Extract<OpenDataDataset, { id: D }> {
  const dataset = OPEN_DATA_DATASETS.find((candidate): candidate is Extract<OpenDataDataset, { id: D }> => {
    return candidate.id === id;
  });
  if (!dataset) throw new Error(`unknown open data set ${id}`);
  return dataset;
}

/** The version of one file: what its ETag and Last-Modified say. */
export async function datasetVersion(
  deps: Pick<AppDeps, "db" | "config">,
  id: OpenDataDatasetId,
): Promise<DatasetVersion> {
  const states = await tableStates(deps.db, datasetSources[id].tables);
  // The file's links start with the public address: another address, another file.
  return versionOf([id, deps.config.publicUrl], states);
}

/** The name the browser saves the file under, dated with today in Paris. */
export function datasetFileName(deps: Pick<AppDeps, "now">, id: OpenDataDatasetId): string {
  return openDataFileName(datasetOf(id).file, parisDay(nowOf(deps)));
}

/**
 * The CSV file, piece by piece: the BOM and the header row, then one piece per batch of rows read
 * after the last id of the previous one. Each batch is its own query (no transaction held while a
 * slow client reads): a row changed during the download is written as it was when its batch was read.
 */
export async function* datasetCsv(
  deps: Pick<AppDeps, "db" | "config">,
  id: OpenDataDatasetId,
  batchRows = OPEN_DATA_BATCH_ROWS,
): AsyncGenerator<string> {
  // Each source is checked against its own columns in open-data.datasets.ts; here any will do.
  const source: RowSource = datasetSources[id];
  const columns: readonly string[] = datasetOf(id).columns.map((column) => column.name);
  yield `${CSV_BOM}${csvLine(columns)}`;
  let afterId = 0;
  for (;;) {
    const rows = await source.batch(deps.db, afterId, batchRows, deps.config.publicUrl);
    const last = rows.at(-1);
    if (!last) return;
    yield rows.map((row) => csvLine(columns.map((name) => row.cells[name]))).join("");
    if (rows.length < batchRows) return;
    afterId = last.id;
  }
}

/** GET /api/open-data: the files, their columns, their number of rows and their last change. */
export async function openDataCatalog(
  deps: Pick<AppDeps, "db" | "config">,
): Promise<{ catalog: OpenDataCatalog; version: DatasetVersion }> {
  const { db } = deps;
  // Each table once, though several files read it (lieux: four of them).
  const tables = [...new Set(OPEN_DATA_DATASETS.flatMap((dataset) => datasetSources[dataset.id].tables))];
  const [counts, states] = await Promise.all([
    Promise.all(OPEN_DATA_DATASETS.map((dataset) => datasetSources[dataset.id].count(db))),
    tableStates(db, tables),
  ]);
  const stateOf = new Map(tables.map((table, index) => [table, states[index] as TableState]));
  const versions = OPEN_DATA_DATASETS.map((dataset) =>
    versionOf(
      [dataset.id, deps.config.publicUrl],
      datasetSources[dataset.id].tables.map((table) => stateOf.get(table) as TableState),
    ),
  );
  const catalog: OpenDataCatalog = {
    title: `Données ouvertes de ${SERVICE_NAME}`,
    licence: { ...OPEN_DATA_LICENCE },
    source: OPEN_DATA_SOURCE,
    max_age_seconds: OPEN_DATA_MAX_AGE_SECONDS,
    datasets: OPEN_DATA_DATASETS.map((dataset, index) => {
      const lastModified = versions[index]?.lastModified ?? null;
      return {
        id: dataset.id,
        title: dataset.title,
        description: dataset.description,
        url: openDataCsvPath(dataset.id),
        media_type: "text/csv",
        rows: counts[index] ?? 0,
        last_modified: lastModified ? toParisIso(lastModified) : null,
        columns: dataset.columns.map((column) => ({ ...column })),
      };
    }),
  };
  const last = Math.max(0, ...versions.map((version) => version.lastModified?.getTime() ?? 0));
  return {
    catalog,
    version: {
      etag: versionOf(["catalog", versions.map((version) => version.etag)], []).etag,
      lastModified: last > 0 ? new Date(last) : null,
    },
  };
}
