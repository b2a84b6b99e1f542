import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unpackArchive } from "../../backup/archive-reader.ts";
import { createBackup } from "../../backup/backup.ts";
import { restoreBackup } from "../../backup/restore.ts";
import type { Database } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../test/database.ts";
import { recordAudit } from "./audit-log.ts";

// The audit log refuses TRUNCATE, yet a whole restore with --remplacer must replace it by the
// archive's: the one exception the migration's trigger allows (culture.restoring, local to the
// restore's transaction), and nowhere else.

let work: string;
const databases: TestDatabase[] = [];

async function record(db: Database, action: string) {
  await db.transaction((tx) =>
    recordAudit(tx as unknown as Database, { actor: null, action, target: { type: "user", id: 1 } }),
  );
}

const logOf = (db: Database) => db.select().from(auditLog).orderBy(asc(auditLog.id));

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), "cp-audit-restore-"));
});
afterAll(async () => {
  await Promise.all(databases.map((database) => database.destroy()));
  rmSync(work, { recursive: true, force: true });
});

describe("the audit log and a whole restore", () => {
  it("is replaced by the archive's with --remplacer, and stays append-only afterwards", async () => {
    const [source, target] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    databases.push(source, target);
    await record(source.db, "administrator_created");
    await record(source.db, "second_factor_reset");
    await record(target.db, "something_else");

    const archive = path.join(work, "sauvegarde.tar.gz");
    await createBackup({ database: source, uploadsDir: path.join(work, "no-uploads") }, archive);
    const staging = mkdtempSync(path.join(work, "staging-"));
    const checked = await unpackArchive(archive, staging);
    await restoreBackup(
      checked,
      staging,
      {
        database: target,
        uploadsDir: path.join(work, "uploads"),
        appSecretFile: path.join(work, "app-secret"),
      },
      { replace: true },
    );

    expect(await logOf(target.db)).toEqual(await logOf(source.db));
    // The exception was the restore's alone: the log refuses a TRUNCATE again, and takes new acts.
    await expect(target.db.execute(sql`truncate audit_log`)).rejects.toMatchObject({
      cause: expect.objectContaining({ message: expect.stringMatching(/append-only: TRUNCATE refused/) }),
    });
    await record(target.db, "after_restore");
    expect((await logOf(target.db)).map((row) => row.action)).toEqual([
      "administrator_created",
      "second_factor_reset",
      "after_restore",
    ]);
  }, 60_000);
});
