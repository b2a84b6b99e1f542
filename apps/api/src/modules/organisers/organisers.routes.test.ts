import { TOTAL_COUNT_HEADER } from "@culture-patrimoine/contract/constants";
import { emailTexts } from "@culture-patrimoine/contract/email-texts";
import { organiserAdminMessages as m } from "@culture-patrimoine/contract/messages";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, users } from "../../db/schema.ts";
import {
  bearer,
  professionnelBody,
  type RegisteredUser,
  registerUnverifiedProfessionnel,
  registerUser,
} from "../../test/accounts.ts";
import { administratorSession } from "../../test/admin.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { type MailTestApp, PUBLIC_URL, startMailTestApp } from "../../test/mail-app.ts";
import { insertEvent, insertLieu } from "../../test/rows.ts";
import {
  type SireneBehaviour,
  siretFrom,
  startTestSireneServer,
  type TestSireneServer,
} from "../../test/sirene-server.ts";

// Verified organisers (issue 29, point 3): the Sirene lookup after sign-up and on demand, the
// administrators' list and file, and their decisions (audit record, e-mail with the reason, 409
// when already so). The Sirene API is a local server in its JSON shape; mail goes to a real SMTP
// server.

const SIRENE_KEY = "cle-de-test-insee";
let sirene: TestSireneServer;
let mailApp: MailTestApp;
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof administratorSession>>;
let participant: RegisteredUser;
let sirets = 0;

/** A SIRET of its own for each organiser, answered by the Sirene server as `behaviour` says. */
function newSiret(behaviour?: SireneBehaviour): string {
  sirets += 1;
  const siret = siretFrom(`4412345${String(sirets).padStart(6, "0")}`);
  if (behaviour) sirene.answer(siret, behaviour);
  return siret;
}

beforeAll(async () => {
  sirene = await startTestSireneServer();
  mailApp = await startMailTestApp(
    { SIRENE_API_URL: sirene.url, SIRENE_API_KEY: SIRENE_KEY },
    { now: () => new Date() },
  );
  ctx = mailApp.ctx;
  admin = await administratorSession(ctx.database.db, ctx.config, "alix.admin@culture.gouv.fr");
  participant = await registerUser(ctx.app);
});
afterAll(async () => {
  await mailApp.close();
  await sirene.close();
});
beforeEach(async () => {
  // The sign-ups' own mails (address confirmation) are sent and forgotten first.
  await mailApp.deliverAndForget();
});

function asAdmin(method: "GET" | "POST", url: string, payload?: Record<string, unknown>) {
  return ctx.app.inject({ method, url, headers: bearer(admin.token), ...(payload && { payload }) });
}

async function userRow(id: number) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error("no such user");
  return row;
}

function auditOf(id: number) {
  return ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.target_type, "user"), eq(auditLog.target_id, id)))
    .orderBy(auditLog.id);
}

describe("the Sirene lookup after a professionnel's sign-up", () => {
  it("keeps an active establishment's name and city, and when it was found active", async () => {
    const siret = newSiret({ kind: "active", name: "MUSEE DES CONFLUENCES", city: "LYON" });
    const organiser = await registerUnverifiedProfessionnel(ctx.app, { siret });
    const row = await userRow(organiser.user.id);
    expect(row.identity_check).toMatchObject({
      state: "active",
      name: "MUSEE DES CONFLUENCES",
      city: "LYON",
    });
    expect(row.identity_checked_at).toBeInstanceOf(Date);
    expect(row.verification_status).toBe("pending");
    const request = sirene.requests.find((r) => r.siret === siret);
    expect(request?.headers["x-insee-api-key-integration"]).toBe(SIRENE_KEY);
  });

  it.each([
    ["closed", { kind: "closed", name: "ANCIENNE SALLE", city: "NANTES" }],
    ["closed", { kind: "active", name: "UNITE CESSEE", city: "NANTES", unitCeased: true }],
    ["not_found", { kind: "not_found" }],
    ["unavailable", { kind: "error" }],
    ["unavailable", { kind: "malformed" }],
  ] as const)("records %s, and the sign-up succeeds all the same", async (state, behaviour) => {
    const siret = newSiret(behaviour);
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: professionnelBody({ siret }),
    });
    expect(response.statusCode).toBe(201);
    const row = await userRow(response.json().user.id);
    expect(row.identity_check).toMatchObject({ state });
    expect(row.identity_checked_at).toBeNull();
  });

  it("does not look up an association's RNA number, which Sirene does not know", async () => {
    const before = sirene.requests.length;
    const association = await registerUnverifiedProfessionnel(ctx.app, {
      siret: undefined,
      rna: "w69 1234 567",
    });
    expect(association.user).toMatchObject({ rna: "W691234567", siret: null });
    expect(sirene.requests.length).toBe(before);
    expect((await userRow(association.user.id)).identity_check).toBeNull();

    const check = await asAdmin("POST", `/api/admin/organisers/${association.user.id}/identity-check`);
    expect(check.statusCode).toBe(409);
    expect(check.json().error).toBe(m.sireneNeedsSiret);
    const file = await asAdmin("GET", `/api/admin/organisers/${association.user.id}`);
    expect(file.json()).toMatchObject({ rna: "W691234567", siret: null, identity_check: null });
  });
});

describe("POST /api/admin/organisers/{id}/identity-check", () => {
  it("asks Sirene again, keeps the answer and records the act", async () => {
    const siret = newSiret({ kind: "error" });
    const organiser = await registerUnverifiedProfessionnel(ctx.app, { siret });
    sirene.answer(siret, { kind: "active", name: "THEATRE DU PEUPLE", city: "BUSSANG" });
    const response = await asAdmin("POST", `/api/admin/organisers/${organiser.user.id}/identity-check`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      identity_check: { state: "active", name: "THEATRE DU PEUPLE", city: "BUSSANG" },
      sirene_enabled: true,
    });
    expect(response.json().identity_checked_at).toEqual(expect.any(String));
    const [record] = await auditOf(organiser.user.id);
    expect(record).toMatchObject({
      action: "organiser_identity_checked",
      actor_email: "alix.admin@culture.gouv.fr",
      before: { identity_check: "unavailable" },
      after: { identity_check: "active", siret },
    });
  });

  it("keeps the date it was found active when Sirene does not answer later", async () => {
    const siret = newSiret({ kind: "active", name: "OPERA", city: "LILLE" });
    const organiser = await registerUnverifiedProfessionnel(ctx.app, { siret });
    const activeAt = (await userRow(organiser.user.id)).identity_checked_at;
    sirene.answer(siret, { kind: "error" });
    const response = await asAdmin("POST", `/api/admin/organisers/${organiser.user.id}/identity-check`);
    expect(response.json().identity_check.state).toBe("unavailable");
    expect((await userRow(organiser.user.id)).identity_checked_at).toEqual(activeAt);
  });
});

describe("Sirene off (the default)", () => {
  let offCtx: TestContext;
  beforeAll(async () => {
    offCtx = await createTestApp();
  });
  afterAll(() => offCtx.close());

  it("asks nothing at sign-up, and says so to the administrator", async () => {
    const siret = newSiret({ kind: "active", name: "NE DOIT PAS ETRE APPELE", city: "PARIS" });
    const before = sirene.requests.length;
    const organiser = await registerUnverifiedProfessionnel(offCtx.app, { siret });
    expect(sirene.requests.length).toBe(before);
    const offAdmin = await administratorSession(offCtx.database.db, offCtx.config);
    const file = await offCtx.app.inject({
      method: "GET",
      url: `/api/admin/organisers/${organiser.user.id}`,
      headers: bearer(offAdmin.token),
    });
    expect(file.json()).toMatchObject({ identity_check: null, sirene_enabled: false });
    const check = await offCtx.app.inject({
      method: "POST",
      url: `/api/admin/organisers/${organiser.user.id}/identity-check`,
      headers: bearer(offAdmin.token),
    });
    expect(check.statusCode).toBe(409);
    expect(check.json().error).toBe(m.sireneNotConfigured);
  });
});

describe("GET /api/admin/organisers", () => {
  it("lists those to verify first, the oldest first, with a search, the state and paging", async () => {
    const tag = `Structure-${Date.now()}`;
    const first = await registerUnverifiedProfessionnel(ctx.app, {
      organization: `${tag} A`,
      siret: newSiret(),
    });
    const second = await registerUnverifiedProfessionnel(ctx.app, {
      organization: `${tag} B`,
      siret: newSiret(),
    });
    const third = await registerUnverifiedProfessionnel(ctx.app, {
      organization: `${tag} C`,
      siret: newSiret(),
    });
    await asAdmin("POST", `/api/admin/organisers/${first.user.id}/refuse`, {
      reason: "SIRET d’une autre structure",
    });

    const all = await asAdmin("GET", `/api/admin/organisers?q=${encodeURIComponent(tag.toLowerCase())}`);
    expect(all.statusCode).toBe(200);
    expect(all.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe("3");
    expect(all.headers["cache-control"]).toBe("private, no-store");
    expect(all.json().map((o: { id: number }) => o.id)).toEqual([
      second.user.id,
      third.user.id,
      first.user.id,
    ]);
    expect(all.json()[0]).toMatchObject({
      organization: `${tag} B`,
      verification_status: "pending",
      email: second.user.email,
    });

    const pending = await asAdmin("GET", `/api/admin/organisers?status=pending&q=${tag}&limit=1&offset=1`);
    expect(pending.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe("2");
    expect(pending.json().map((o: { id: number }) => o.id)).toEqual([third.user.id]);

    const refused = await asAdmin("GET", `/api/admin/organisers?status=refused&q=${tag}`);
    expect(refused.json().map((o: { id: number }) => o.id)).toEqual([first.user.id]);

    const bySiret = await asAdmin("GET", `/api/admin/organisers?q=${(await userRow(third.user.id)).siret}`);
    expect(bySiret.json().map((o: { id: number }) => o.id)).toEqual([third.user.id]);
  });

  it("refuses an unknown state with a French message", async () => {
    const response = await asAdmin("GET", "/api/admin/organisers?status=banni");
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("VALIDATION_ERROR");
  });

  it("never lists participants or administrators", async () => {
    const response = await asAdmin(
      "GET",
      `/api/admin/organisers?q=${encodeURIComponent(participant.user.email)}`,
    );
    expect(response.json()).toEqual([]);
  });
});

describe("GET /api/admin/organisers/{id}", () => {
  it("shows the identity, the SIRET and the content by moderation state", async () => {
    const organiser = await registerUnverifiedProfessionnel(ctx.app, { siret: newSiret() });
    const db = ctx.database.db;
    await insertEvent(db, organiser.user.id, { moderation_status: "pending" });
    await insertEvent(db, organiser.user.id, { moderation_status: "pending" });
    await insertEvent(db, organiser.user.id, { moderation_status: "refused" });
    await insertLieu(db, organiser.user.id, { moderation_status: "published" });
    const response = await asAdmin("GET", `/api/admin/organisers/${organiser.user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: organiser.user.id,
      organization: "Musée des Confluences",
      verification_status: "pending",
      verification_reason: null,
      content: {
        event: { pending: 2, published: 0, refused: 1, unpublished: 0 },
        lieu: { pending: 0, published: 1, refused: 0, unpublished: 0 },
        parcours: { pending: 0, published: 0, refused: 0, unpublished: 0 },
      },
    });
  });

  it("answers 404 for a participant, an administrator or an unknown id", async () => {
    for (const id of [participant.user.id, admin.user.id, 999_999]) {
      expect((await asAdmin("GET", `/api/admin/organisers/${id}`)).statusCode, String(id)).toBe(404);
      expect((await asAdmin("POST", `/api/admin/organisers/${id}/verify`, {})).statusCode).toBe(404);
    }
  });
});

describe("verify and refuse", () => {
  it("verifies once: audit record, e-mail with the reason, 409 the second time", async () => {
    const organiser = await registerUnverifiedProfessionnel(ctx.app, { siret: newSiret() });
    await mailApp.deliverAndForget();
    const id = organiser.user.id;
    const response = await asAdmin("POST", `/api/admin/organisers/${id}/verify`, {
      reason: "SIRET actif, musée connu du ministère",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      verification_status: "verified",
      verification_reason: "SIRET actif, musée connu du ministère",
      verified_at: expect.any(String),
    });

    const again = await asAdmin("POST", `/api/admin/organisers/${id}/verify`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "CONFLICT", error: m.alreadyVerified });

    const records = await auditOf(id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      action: "organiser_verified",
      actor_id: admin.user.id,
      actor_email: "alix.admin@culture.gouv.fr",
      reason: "SIRET actif, musée connu du ministère",
      before: { verification_status: "pending" },
      after: { verification_status: "verified" },
    });

    const mails = await mailApp.deliverAndForget();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual([organiser.user.email.toLowerCase()]);
    expect(mails[0]?.subject).toBe(emailTexts.organiserVerified.subject);
    expect(mails[0]?.text).toContain("SIRET actif, musée connu du ministère");
    expect(mails[0]?.text).toContain(`${PUBLIC_URL}/dashboard`);
  });

  it("refuses with a required reason: 400 without it and nothing changed, then the mail carries it", async () => {
    const organiser = await registerUnverifiedProfessionnel(ctx.app, { siret: newSiret() });
    await mailApp.deliverAndForget();
    const id = organiser.user.id;
    for (const payload of [{}, { reason: "  " }, { reason: "ok" }, { reason: "x".repeat(1001) }]) {
      const refused = await asAdmin("POST", `/api/admin/organisers/${id}/refuse`, payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 30)).toBe(400);
      expect(refused.json().details[0].path).toBe("reason");
    }
    expect((await userRow(id)).verification_status).toBe("pending");
    expect(await auditOf(id)).toEqual([]);
    expect(await mailApp.deliverAndForget()).toEqual([]);

    const reason = "Le SIRET donné est celui d’une boulangerie : indiquez celui de votre association.";
    const response = await asAdmin("POST", `/api/admin/organisers/${id}/refuse`, { reason });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ verification_status: "refused", verification_reason: reason });
    const again = await asAdmin("POST", `/api/admin/organisers/${id}/refuse`, { reason });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(m.alreadyRefused);

    const [record, ...more] = await auditOf(id);
    expect(more).toEqual([]);
    expect(record).toMatchObject({
      action: "organiser_refused",
      reason,
      before: { verification_status: "pending" },
      after: { verification_status: "refused" },
    });
    const [mail, ...others] = await mailApp.deliverAndForget();
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(emailTexts.organiserRefused.subject);
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain(`${PUBLIC_URL}/settings/${id}`);

    // The organiser reads the decision on the dashboard.
    const dashboard = await ctx.app.inject({
      method: "GET",
      url: "/api/dashboard",
      headers: bearer(organiser.token),
    });
    expect(dashboard.json()).toMatchObject({ verification_status: "refused", verification_reason: reason });
  });

  it("decides once when two administrators (or a double click) decide at the same time", async () => {
    const organiser = await registerUnverifiedProfessionnel(ctx.app, { siret: newSiret() });
    await mailApp.deliverAndForget();
    const id = organiser.user.id;
    const answers = await Promise.all([
      asAdmin("POST", `/api/admin/organisers/${id}/verify`, {}),
      asAdmin("POST", `/api/admin/organisers/${id}/verify`, {}),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(id)).toHaveLength(1);
    expect(await mailApp.deliverAndForget()).toHaveLength(1);
  });

  it("changes no content: what waits stays in the queue once the organiser is verified", async () => {
    const organiser = await registerUnverifiedProfessionnel(ctx.app, { siret: newSiret() });
    await insertEvent(ctx.database.db, organiser.user.id, { moderation_status: "pending" });
    await asAdmin("POST", `/api/admin/organisers/${organiser.user.id}/verify`, {});
    const file = await asAdmin("GET", `/api/admin/organisers/${organiser.user.id}`);
    expect(file.json().content.event).toMatchObject({ pending: 1, published: 0 });
  });

  it("shows a new organiser « à vérifier » on the dashboard", async () => {
    const organiser = await registerUnverifiedProfessionnel(ctx.app, { siret: newSiret() });
    const dashboard = await ctx.app.inject({
      method: "GET",
      url: "/api/dashboard",
      headers: bearer(organiser.token),
    });
    expect(dashboard.json()).toMatchObject({ verification_status: "pending", verification_reason: null });
    const forParticipant = await ctx.app.inject({
      method: "GET",
      url: "/api/dashboard",
      headers: bearer(participant.token),
    });
    expect(forParticipant.json()).toMatchObject({ verification_status: null });
  });
});

describe("who may", () => {
  it("answers 401 to anonymous visitors and 403 to organisers and participants, on every route", async () => {
    const target = await registerUnverifiedProfessionnel(ctx.app, { siret: newSiret() });
    const organiser = await registerUnverifiedProfessionnel(ctx.app, { siret: newSiret() });
    const calls = [
      { method: "GET", url: "/api/admin/organisers" },
      { method: "GET", url: `/api/admin/organisers/${target.user.id}` },
      { method: "POST", url: `/api/admin/organisers/${target.user.id}/identity-check` },
      { method: "POST", url: `/api/admin/organisers/${target.user.id}/verify`, payload: {} },
      { method: "POST", url: `/api/admin/organisers/${target.user.id}/refuse`, payload: { reason: "Motif" } },
    ] as const;
    for (const call of calls) {
      const anonymous = await ctx.app.inject(call);
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      for (const token of [organiser.token, target.token, participant.token]) {
        const denied = await ctx.app.inject({ ...call, headers: bearer(token) });
        expect(denied.statusCode, `${call.method} ${call.url}`).toBe(403);
      }
    }
    expect((await userRow(target.user.id)).verification_status).toBe("pending");
    expect(await auditOf(target.user.id)).toEqual([]);
  });
});

describe("RNA in the settings", () => {
  it("lets an association keep an RNA number instead of a SIRET", async () => {
    const organiser = await registerUnverifiedProfessionnel(ctx.app, { siret: newSiret() });
    const put = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: "PUT",
        url: `/api/users/${organiser.user.id}`,
        headers: bearer(organiser.token),
        payload,
      });
    const cleared = await put({ siret: "" });
    expect(cleared.statusCode).toBe(400);
    const withRna = await put({ siret: "", rna: "w 123 456 789" });
    expect(withRna.statusCode).toBe(200);
    expect(withRna.json()).toMatchObject({ siret: null, rna: "W123456789" });
    const bothCleared = await put({ rna: "" });
    expect(bothCleared.statusCode).toBe(400);
    expect(bothCleared.json().details[0].path).toBe("siret");
    expect((await put({ rna: "W12" })).statusCode).toBe(400);
    expect((await userRow(organiser.user.id)).rna).toBe("W123456789");
  });
});
