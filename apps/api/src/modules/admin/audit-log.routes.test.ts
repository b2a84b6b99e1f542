import { validationMessages as m } from "@culture-patrimoine/contract/messages";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema.ts";
import { CSV_BOM } from "../../lib/csv.ts";
import { bearer, registerProfessionnel, registerUser } from "../../test/accounts.ts";
import { administratorSession } from "../../test/admin.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { recordAudit } from "./audit-log.ts";

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof administratorSession>>;
let tokens: Record<string, string | undefined>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await administratorSession(ctx.database.db, ctx.config, "alix.admin@culture.gouv.fr");
  const [participant, organiser] = await Promise.all([registerUser(ctx.app), registerProfessionnel(ctx.app)]);
  tokens = {
    anonymous: undefined,
    forged: "forged-token-that-opens-no-session",
    participant: participant.token,
    professionnel: organiser.token,
    administrateur: admin.token,
  };
  const db = ctx.database.db;
  // 2026-03-01T23:30Z is already 2 March in Paris (00:30, UTC+1): the day filters are Paris days.
  await db.insert(auditLog).values([
    {
      created_at: new Date("2026-03-01T22:30:00Z"),
      actor_id: null,
      actor_email: null,
      action: "administrator_created",
      target_type: "user",
      target_id: 7,
      after: { email: "alix.admin@culture.gouv.fr", role: "administrateur" },
    },
    {
      created_at: new Date("2026-03-01T23:30:00Z"),
      actor_id: admin.user.id,
      actor_email: admin.user.email,
      action: "second_factor_reset",
      target_type: "user",
      target_id: 8,
      reason: "Téléphone perdu; nouvel appareil",
    },
    {
      created_at: new Date("2026-07-14T10:00:00Z"),
      actor_id: 99,
      actor_email: "autre.admin@culture.gouv.fr",
      action: "event_unpublished",
      target_type: "event",
      target_id: 8,
      reason: "=HYPERLINK(contenu trompeur)",
      before: { status: "published" },
      after: { status: "unpublished" },
    },
  ]);
});
afterAll(() => ctx.close());

function get(url: string, token?: string) {
  return ctx.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
}

describe("administration: who may read the audit log", () => {
  const table: [string, number][] = [
    ["anonymous", 401],
    ["forged", 401],
    ["participant", 403],
    ["professionnel", 403],
    ["administrateur", 200],
  ];
  for (const url of ["/api/admin/audit-log", "/api/admin/audit-log.csv"]) {
    it.each(table)(`GET ${url}: %s → %i`, async (who, status) => {
      const response = await get(url, tokens[who]);
      expect(response.statusCode).toBe(status);
      if (status !== 200)
        expect(response.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
    });
  }
});

describe("GET /api/admin/audit-log", () => {
  it("answers newest first, in Paris time, with the total and a page", async () => {
    const response = await get("/api/admin/audit-log?limit=2", admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-total-count"]).toBe("3");
    expect(response.headers.link).toContain("offset=2");
    expect(response.headers["cache-control"]).toContain("no-store");
    const [first, second] = response.json();
    expect(first).toMatchObject({
      created_at: "2026-07-14T12:00:00+02:00",
      actor: { id: 99, email: "autre.admin@culture.gouv.fr" },
      action: "event_unpublished",
      target_type: "event",
      target_id: 8,
      before: { status: "published" },
      after: { status: "unpublished" },
    });
    expect(second.created_at).toBe("2026-03-02T00:30:00+01:00");
    const last = (await get("/api/admin/audit-log?limit=2&offset=2", admin.token)).json();
    expect(last).toEqual([
      expect.objectContaining({ action: "administrator_created", actor: null, reason: null }),
    ]);
  });

  it.each([
    ["action=second_factor_reset", ["second_factor_reset"]],
    ["actor=AUTRE.admin", ["event_unpublished"]],
    ["target_type=user", ["second_factor_reset", "administrator_created"]],
    ["target_id=8", ["event_unpublished", "second_factor_reset"]],
    ["target_type=user&target_id=8", ["second_factor_reset"]],
    ["from=2026-03-02", ["event_unpublished", "second_factor_reset"]],
    ["to=2026-03-01", ["administrator_created"]],
    ["from=2026-03-01&to=2026-03-02", ["second_factor_reset", "administrator_created"]],
    ["q=t%C3%A9l%C3%A9phone", ["second_factor_reset"]],
    ["q=100%25", []],
    ["action=&actor=&q=", ["event_unpublished", "second_factor_reset", "administrator_created"]],
  ])("filters with %s", async (query, actions) => {
    const response = await get(`/api/admin/audit-log?${query}`, admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((entry: { action: string }) => entry.action)).toEqual(actions);
    expect(response.headers["x-total-count"]).toBe(String(actions.length));
  });

  it("refuses a date that is not one, or an end before the start, in French", async () => {
    for (const query of ["from=2026-02-30", "from=2026-03-02&to=2026-03-01", "target_id=abc"]) {
      const response = await get(`/api/admin/audit-log?${query}`, admin.token);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("VALIDATION_ERROR");
    }
    const response = await get("/api/admin/audit-log?from=2026-03-02&to=2026-03-01", admin.token);
    expect(response.json().details).toEqual([{ path: "to", message: m.invalidDate }]);
  });
});

describe("GET /api/admin/audit-log.csv", () => {
  it("exports the filtered log for a French spreadsheet", async () => {
    const response = await get("/api/admin/audit-log.csv?target_id=8", admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="journal-des-actions-/);
    expect(response.body.startsWith(CSV_BOM)).toBe(true);
    const lines = response.body.slice(1).split("\r\n");
    expect(lines[0]).toBe("Date;Auteur;Action;Type d’objet;Numéro de l’objet;Motif;Avant;Après");
    expect(lines[1]).toBe(
      `2026-07-14T12:00:00+02:00;autre.admin@culture.gouv.fr;event_unpublished;event;8;'=HYPERLINK(contenu trompeur);"{""status"":""published""}";"{""status"":""unpublished""}"`,
    );
    expect(lines[2]).toBe(
      `2026-03-02T00:30:00+01:00;alix.admin@culture.gouv.fr;second_factor_reset;user;8;"Téléphone perdu; nouvel appareil";;`,
    );
    expect(lines.slice(3)).toEqual([""]);
  });
});

describe("the audit log is append-only, by the database", () => {
  it("writes with recordAudit, and refuses UPDATE, DELETE and TRUNCATE whoever sends them", async () => {
    const db = ctx.database.db;
    await db.transaction(async (tx) =>
      recordAudit(tx as never, { actor: null, action: "test_append", target: { type: "user", id: 1 } }),
    );
    for (const statement of [
      sql`update audit_log set reason = 'changed'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      // drizzle wraps the database's error: its cause is PostgreSQL's own refusal.
      await expect(db.execute(statement)).rejects.toMatchObject({
        cause: expect.objectContaining({ message: expect.stringMatching(/append-only: \w+ refused/) }),
      });
    }
    const [row] = await db.select({ value: sql<number>`count(*)::int` }).from(auditLog);
    expect(row?.value).toBe(4);
  });
});
