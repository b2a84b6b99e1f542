import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase, PGLITE_SETTINGS } from "./client.ts";

// Decision 055: PGlite holds its whole shared_buffers in memory from the start, so the embedded
// server opens with the smaller value whatever its folder's postgresql.conf says (initdb's 128 MB).

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

async function settingsOf(handle: DatabaseHandle): Promise<Record<string, string>> {
  const settings: Record<string, string> = {};
  for (const name of Object.keys(PGLITE_SETTINGS)) {
    const result = (await handle.db.execute(sql`select current_setting(${name}) as value`)) as unknown as {
      rows: { value: string }[];
    };
    settings[name] = result.rows[0]?.value ?? "";
  }
  return settings;
}

describe.skipIf(onPostgres)("PGlite's settings", { timeout: 120_000 }, () => {
  const folder = mkdtempSync(path.join(tmpdir(), "cp-pglite-settings-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("are those of PGLITE_SETTINGS on a data folder, new and reopened", async () => {
    expect(PGLITE_SETTINGS.shared_buffers).toBe("32MB");
    for (const opening of ["new", "reopened"]) {
      const handle = await openDatabase({ pgliteDir: path.join(folder, "pglite") });
      try {
        expect({ opening, ...(await settingsOf(handle)) }).toEqual({ opening, ...PGLITE_SETTINGS });
      } finally {
        await handle.close();
      }
    }
  });

  it("are those of PGLITE_SETTINGS in memory (tests)", async () => {
    const handle = await openDatabase({});
    try {
      expect(await settingsOf(handle)).toEqual(PGLITE_SETTINGS);
    } finally {
      await handle.close();
    }
  });
});
