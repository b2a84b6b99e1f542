import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { adminMessages as t } from "@culture-patrimoine/contract/messages";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/client.ts";
import { auditLog, recoveryCodes, users } from "../../db/schema.ts";
import { TEST_PASSWORD } from "../../test/accounts.ts";
import { createTestDatabase, type TestDatabase } from "../../test/database.ts";
import { runScript } from "../../test/embedded-process.ts";

// The real command, as an operator runs it: a child process on the server's configuration, an
// embedded data folder (or the PostgreSQL test database when TEST_DATABASE_URL is set).

const CLI = "src/modules/admin/admin-create-cli.ts";
let dataDir: string;
let postgres: TestDatabase | undefined;
const pgliteDir = () => path.join(dataDir, "pglite");

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "cp-admin-create-"));
  if (process.env.TEST_DATABASE_URL) {
    postgres = await createTestDatabase();
  } else {
    const database = await openDatabase({ pgliteDir: pgliteDir(), pgliteRole: "serveur" });
    await database.migrate();
    await database.close();
  }
}, 120_000);
afterAll(async () => {
  await postgres?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

async function run(args: string[], env: Record<string, string> = { ADMIN_PASSWORD: TEST_PASSWORD }) {
  const child = runScript(
    CLI,
    dataDir,
    { ...env, ...(postgres?.url && { DATABASE_URL: postgres.url }) },
    args,
  );
  const code = await child.ended;
  return { code, output: child.output() };
}

/** Reads the database the command wrote, closed again before the next command opens it. */
async function inDatabase<T>(read: (db: DatabaseHandle["db"]) => Promise<T>): Promise<T> {
  if (postgres) return read(postgres.db);
  const database = await openDatabase({ pgliteDir: pgliteDir(), pgliteRole: "serveur" });
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

async function counts() {
  return inDatabase(async (db) => {
    const [row] = await db
      .execute<{ users: number; audit: number; codes: number }>(sql`select
      (select count(*)::int from users) as users,
      (select count(*)::int from audit_log) as audit,
      (select count(*)::int from recovery_codes) as codes`)
      .then(
        (result) => (result as unknown as { rows: { users: number; audit: number; codes: number }[] }).rows,
      );
    return row;
  });
}

const account = ["--email", "Alix.Admin@culture.gouv.fr", "--prenom", "Alix", "--nom", "Martin"];

describe("npm run admin:create", () => {
  it("creates the administrator with its second factor, prints them once, and records the act", async () => {
    const { code, output } = await run(account);
    expect(output).toContain(t.cliCreated("alix.admin@culture.gouv.fr"));
    expect(code).toBe(0);
    expect(output).toMatch(/otpauth:\/\/totp\/[^\s]*alix\.admin%40culture\.gouv\.fr\?[^\s]*secret=[A-Z2-7]+/);
    expect(output).toContain(t.cliRecoveryCodes);
    expect(output).not.toContain(TEST_PASSWORD);

    const stored = await inDatabase(async (db) => {
      const [user] = await db.select().from(users).where(eq(users.email, "alix.admin@culture.gouv.fr"));
      const codes = await db
        .select()
        .from(recoveryCodes)
        .where(eq(recoveryCodes.user_id, user?.id ?? 0));
      const records = await db.select().from(auditLog);
      return { user, codes, records };
    });
    expect(stored.user).toMatchObject({ role: "administrateur", first_name: "Alix", last_name: "Martin" });
    expect(stored.user?.totp_enabled_at).toBeInstanceOf(Date);
    // Encrypted, never the base32 secret the operator saw.
    const secret = /secret=([A-Z2-7]+)/.exec(output)?.[1] ?? "";
    expect(stored.user?.totp_secret).not.toContain(secret);
    // Printed once, stored only as hashes.
    expect(stored.codes.length).toBeGreaterThan(0);
    for (const row of stored.codes) expect(output).not.toContain(row.code_hash);
    expect(stored.records).toEqual([
      expect.objectContaining({
        actor_id: null,
        actor_email: null,
        action: "administrator_created",
        target_type: "user",
        target_id: stored.user?.id,
        after: expect.objectContaining({ email: "alix.admin@culture.gouv.fr", role: "administrateur" }),
      }),
    ]);
  }, 120_000);

  it("refuses an address that already has an account, whatever its case, writing nothing", async () => {
    const before = await counts();
    const { code, output } = await run([
      "--email",
      "ALIX.ADMIN@culture.gouv.fr",
      "--prenom",
      "Alix",
      "--nom",
      "Autre",
    ]);
    expect(code).toBe(1);
    expect(output).toContain(t.cliEmailTaken("alix.admin@culture.gouv.fr"));
    expect(await counts()).toEqual(before);
  }, 120_000);

  it("refuses a password the sign-up would refuse, a missing option, and no password at all", async () => {
    const before = await counts();
    const weak = await run(["--email", "b@culture.gouv.fr", "--prenom", "Bo", "--nom", "Roux"], {
      ADMIN_PASSWORD: "password",
    });
    expect(weak.code).toBe(2);
    expect(weak.output).toContain("Données refusées, aucun compte n’a été créé");
    const missing = await run(["--email", "b@culture.gouv.fr", "--prenom", "Bo"]);
    expect(missing.code).toBe(2);
    expect(missing.output).toContain(t.cliMissingOption("nom"));
    // No ADMIN_PASSWORD and no terminal (standard input is a pipe here): nothing to read it from.
    const none = await run(["--email", "b@culture.gouv.fr", "--prenom", "Bo", "--nom", "Roux"], {
      ADMIN_PASSWORD: "",
    });
    expect(none.code).toBe(2);
    expect(none.output).toContain(t.cliNoPassword);
    expect(await counts()).toEqual(before);
  }, 120_000);
});
