import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rowsOf } from "../../lib/rows.ts";
import {
  bearer,
  registerProfessionnel,
  registerUnverifiedProfessionnel,
  TEST_PASSWORD,
} from "../../test/accounts.ts";
import { administratorSession } from "../../test/admin.ts";
import { daysAhead, eventWithSessions, postEvent } from "../../test/booking.ts";
import { insertLieu } from "../../test/fixtures-events.ts";
import { type MailTestApp, startMailTestApp } from "../../test/mail-app.ts";

// The administrators' queue and decisions (issue 29 point 4, decision 047), with the e-mails they
// send read on the tests' real SMTP server and the audit log they write.

let mail: MailTestApp;
let admin: { token: string; user: { id: number; email: string } };

beforeAll(async () => {
  mail = await startMailTestApp({}, { now: () => new Date() });
  admin = await administratorSession(mail.ctx.database.db, mail.ctx.config);
});
afterAll(() => mail.close());
beforeEach(async () => {
  await mail.deliverAndForget();
});

const app = () => mail.ctx.app;
const db = () => mail.ctx.database.db;

async function unverifiedEvent(title: string) {
  const organiser = await registerUnverifiedProfessionnel(app());
  const lieu = await insertLieu(db(), organiser.user.id);
  const event = await postEvent(
    app(),
    organiser.token,
    eventWithSessions(lieu.id, [{ starts_at: daysAhead(20), capacity: 10 }], { title }),
  );
  return { organiser, event };
}

/** The one message a decision sent (the sign-up's address confirmation is left aside). */
async function decisionMail() {
  const received = (await mail.deliverAndForget()).filter(
    (message) => message.subject !== "Confirmez votre adresse e-mail",
  );
  expect(received).toHaveLength(1);
  return received[0];
}

function asAdmin(method: "GET" | "POST", url: string, payload?: object) {
  return app().inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
}

async function auditOf(kind: string, id: number) {
  return rowsOf<{
    action: string;
    reason: string | null;
    before: unknown;
    after: unknown;
    actor_email: string;
  }>(
    db(),
    sql`select action, reason, before, after, actor_email from audit_log where target_type = ${kind} and target_id = ${id} order by id`,
  );
}

describe("the moderation queue", () => {
  it("lists what waits, oldest first, with its owner, and filters by kind, text and state", async () => {
    const first = await unverifiedEvent("Concert zzqueue-un");
    const second = await unverifiedEvent("Concert zzqueue-deux");
    const list = await asAdmin("GET", "/api/admin/moderation?kind=event&q=zzqueue");
    expect(list.statusCode).toBe(200);
    expect(list.headers["cache-control"]).toBe("private, no-store");
    expect(list.headers["x-total-count"]).toBe("2");
    const items = list.json();
    expect(items.map((item: { id: number }) => item.id)).toEqual([first.event.id, second.event.id]);
    expect(items[0]).toMatchObject({
      kind: "event",
      title: "Concert zzqueue-un",
      moderation_status: "pending",
      owner: { id: first.organiser.user.id, verification_status: "pending", suspended: false },
      open_reports: 0,
      path: `/events/${first.event.id}`,
    });
    const published = await asAdmin("GET", "/api/admin/moderation?status=published&q=zzqueue");
    expect(published.json()).toEqual([]);
    const bad = await asAdmin("GET", "/api/admin/moderation?status=perdu");
    expect(bad.statusCode).toBe(400);
  });

  it("previews an item with what it says and its history", async () => {
    const { event } = await unverifiedEvent("Récital zzpreview");
    const preview = await asAdmin("GET", `/api/admin/moderation/event/${event.id}`);
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.description).toBe("Une heure sur le chemin de ronde.");
    expect(body.facts.map((fact: { label: string }) => fact.label)).toContain("Dates");
    expect(body.history).toEqual([]);
    expect((await asAdmin("GET", "/api/admin/moderation/event/999999")).statusCode).toBe(404);
    expect((await asAdmin("GET", "/api/admin/moderation/spectacle/1")).statusCode).toBe(400);
  });
});

describe("decisions", () => {
  it("approves: the item becomes public, the act is logged, a second approval is refused", async () => {
    const { event } = await unverifiedEvent("Exposition zzapprove");
    expect((await app().inject({ method: "GET", url: `/api/events/${event.id}` })).statusCode).toBe(404);
    const approved = await asAdmin("POST", `/api/admin/moderation/event/${event.id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ moderation_status: "published" });
    expect((await app().inject({ method: "GET", url: `/api/events/${event.id}` })).statusCode).toBe(200);
    const again = await asAdmin("POST", `/api/admin/moderation/event/${event.id}/approve`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("ALREADY_DECIDED");
    expect(await auditOf("event", event.id)).toEqual([
      {
        action: "event_approved",
        reason: null,
        actor_email: admin.user.email,
        before: { moderation_status: "pending", title: "Exposition zzapprove" },
        after: { moderation_status: "published" },
      },
    ]);
  });

  it("refuses only with a reason, which the organiser receives by e-mail", async () => {
    const { organiser, event } = await unverifiedEvent("Atelier zzrefuse");
    for (const payload of [{}, { reason: "  " }, { reason: "no" }, { reason: "x".repeat(1001) }]) {
      const refused = await asAdmin("POST", `/api/admin/moderation/event/${event.id}/refuse`, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details[0].path).toBe("reason");
    }
    expect(await auditOf("event", event.id)).toEqual([]);
    const reason = "Les dates annoncées ne correspondent à aucune ouverture du lieu.";
    const refused = await asAdmin("POST", `/api/admin/moderation/event/${event.id}/refuse`, { reason });
    expect(refused.json()).toEqual({ moderation_status: "refused" });
    const message = await decisionMail();
    expect(message?.to).toEqual([organiser.user.email.toLowerCase()]);
    expect(message?.subject).toBe("Votre contenu «\u00a0Atelier zzrefuse\u00a0» n’a pas été validé");
    expect(message?.text).toContain(reason);
    expect(message?.text).toContain(`/events/${event.id}`);
    const preview = await app().inject({
      method: "GET",
      url: `/api/events/${event.id}/preview`,
      headers: bearer(organiser.token),
    });
    expect(preview.json()).toMatchObject({ moderation_status: "refused", moderation_reason: reason });
  });

  it("unpublishes public content with a reason, resolving its open reports", async () => {
    const organiser = await registerProfessionnel(app());
    const lieu = await insertLieu(db(), organiser.user.id);
    const event = await postEvent(
      app(),
      organiser.token,
      eventWithSessions(lieu.id, [{ starts_at: daysAhead(20), capacity: 10 }], { title: "Bal zzunpublish" }),
    );
    await db().execute(
      sql`insert into reports (target_type, target_id, reason, reporter_key) values ('event', ${event.id}, 'spam', 'k1'), ('event', ${event.id}, 'misleading', 'k2')`,
    );
    const queued = await asAdmin("GET", "/api/admin/moderation?status=published&reported=true&q=zzunpublish");
    expect(queued.json()).toMatchObject([{ id: event.id, open_reports: 2 }]);
    const refusedPublic = await asAdmin("POST", `/api/admin/moderation/event/${event.id}/refuse`, {
      reason: "Déjà publié",
    });
    expect(refusedPublic.statusCode).toBe(409);
    const reason = "Annonce publicitaire sans rapport avec un événement culturel.";
    const unpublished = await asAdmin("POST", `/api/admin/moderation/event/${event.id}/unpublish`, {
      reason,
    });
    expect(unpublished.json()).toEqual({ moderation_status: "unpublished" });
    expect((await app().inject({ method: "GET", url: `/api/events/${event.id}` })).statusCode).toBe(404);
    const open = await rowsOf<{ open: number }>(
      db(),
      sql`select count(*)::int as open from reports where target_id = ${event.id} and resolved_at is null`,
    );
    expect(open[0]?.open).toBe(0);
    const message = await decisionMail();
    expect(message?.subject).toBe("Votre contenu «\u00a0Bal zzunpublish\u00a0» a été dépublié");
    expect(message?.text).toContain(reason);
    expect(await auditOf("event", event.id)).toMatchObject([
      { action: "event_unpublished", reason, after: { moderation_status: "unpublished" } },
      { action: "reports_resolved", reason, before: { open_reports: 2 }, after: { open_reports: 0 } },
    ]);
  });
});

describe("suspending an account", () => {
  it("revokes its sessions, refuses its logins, hides its content, tells it why; reinstating undoes it", async () => {
    const organiser = await registerProfessionnel(app());
    const lieu = await insertLieu(db(), organiser.user.id);
    const event = await postEvent(
      app(),
      organiser.token,
      eventWithSessions(lieu.id, [{ starts_at: daysAhead(20), capacity: 10 }], {
        title: "Fanfare zzsuspend",
      }),
    );
    await mail.deliverAndForget();
    const reason = "Publications répétées d’annonces commerciales.";
    const suspended = await asAdmin("POST", `/api/admin/users/${organiser.user.id}/suspend`, { reason });
    expect(suspended.statusCode).toBe(204);

    const me = await app().inject({ method: "GET", url: "/api/dashboard", headers: bearer(organiser.token) });
    expect(me.statusCode).toBe(401);
    const login = await app().inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: organiser.user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: "ACCOUNT_SUSPENDED" });
    expect(login.json().error).toContain("suspendu");
    const wrongPassword = await app().inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: organiser.user.email, password: "pas-le-bon-mot-de-passe" },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect((await app().inject({ method: "GET", url: `/api/events/${event.id}` })).statusCode).toBe(404);
    expect((await app().inject({ method: "GET", url: `/api/lieux/${lieu.id}` })).statusCode).toBe(404);

    const message = await decisionMail();
    expect(message?.subject).toBe("Votre compte Culture & Patrimoine est suspendu");
    expect(message?.text).toContain(reason);

    const listed = await asAdmin(
      "GET",
      `/api/admin/users?suspended=true&q=${encodeURIComponent(organiser.user.email)}`,
    );
    expect(listed.json()).toMatchObject([{ id: organiser.user.id, suspension_reason: reason }]);
    expect(
      (await asAdmin("POST", `/api/admin/users/${organiser.user.id}/suspend`, { reason })).statusCode,
    ).toBe(409);

    const reinstated = await asAdmin("POST", `/api/admin/users/${organiser.user.id}/reinstate`, {});
    expect(reinstated.statusCode).toBe(204);
    const again = await app().inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: organiser.user.email, password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(200);
    expect((await app().inject({ method: "GET", url: `/api/events/${event.id}` })).statusCode).toBe(200);
    expect((await auditOf("user", organiser.user.id)).map((entry) => entry.action)).toEqual([
      "account_suspended",
      "account_reinstated",
    ]);
  });

  it("refuses to suspend an administrator, and changes nothing", async () => {
    const other = await administratorSession(db(), mail.ctx.config);
    const refused = await asAdmin("POST", `/api/admin/users/${other.user.id}/suspend`, {
      reason: "Essai de suspension",
    });
    expect(refused.statusCode).toBe(409);
    const still = await app().inject({
      method: "GET",
      url: "/api/admin/moderation",
      headers: bearer(other.token),
    });
    expect(still.statusCode).toBe(200);
  });
});
