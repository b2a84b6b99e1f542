import { z } from "zod";

// The first entry of every backup archive: what it holds, and how to check it before anything is
// written from it (decision 022).

export const ARCHIVE_FORMAT = "culture-patrimoine-sauvegarde";
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = "manifest.json";
export const DATABASE_PREFIX = "database/";
export const UPLOADS_PREFIX = "uploads/";
export const APP_SECRET_ENTRY = "app-secret";

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** A relative path made of plain names: nothing absolute, no "..", no backslash. */
const entryPath = z
  .string()
  .min(1)
  .max(255)
  .refine(
    (value) =>
      !value.startsWith("/") &&
      !value.includes("\\") &&
      value.split("/").every((part) => part !== "" && part !== "." && part !== ".."),
    "not a plain relative path",
  );

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_FORMAT_VERSION),
  created_at: z.string(),
  engine: z.enum(["pglite", "postgres"]),
  /** Our migrations applied in the saved database, oldest first (tag from the journal when known). */
  migrations: z.array(z.object({ tag: z.string().nullable(), created_at: z.number(), hash: z.string() })),
  tables: z.array(
    z.object({
      name: z.string().min(1),
      file: entryPath,
      columns: z.array(z.string().min(1)),
      rows: z.number().int().min(0),
    }),
  ),
  sequences: z.array(
    z.object({
      table: z.string().min(1),
      column: z.string().min(1),
      /** The sequence's last value, null when it was never used. */
      last_value: z.string().regex(/^\d+$/).nullable(),
    }),
  ),
  /** Every entry of the archive but this manifest. */
  files: z.array(z.object({ path: entryPath, size: z.number().int().min(0), sha256 })),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
