import { reportMessages as r } from "@culture-patrimoine/contract/messages";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, reports } from "../../db/schema.ts";
import { bearer, registerProfessionnel, registerUser } from "../../test/accounts.ts";
import { administratorSession } from "../../test/admin.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { insertEvent, insertLieu, insertParcours } from "../../test/rows.ts";

let ctx: TestContext;
let participant: Awaited<ReturnType<typeof registerUser>>;
let organiser: Awaited<ReturnType<typeof registerProfessionnel>>;
let event: { id: number };
let pendingEvent: { id: number };
let lieu: { id: number };
let route: { id: number };

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  [participant, organiser] = await Promise.all([
    registerUser(ctx.app),
    registerProfessionnel(ctx.app, { organization: "Les Amis de l’orgue" }),
  ]);
  event = await insertEvent(db, organiser.user.id, { title: "Concert d’orgue" });
  pendingEvent = await insertEvent(db, organiser.user.id, {
    title: "En attente",
    moderation_status: "pending",
  });
  lieu = await insertLieu(db, organiser.user.id, { nom: "Abbaye de Fontevraud" });
  route = await insertParcours(db, organiser.user.id);
});
afterAll(() => ctx.close());

function report(body: object, ip: string, token?: string) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/reports",
    payload: body,
    remoteAddress: ip,
    ...(token && { headers: bearer(token) }),
  });
}

async function reportsOf(kind: "event" | "lieu" | "parcours" | "site", id: number) {
  return ctx.database.db
    .select()
    .from(reports)
    .where(and(eq(reports.target_type, kind), eq(reports.target_id, id)));
}

describe("POST /api/reports", () => {
  it("takes an anonymous report (202) and keeps a keyed hash of the address, never the address", async () => {
    const ip = "203.0.113.10";
    const response = await report({ target_type: "event", target_id: event.id, reason: "spam" }, ip);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: r.received });
    const [row, ...others] = await reportsOf("event", event.id);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ reason: "spam", message: null, reporter_id: null, resolved_at: null });
    expect(row?.reporter_key).not.toContain(ip);
    expect(row?.reporter_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("answers a second report of the same item from the same address alike, without a second row", async () => {
    const ip = "203.0.113.11";
    const body = { target_type: "lieu", target_id: lieu.id, reason: "misleading", message: "Adresse fausse" };
    expect((await report(body, ip)).statusCode).toBe(202);
    const again = await report({ ...body, reason: "illegal" }, ip);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ message: r.alreadyReceived });
    expect(await reportsOf("lieu", lieu.id)).toHaveLength(1);
    // Another address is another report.
    expect((await report(body, "203.0.113.12")).statusCode).toBe(202);
    expect(await reportsOf("lieu", lieu.id)).toHaveLength(2);
  });

  it("keeps the account of a signed-in reporter", async () => {
    const response = await report(
      {
        target_type: "parcours",
        target_id: route.id,
        reason: "other",
        message: "Parcours copié d’un autre site",
      },
      "203.0.113.13",
      participant.token,
    );
    expect(response.statusCode).toBe(202);
    const [row] = await reportsOf("parcours", route.id);
    expect(row).toMatchObject({
      reporter_id: participant.user.id,
      message: "Parcours copié d’un autre site",
    });
  });

  it("answers 404 for an item the public cannot see or that does not exist, storing nothing", async () => {
    for (const target of [
      { target_type: "event", target_id: pendingEvent.id },
      { target_type: "event", target_id: 999_999 },
      { target_type: "site", target_id: 999_999 },
    ]) {
      const response = await report({ ...target, reason: "spam" }, "203.0.113.14");
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND", error: r.notFound });
    }
    expect(await reportsOf("event", pendingEvent.id)).toEqual([]);
  });

  it("refuses bad bodies with 400 and French details, storing nothing", async () => {
    const ip = "203.0.113.15";
    const before = await ctx.database.db.$count(reports);
    const cases: [object, string, string][] = [
      [{ target_type: "event", target_id: event.id, reason: "other" }, "message", r.messageRequired],
      [{ target_type: "user", target_id: event.id, reason: "spam" }, "target_type", r.kindInvalid],
      [{ target_type: "event", target_id: event.id, reason: "boring" }, "reason", r.reasonRequired],
      [
        { target_type: "event", target_id: event.id, reason: "spam", message: "x".repeat(2001) },
        "message",
        r.messageTooLong(2000),
      ],
    ];
    for (const [body, path, message] of cases) {
      const response = await report(body, ip);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR" });
      expect(response.json().details).toContainEqual({ path, message });
    }
    expect(await ctx.database.db.$count(reports)).toBe(before);
  });
});

describe("rate limit per address", () => {
  it("answers 429 with Retry-After and a French message past REPORT_RATE_LIMIT_PER_HOUR", async () => {
    const limited = await createTestApp({ REPORT_RATE_LIMIT_PER_HOUR: "2" });
    try {
      const db = limited.database.db;
      const owner = await registerProfessionnel(limited.app);
      const items = await Promise.all(
        [1, 2, 3].map((n) => insertEvent(db, owner.user.id, { title: `Concert ${n}` })),
      );
      const send = (id: number, ip: string) =>
        limited.app.inject({
          method: "POST",
          url: "/api/reports",
          payload: { target_type: "event", target_id: id, reason: "spam" },
          remoteAddress: ip,
        });
      const [first, second, third] = items.map((item) => item.id) as [number, number, number];
      expect((await send(first, "198.51.100.7")).statusCode).toBe(202);
      expect((await send(second, "198.51.100.7")).statusCode).toBe(202);
      const refused = await send(third, "198.51.100.7");
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({ code: "TOO_MANY_REQUESTS", error: r.tooMany });
      // Another address is counted apart.
      expect((await send(third, "198.51.100.8")).statusCode).toBe(202);
      expect(await db.$count(reports)).toBe(3);
    } finally {
      await limited.close();
    }
  });
});

describe("/api/admin/reports", () => {
  let listed: Awaited<ReturnType<typeof createTestApp>>;
  let listAdmin: Awaited<ReturnType<typeof administratorSession>>;
  let ids: { busy: number; quiet: number; lieu: number };

  beforeAll(async () => {
    // Its own database, so that the counts are the ones written here.
    listed = await createTestApp();
    const db = listed.database.db;
    listAdmin = await administratorSession(db, listed.config);
    const owner = await registerProfessionnel(listed.app, { organization: "Ville de Tours" });
    const [busy, quiet, place] = await Promise.all([
      insertEvent(db, owner.user.id, { title: "Très signalé" }),
      insertEvent(db, owner.user.id, { title: "Peu signalé" }),
      insertLieu(db, owner.user.id, { nom: "Château de Tours" }),
    ]);
    ids = { busy: busy.id, quiet: quiet.id, lieu: place.id };
    const send = (kind: string, id: number, reason: string, ip: string) =>
      listed.app.inject({
        method: "POST",
        url: "/api/reports",
        payload: {
          target_type: kind,
          target_id: id,
          reason,
          ...(reason === "other" && { message: "Doublon" }),
        },
        remoteAddress: ip,
      });
    for (const [kind, id, reason, ip] of [
      ["event", busy.id, "spam", "192.0.2.1"],
      ["event", busy.id, "spam", "192.0.2.2"],
      ["event", busy.id, "illegal", "192.0.2.3"],
      ["event", quiet.id, "misleading", "192.0.2.1"],
      ["lieu", place.id, "other", "192.0.2.1"],
      ["lieu", place.id, "spam", "192.0.2.2"],
    ] as const) {
      expect((await send(kind, id, reason, ip)).statusCode).toBe(202);
    }
  });
  afterAll(() => listed.close());

  const get = (url: string, token?: string) =>
    listed.app.inject({ method: "GET", url, ...(token && { headers: bearer(token) }) });
  const resolve = (kind: string, id: number, body: object, token?: string) =>
    listed.app.inject({
      method: "POST",
      url: `/api/admin/reports/${kind}/${id}/resolve`,
      payload: body,
      ...(token && { headers: bearer(token) }),
    });

  it("is closed to anonymous visitors (401) and to other members (403)", async () => {
    const member = await registerUser(listed.app);
    const organiserOf = await registerProfessionnel(listed.app);
    for (const [token, status] of [
      [undefined, 401],
      [member.token, 403],
      [organiserOf.token, 403],
    ] as const) {
      expect((await get("/api/admin/reports", token)).statusCode).toBe(status);
      expect((await get(`/api/admin/reports/event/${ids.busy}`, token)).statusCode).toBe(status);
      expect((await resolve("event", ids.busy, { reason: "Rien à redire" }, token)).statusCode).toBe(status);
    }
    expect(await listed.database.db.$count(reports, eq(reports.resolution, "kept"))).toBe(0);
  });

  it("lists reported items grouped with their counts and reasons, most reported first", async () => {
    const response = await get("/api/admin/reports", listAdmin.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-total-count"]).toBe("3");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const items = response.json();
    expect(items.map((item: { title: string }) => item.title)).toEqual([
      "Très signalé",
      "Château de Tours",
      "Peu signalé",
    ]);
    expect(items[0]).toMatchObject({
      target_type: "event",
      target_id: ids.busy,
      moderation_status: "published",
      owner: { organization: "Ville de Tours" },
      report_count: 3,
      open_count: 3,
      reasons: { spam: 2, illegal: 1 },
    });
    expect(items[0].first_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?[+-]\d{2}:\d{2}$/);
    const lieuOnly = await get("/api/admin/reports?kind=lieu&limit=1", listAdmin.token);
    expect(lieuOnly.json()).toEqual([expect.objectContaining({ target_type: "lieu", target_id: ids.lieu })]);
    expect(lieuOnly.headers["x-total-count"]).toBe("1");
    expect((await get("/api/admin/reports?status=closed", listAdmin.token)).statusCode).toBe(400);
  });

  it("shows an item's reports, newest first, with their reporter or none", async () => {
    const response = await get(`/api/admin/reports/lieu/${ids.lieu}`, listAdmin.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ target_type: "lieu", target_id: ids.lieu, title: "Château de Tours" });
    expect(body.reports.map((row: { reason: string }) => row.reason)).toEqual(["spam", "other"]);
    expect(body.reports[1]).toMatchObject({ message: "Doublon", reporter_id: null, resolution: null });
    expect((await get("/api/admin/reports/lieu/999999", listAdmin.token)).statusCode).toBe(404);
    expect((await get(`/api/admin/reports/user/${ids.lieu}`, listAdmin.token)).statusCode).toBe(400);
  });

  it("« classe sans suite »: every open report resolved as kept, and the act in the audit log", async () => {
    expect((await resolve("event", ids.busy, { reason: "  " }, listAdmin.token)).statusCode).toBe(400);
    const response = await resolve("event", ids.busy, { reason: "Concert bien réel" }, listAdmin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ resolved: 3 });
    const db = listed.database.db;
    const rows = await db
      .select()
      .from(reports)
      .where(and(eq(reports.target_type, "event"), eq(reports.target_id, ids.busy)));
    expect(rows.every((row) => row.resolution === "kept" && row.resolved_by === listAdmin.user.id)).toBe(
      true,
    );
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "reports_dismissed"));
    expect(audit).toMatchObject({
      actor_id: listAdmin.user.id,
      actor_email: listAdmin.user.email,
      target_type: "event",
      target_id: ids.busy,
      reason: "Concert bien réel",
      before: { open_reports: 3 },
      after: { open_reports: 0 },
    });
    // Nothing left open: a second decision is a conflict, and nothing more is logged.
    const again = await resolve("event", ids.busy, { reason: "Encore" }, listAdmin.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(r.nothingOpen);
    expect(await db.$count(auditLog, eq(auditLog.action, "reports_dismissed"))).toBe(1);
    expect((await resolve("event", 999_999, { reason: "x" }, listAdmin.token)).statusCode).toBe(404);

    // The open list no longer has it; the resolved list does.
    const open = (await get("/api/admin/reports", listAdmin.token)).json();
    expect(
      open.map((item: { target_type: string; target_id: number }) => `${item.target_type}:${item.target_id}`),
    ).not.toContain(`event:${ids.busy}`);
    const resolved = (await get("/api/admin/reports?status=resolved", listAdmin.token)).json();
    expect(resolved).toEqual([
      expect.objectContaining({
        target_id: ids.busy,
        report_count: 3,
        open_count: 0,
        reasons: { spam: 2, illegal: 1 },
      }),
    ]);
    // The same address may report it again now that its report is resolved.
    const reportAgain = await listed.app.inject({
      method: "POST",
      url: "/api/reports",
      payload: { target_type: "event", target_id: ids.busy, reason: "spam" },
      remoteAddress: "192.0.2.1",
    });
    expect(reportAgain.json()).toEqual({ message: r.received });
  });
});
