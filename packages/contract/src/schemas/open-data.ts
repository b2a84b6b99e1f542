import { z } from "zod";
import {
  ACCESSIBILITY_FAMILIES,
  EVENT_CATEGORIES,
  PARCOURS_DIFFICULTIES,
  PROGRAM_CATEGORIES,
  SERVICE_NAME,
} from "../constants.ts";

// The open data export (docs/decisions/023-open-data-export.md): the platform's public facts as CSV
// files under the Licence Ouverte that the legal notice states. The files, their columns and what
// each column means are written once here: the API writes the header rows from these names, the
// « Données ouvertes » page documents them, and the catalogue answer carries them for machines.
// Column names are stable: a reuser’s script reads them; add columns at the end, never rename or
// remove one.

export const OPEN_DATA_LICENCE = {
  name: "Licence Ouverte / Open Licence version 2.0 (Etalab)",
  url: "https://www.etalab.gouv.fr/licence-ouverte-open-licence/",
} as const;

/** The mention the licence asks reusers to give, with the date of the last update. */
export const OPEN_DATA_SOURCE = `${SERVICE_NAME}, ministère de la Culture`;

/** How long a browser or a proxy may reuse a file before asking again (Cache-Control max-age). */
export const OPEN_DATA_MAX_AGE_SECONDS = 600;

/** Separator of the values of a list held in one cell (a site's services): « ; » separates cells. */
export const OPEN_DATA_LIST_SEPARATOR = "|";

/** Types of Table Schema (specs.frictionlessdata.io), which data.gouv.fr's schemas use. */
export const OPEN_DATA_COLUMN_TYPES = ["integer", "number", "string", "datetime", "boolean"] as const;
export type OpenDataColumnType = (typeof OPEN_DATA_COLUMN_TYPES)[number];

/** Short, for a table column; the page's format section says how each is written. */
export const OPEN_DATA_TYPE_LABELS: Record<OpenDataColumnType, string> = {
  integer: "Nombre entier",
  number: "Nombre décimal",
  string: "Texte",
  datetime: "Date et heure",
  boolean: "Booléen (true ou false)",
};

export interface OpenDataColumn {
  name: string;
  type: OpenDataColumnType;
  description: string;
  /** False when the cell may be empty. */
  required: boolean;
}

const col = <const N extends string>(
  name: N,
  type: OpenDataColumnType,
  description: string,
  required = false,
) => ({ name, type, description, required }) as const;

const id = (what: string) => col("id", "integer", `Identifiant ${what} sur la plateforme, stable.`, true);
const createdAt = (what: string) => col("created_at", "datetime", `Date de publication ${what}.`, true);
const updatedAt = (what: string) =>
  col("updated_at", "datetime", `Date de la dernière modification ${what}.`, true);
const list = (values: readonly string[]) => values.join(", ");

/** A point on the map, in decimal degrees (WGS 84, as GPS and OpenStreetMap write them). */
const coordinateColumns = (what: string) =>
  [
    col(
      "latitude",
      "number",
      `Latitude en degrés décimaux (WGS\u00a084)\u00a0; vide quand ${what} n’est pas placé sur la carte.`,
    ),
    col(
      "longitude",
      "number",
      `Longitude en degrés décimaux (WGS\u00a084)\u00a0; vide quand ${what} n’est pas placé sur la carte.`,
    ),
  ] as const;

const lieuColumns = [
  col(
    "lieu_id",
    "integer",
    "Identifiant du lieu (fichier des lieux)\u00a0; vide quand le lieu n’est pas renseigné.",
  ),
  col("lieu_nom", "string", "Nom du lieu."),
  col("lieu_ville", "string", "Ville du lieu."),
  col("lieu_pays", "string", "Pays du lieu."),
] as const;

/**
 * The files, in the order of the page. `id` names the API path (/api/open-data/{id}.csv), `file` the
 * downloaded file (culture-patrimoine-{file}-{date}.csv).
 */
export const OPEN_DATA_DATASETS = [
  {
    id: "events",
    file: "evenements",
    noun: "les événements",
    title: "Événements",
    description:
      "Les événements publiés qui ont au moins une séance maintenue (un événement dont toutes les séances sont annulées n’y figure pas), passés et à venir, avec leur lieu.",
    columns: [
      id("de l’événement"),
      col("title", "string", "Titre de l’événement, tel que publié par l’organisateur.", true),
      col("category", "string", `Catégorie\u00a0: ${list(EVENT_CATEGORIES)}.`, true),
      col("date_start", "datetime", "Début de l’événement (première séance).", true),
      col(
        "date_end",
        "datetime",
        "Fin de l’événement (dernière séance)\u00a0; vide quand elle n’est pas connue.",
      ),
      col("price", "number", "Prix d’une place en euros\u00a0; vide quand l’événement est gratuit."),
      col("sessions", "integer", "Nombre de séances maintenues (fichier des séances).", true),
      ...lieuColumns,
      col("url", "string", "Adresse de la page de l’événement sur la plateforme.", true),
      createdAt("de l’événement"),
      updatedAt("de l’événement"),
    ],
  },
  {
    id: "sessions",
    file: "seances",
    noun: "les séances",
    title: "Séances",
    description:
      "Les dates et horaires de chaque événement, une ligne par séance maintenue (les séances annulées n’y figurent pas).",
    columns: [
      id("de la séance"),
      col("event_id", "integer", "Identifiant de l’événement (fichier des événements).", true),
      col("starts_at", "datetime", "Début de la séance.", true),
      col("ends_at", "datetime", "Fin de la séance\u00a0; vide quand elle n’est pas connue."),
      col("capacity", "integer", "Nombre de places offertes\u00a0; vide quand il n’est pas limité."),
    ],
  },
  {
    id: "programs",
    file: "programmes",
    noun: "les programmes",
    title: "Programmes",
    description: "Les lignes du programme des événements (ateliers, pauses, repas…), une ligne par créneau.",
    columns: [
      id("de la ligne de programme"),
      col("event_id", "integer", "Identifiant de l’événement (fichier des événements).", true),
      col("starts_at", "datetime", "Début du créneau.", true),
      col("ends_at", "datetime", "Fin du créneau.", true),
      col("title", "string", "Intitulé du créneau.", true),
      col(
        "category",
        "string",
        `Catégorie\u00a0: ${list(PROGRAM_CATEGORIES)}\u00a0; vide quand elle n’est pas précisée.`,
      ),
    ],
  },
  {
    id: "lieux",
    file: "lieux",
    noun: "les lieux",
    title: "Lieux",
    description: "Les lieux où se tiennent les événements et d’où partent les parcours.",
    columns: [
      id("du lieu"),
      col("nom", "string", "Nom du lieu.", true),
      col("ville", "string", "Ville.", true),
      col("pays", "string", "Pays.", true),
      col("site_web", "string", "Adresse du site web du lieu."),
      createdAt("du lieu"),
      updatedAt("du lieu"),
      // Issue 32: what a map needs, at the end so that a reader by position keeps working.
      col("adresse", "string", "Adresse (numéro et voie)."),
      col("code_postal", "string", "Code postal (5 chiffres)."),
      col(
        "departement",
        "string",
        "Code du département, déduit du code postal (69, 2A, 2B, 971…)\u00a0; vide sans code postal.",
      ),
      ...coordinateColumns("le lieu"),
      col(
        "accessibilite",
        "string",
        `Familles de handicap que le lieu accueille (label Tourisme & Handicap), séparées par «\u00a0${OPEN_DATA_LIST_SEPARATOR}\u00a0»\u00a0: ${list(ACCESSIBILITY_FAMILIES)}\u00a0; vide quand aucune n’est indiquée.`,
      ),
    ],
  },
  {
    id: "locations",
    file: "lieux-culturels",
    noun: "les lieux culturels",
    title: "Lieux culturels",
    description: "Les lieux culturels décrits en détail (adresse, horaires, accès et services).",
    columns: [
      id("du lieu culturel"),
      col("name", "string", "Nom du lieu culturel.", true),
      col("category", "string", "Catégorie.", true),
      col("address", "string", "Adresse.", true),
      col("postal_code", "string", "Code postal.", true),
      col("city", "string", "Ville.", true),
      col("country", "string", "Pays.", true),
      col("opening_hours", "string", "Horaires d’ouverture."),
      col("free_entry", "boolean", "Entrée gratuite.", true),
      col("entry_price", "number", "Prix d’entrée en euros."),
      col("accessibility", "boolean", "Accessible aux personnes handicapées.", true),
      col("guided_tours", "boolean", "Visites guidées proposées.", true),
      col("audio_guide", "boolean", "Audioguide disponible.", true),
      col("parking_available", "boolean", "Parking disponible.", true),
      col("public_transport", "string", "Accès en transports en commun."),
      col("historical_period", "string", "Période historique."),
      col("architectural_style", "string", "Style architectural."),
      col("website", "string", "Adresse du site web du lieu."),
      createdAt("du lieu culturel"),
      updatedAt("du lieu culturel"),
    ],
  },
  {
    id: "parcours",
    file: "parcours",
    noun: "les parcours",
    title: "Parcours",
    description: "Les parcours de visite, avec leur lieu de départ et leur nombre d’étapes.",
    columns: [
      id("du parcours"),
      col("title", "string", "Titre du parcours.", true),
      col("theme", "string", "Thème.", true),
      col("difficulty", "string", `Difficulté\u00a0: ${list(PARCOURS_DIFFICULTIES)}.`, true),
      col("duration", "integer", "Durée en minutes.", true),
      col("sites", "integer", "Nombre d’étapes (sites du fichier des sites).", true),
      ...lieuColumns,
      col("url", "string", "Adresse de la page du parcours sur la plateforme.", true),
      createdAt("du parcours"),
      updatedAt("du parcours"),
    ],
  },
  {
    id: "sites",
    file: "sites",
    noun: "les sites patrimoniaux",
    title: "Sites patrimoniaux",
    description: "Les sites patrimoniaux, étapes des parcours, avec leurs informations pratiques.",
    columns: [
      id("du site"),
      col("name", "string", "Nom du site.", true),
      col("categorie", "string", "Catégorie (Musée, Monument, Église, Château…).", true),
      col("adresse", "string", "Adresse."),
      col("heure_ouverture", "string", "Horaires d’ouverture."),
      col("tarif", "string", "Tarif, tel que publié."),
      col(
        "services",
        "string",
        `Services proposés, séparés par «\u00a0${OPEN_DATA_LIST_SEPARATOR}\u00a0» (par exemple «\u00a0Audioguide disponible${OPEN_DATA_LIST_SEPARATOR}Parking disponible\u00a0»).`,
      ),
      col("transport", "string", "Accès en transports en commun."),
      col("periode_historique", "string", "Période historique."),
      col("style_architectural", "string", "Style architectural."),
      col("site_web", "string", "Adresse du site web du site."),
      col(
        "parcours_id",
        "integer",
        "Identifiant du parcours dont le site est une étape (fichier des parcours).",
      ),
      col("lieu_id", "integer", "Identifiant du lieu (fichier des lieux)."),
      createdAt("du site"),
      updatedAt("du site"),
      // Issue 32: at the end, so that a reader by position keeps working.
      ...coordinateColumns("le site"),
    ],
  },
] as const satisfies readonly {
  id: string;
  file: string;
  /** What the file holds, in a sentence: « Télécharger les événements (CSV) ». */
  noun: string;
  title: string;
  description: string;
  columns: readonly OpenDataColumn[];
}[];

export type OpenDataDataset = (typeof OPEN_DATA_DATASETS)[number];
export type OpenDataDatasetId = OpenDataDataset["id"];
export const OPEN_DATA_DATASET_IDS = OPEN_DATA_DATASETS.map((dataset) => dataset.id) as [
  OpenDataDatasetId,
  ...OpenDataDatasetId[],
];
/** The column names of a file, in order: the keys a row of that file must have. */
export type OpenDataColumnName<D extends OpenDataDatasetId> = Extract<
  OpenDataDataset,
  { id: D }
>["columns"][number]["name"];

/** Under /api: the catalogue (JSON), and each file at `${OPEN_DATA_API_PATH}/${id}.csv`. */
export const OPEN_DATA_API_PATH = "/open-data";

export function openDataCsvPath(id: OpenDataDatasetId): string {
  return `/api${OPEN_DATA_API_PATH}/${id}.csv`;
}

/** The downloaded file's name, dated with the day of the download in Paris ("2027-03-14"). */
export function openDataFileName(file: string, parisDay: string): string {
  return `culture-patrimoine-${file}-${parisDay}.csv`;
}

const columnSchema = z.object({
  name: z.string(),
  type: z.enum(OPEN_DATA_COLUMN_TYPES),
  description: z.string(),
  required: z.boolean(),
});

/** GET /api/open-data: every file with its address, its columns, its number of rows and last change. */
export const openDataCatalogSchema = z.object({
  title: z.string(),
  licence: z.object({ name: z.string(), url: z.string() }),
  source: z.string(),
  max_age_seconds: z.number().int().positive(),
  datasets: z.array(
    z.object({
      id: z.enum(OPEN_DATA_DATASET_IDS),
      title: z.string(),
      description: z.string(),
      url: z.string().describe("Chemin du fichier CSV, sur la même origine que l’API"),
      media_type: z.literal("text/csv"),
      rows: z.number().int().nonnegative().describe("Nombre de lignes de données, sans la ligne d’en-tête"),
      last_modified: z
        .string()
        .nullable()
        .describe("Dernière modification d’une ligne du fichier (heure de Paris), null s’il est vide"),
      columns: z.array(columnSchema),
    }),
  ),
});
export type OpenDataCatalog = z.infer<typeof openDataCatalogSchema>;

/**
 * A CSV file of the export, for OpenAPI: UTF-8 with a byte order mark, « ; » between cells, CRLF line
 * ends, a header row of the column names, cells that a spreadsheet would run as a formula prefixed
 * with « ' ».
 */
export const openDataCsvSchema = z
  .string()
  .describe(
    "CSV en UTF-8 avec BOM, séparateur « ; », fins de ligne CRLF, première ligne : noms des colonnes (voir GET /api/open-data)",
  );
