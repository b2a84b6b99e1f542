import { createHash } from "node:crypto";
import { closeSync, mkdirSync, openSync, writeSync } from "node:fs";
import path from "node:path";
import * as tar from "tar";
import {
  APP_SECRET_ENTRY,
  type BackupManifest,
  DATABASE_PREFIX,
  MANIFEST_ENTRY,
  manifestSchema,
  UPLOADS_PREFIX,
} from "./manifest.ts";

/** The archive cannot be restored; the message (French) says why. Nothing was written. */
export class ArchiveError extends Error {
  override name = "ArchiveError";
}

const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

/**
 * Reads the archive once, from its manifest on: every other entry must be listed there, with the
 * same size and SHA-256, and every listed entry must be present. The entries are unpacked into
 * `staging` (a folder of the restore's own) so that nothing is read twice; nothing else is written.
 */
export async function unpackArchive(file: string, staging: string): Promise<BackupManifest> {
  let manifest: BackupManifest | null = null;
  const expected = new Map<string, BackupManifest["files"][number]>();
  const seen = new Set<string>();
  const problems: string[] = [];
  let first = true;

  const onEntry = (entry: tar.ReadEntry) => {
    const isFirst = first;
    first = false;
    const fail = (problem: string) => {
      problems.push(problem);
      entry.resume();
    };
    if (entry.type !== "File") return fail(`élément inattendu «\u00a0${entry.path}\u00a0» (${entry.type})`);
    if (isFirst) {
      if (entry.path !== MANIFEST_ENTRY)
        return fail(`la première entrée est «\u00a0${entry.path}\u00a0», pas ${MANIFEST_ENTRY}`);
      if (entry.size > MAX_MANIFEST_BYTES) return fail(`${MANIFEST_ENTRY} est trop grand`);
      const chunks: Buffer[] = [];
      entry.on("data", (chunk: Buffer) => chunks.push(chunk));
      entry.on("end", () => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        } catch {
          problems.push(`${MANIFEST_ENTRY} n’est pas du JSON`);
          return;
        }
        const result = manifestSchema.safeParse(parsed);
        if (!result.success) {
          const format = (parsed as { format?: unknown; version?: unknown }) ?? {};
          problems.push(
            format.format === manifestSchema.shape.format.value && format.version !== 1
              ? `format d’archive ${String(format.version)} inconnu de cette version de l’application (attendu\u00a0: 1)`
              : `${MANIFEST_ENTRY} ne décrit pas une sauvegarde de Culture & Patrimoine (${result.error.issues[0]?.path.join(".")}\u00a0: ${result.error.issues[0]?.message})`,
          );
          return;
        }
        manifest = result.data;
        for (const listed of manifest.files) expected.set(listed.path, listed);
      });
      return;
    }
    if (!manifest) return fail(`«\u00a0${entry.path}\u00a0» sans manifeste valable avant lui`);
    const listed = expected.get(entry.path);
    if (!listed) return fail(`«\u00a0${entry.path}\u00a0» n’est pas dans le manifeste`);
    if (seen.has(entry.path)) return fail(`«\u00a0${entry.path}\u00a0» apparaît deux fois`);
    seen.add(entry.path);
    if (entry.size !== listed.size) {
      return fail(
        `«\u00a0${entry.path}\u00a0» fait ${entry.size} octets, le manifeste en annonce ${listed.size}`,
      );
    }
    const target = path.join(staging, entry.path);
    mkdirSync(path.dirname(target), { recursive: true });
    // Images are served as they were; rows and the secret stay readable by this user only.
    const fd = openSync(target, "wx", entry.path.startsWith(UPLOADS_PREFIX) ? 0o644 : 0o600);
    const hash = createHash("sha256");
    entry.on("data", (chunk: Buffer) => {
      hash.update(chunk);
      writeSync(fd, chunk);
    });
    entry.on("end", () => {
      closeSync(fd);
      if (hash.digest("hex") !== listed.sha256) {
        problems.push(`«\u00a0${entry.path}\u00a0» n’a pas le contenu enregistré (somme SHA-256 différente)`);
      }
    });
  };

  try {
    await tar.t({ file, strict: true, noResume: true, onReadEntry: onEntry });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ArchiveError(`L’archive ${file} est illisible ou tronquée (${reason}).`);
  }
  if (first) throw new ArchiveError(`L’archive ${file} est vide ou n’est pas une archive .tar.gz.`);
  const checked = manifest as BackupManifest | null;
  if (checked) {
    for (const listed of checked.files) {
      if (!seen.has(listed.path))
        problems.push(`«\u00a0${listed.path}\u00a0», annoncé par le manifeste, manque`);
    }
    for (const table of checked.tables) {
      if (!table.file.startsWith(DATABASE_PREFIX) || !expected.has(table.file)) {
        problems.push(`les lignes de la table ${table.name} (${table.file}) manquent`);
      }
    }
    for (const listed of checked.files) {
      const known =
        listed.path.startsWith(DATABASE_PREFIX) ||
        listed.path.startsWith(UPLOADS_PREFIX) ||
        listed.path === APP_SECRET_ENTRY;
      if (!known) problems.push(`«\u00a0${listed.path}\u00a0» n’a pas sa place dans une sauvegarde`);
    }
  } else if (problems.length === 0) {
    problems.push(`${MANIFEST_ENTRY} manque`);
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, 8).map((problem) => `  – ${problem}`);
    if (problems.length > 8) shown.push(`  – et ${problems.length - 8} autre(s) problème(s)`);
    throw new ArchiveError(
      `L’archive ${file} ne peut pas être restaurée\u00a0:\n${shown.join("\n")}\nRien n’a été écrit.`,
    );
  }
  return checked as BackupManifest;
}
