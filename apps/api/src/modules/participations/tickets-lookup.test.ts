import {
  TICKETS_LOOKUP_MAX_PER_ADDRESS_PER_HOUR,
  TICKETS_LOOKUP_MAX_PER_IP_PER_HOUR,
} from "@culture-patrimoine/contract/constants";
import { emailTexts } from "@culture-patrimoine/contract/email-texts";
import { formatSessionStart } from "@culture-patrimoine/contract/french-dates";
import { ticketsLookupMessages as m, validationMessages } from "@culture-patrimoine/contract/messages";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, participations } from "../../db/schema.ts";
import {
  bearer,
  type RegisteredUser,
  registerProfessionnel,
  registerUser,
  uniqueEmail,
} from "../../test/accounts.ts";
import type { TestContext } from "../../test/app.ts";
import {
  DAY_MS,
  daysAhead,
  eventWithSessions,
  postEvent,
  registered,
  registration,
  testClock,
} from "../../test/booking.ts";
import { type MailTestApp, PUBLIC_URL, startMailTestApp } from "../../test/mail-app.ts";
import { insertLieu } from "../../test/rows.ts";
import type { ReceivedMail, TestSmtpServer } from "../../test/smtp.ts";

// « Retrouver mes billets » (issue 28, point 5): a visitor who lost a ticket's e-mail types the
// address; the list of its upcoming tickets goes to that address, by the outbox, and the answer is
// the same whether any exist. Real SMTP server; the worker's rounds are run by the test.

const clock = testClock();
let mailApp: MailTestApp;
let ctx: TestContext;
let smtp: TestSmtpServer;
let owner: RegisteredUser;
let lieuId: number;
let ipCount = 0;

beforeAll(async () => {
  mailApp = await startMailTestApp({}, { now: clock.now });
  ({ ctx, smtp } = mailApp);
  owner = await registerProfessionnel(ctx.app);
  lieuId = (await insertLieu(ctx.database.db, owner.user.id, { nom: "Musée Fabre", ville: "Montpellier" }))
    .id;
});
afterAll(() => mailApp.close());
beforeEach(async () => {
  // Whatever earlier steps wrote (registrations' own mails) is sent and forgotten first.
  await mailApp.deliverAndForget();
});
afterEach(() => clock.reset());

const deliver = () => mailApp.deliver();

/** Each test asks from its own network address, so that the per-address limit of one never meets another's. */
function newIp(): string {
  ipCount += 1;
  return `203.0.113.${ipCount}`;
}

function lookup(payload: unknown, options: { ip?: string; token?: string } = {}) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/tickets/lookup",
    payload: payload as object,
    remoteAddress: options.ip ?? newIp(),
    headers: options.token ? bearer(options.token) : {},
  });
}

async function lookupOutbox(recipient: string) {
  return ctx.database.db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.kind} = 'tickets_lookup' and ${mailOutbox.recipient} = ${recipient}`);
}

const ticketLinks = (mail: ReceivedMail) =>
  [...mail.text.matchAll(/https:\/\/culture\.exemple\.fr\/billet\/([A-Za-z0-9_-]+)/g)].map(
    (match) => match[1],
  );

describe("POST /api/tickets/lookup", () => {
  it("mails the address the list of its upcoming tickets, each with a working link, and nothing else", async () => {
    const email = uniqueEmail("perdu");
    const soon = await postEvent(
      ctx.app,
      owner.token,
      eventWithSessions(lieuId, [{ starts_at: daysAhead(2, "18:00"), capacity: 10 }], {
        title: "Concert d’orgue",
      }),
    );
    const full = await postEvent(
      ctx.app,
      owner.token,
      eventWithSessions(lieuId, [{ starts_at: daysAhead(12, "14:30"), capacity: 1 }], {
        title: "Visite des réserves",
      }),
    );
    const paid = await postEvent(
      ctx.app,
      owner.token,
      eventWithSessions(lieuId, [{ starts_at: daysAhead(20, "20:30"), capacity: 10 }], {
        title: "Opéra de poche",
        price: 15,
        payment_mode: "online",
      }),
    );
    const later = await postEvent(
      ctx.app,
      owner.token,
      eventWithSessions(
        lieuId,
        [
          { starts_at: daysAhead(25, "10:00"), capacity: 10 },
          { starts_at: daysAhead(26, "10:00"), capacity: 10 },
        ],
        { title: "Atelier de gravure" },
      ),
    );
    // Past by the time of the lookup (the clock moves 3 days on).
    const past = await registered(ctx.app, registration(soon.id, { email }));
    await registered(ctx.app, registration(full.id, { email: uniqueEmail("premier") }));
    const waiting = await registered(
      ctx.app,
      registration(full.id, { email, nombre_places: 2, join_waitlist: true }),
    );
    const pending = await registered(ctx.app, registration(paid.id, { email }));
    const cancelledByMe = await registered(ctx.app, registration(later.id, { email }));
    const inCancelledSession = await registered(
      ctx.app,
      registration(later.id, { email, session_id: later.sessions[1]?.id }),
    );
    const confirmed = await registered(
      ctx.app,
      registration(later.id, { email, session_id: later.sessions[0]?.id, nombre_places: 3 }),
    );
    // Registrations made before addresses were kept in lower case still count.
    await ctx.database.db
      .update(participations)
      .set({ email: email.toUpperCase() })
      .where(eq(participations.id, confirmed.id));
    await registered(ctx.app, registration(later.id, { email: uniqueEmail("autre") }));
    expect(waiting.status).toBe("waitlisted");
    expect(pending.payment_status).toBe("pending");
    const cancelMine = await ctx.app.inject({
      method: "POST",
      url: `/api/participations/${cancelledByMe.id}/cancel`,
      payload: { ticket_code: cancelledByMe.ticket_code },
    });
    expect(cancelMine.statusCode).toBe(200);
    const cancelSession = await ctx.app.inject({
      method: "POST",
      url: `/api/events/${later.id}/sessions/${later.sessions[1]?.id}/cancel`,
      headers: bearer(owner.token),
    });
    expect(cancelSession.statusCode).toBe(200);
    await mailApp.deliverAndForget();

    clock.set(new Date(Date.now() + 3 * DAY_MS));
    const response = await lookup({ email: `  ${email.toUpperCase()} ` });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: m.accepted });
    await deliver();

    const mails = smtp.to(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [ReceivedMail];
    expect(smtp.received).toHaveLength(1);
    expect(mail.subject).toBe(emailTexts.ticketsLookup.subject);
    expect(mail.text).toContain(emailTexts.ticketsLookup.intro(email, 3));
    // Soonest first: the waiting list in 12 days, the payment awaited in 20, the confirmed one in 25.
    expect(ticketLinks(mail)).toEqual([waiting.ticket_code, pending.ticket_code, confirmed.ticket_code]);
    for (const [entry, title, places, status] of [
      [waiting, "Visite des réserves", 2, emailTexts.ticketsLookup.statusWaitlisted],
      [pending, "Opéra de poche", 1, emailTexts.ticketsLookup.statusPaymentPending],
      [confirmed, "Atelier de gravure", 3, emailTexts.ticketsLookup.statusConfirmed],
    ] as const) {
      const when = formatSessionStart(entry.session.starts_at);
      expect(mail.text).toContain(`${title}\u00a0: ${emailTexts.ticketsLookup.line(when, places, status)}`);
      expect(mail.text).toContain(emailTexts.ticketsLookup.seeTicket(title, when));
      expect(mail.html).toContain(`href="${PUBLIC_URL}/billet/${entry.ticket_code}"`);
    }
    for (const gone of [past, cancelledByMe, inCancelledSession]) {
      expect(mail.text).not.toContain(gone.ticket_code);
    }
    expect(mail.text).not.toContain("Concert d’orgue");
    // Each link opens its ticket.
    for (const code of ticketLinks(mail)) {
      const ticket = await ctx.app.inject({ method: "GET", url: `/api/tickets/${code}` });
      expect(ticket.statusCode).toBe(200);
      expect(ticket.json().email.toLowerCase()).toBe(email);
    }
  });

  it("answers the same for an address without tickets, and sends nothing", async () => {
    const email = uniqueEmail("inconnu");
    const withTickets = uniqueEmail("connu");
    const event = await postEvent(
      ctx.app,
      owner.token,
      eventWithSessions(lieuId, [{ starts_at: daysAhead(9), capacity: 10 }], { title: "Lecture" }),
    );
    await registered(ctx.app, registration(event.id, { email: withTickets }));
    await mailApp.deliverAndForget();

    const none = await lookup({ email });
    const some = await lookup({ email: withTickets });
    expect(none.statusCode).toBe(202);
    expect(some.statusCode).toBe(202);
    expect(none.body).toBe(some.body);
    expect(Object.keys(none.headers).sort()).toEqual(Object.keys(some.headers).sort());
    // The answer's only work is the same one row in the outbox, whichever the address.
    expect(await lookupOutbox(email)).toHaveLength(1);
    expect(await lookupOutbox(withTickets)).toHaveLength(1);

    await deliver();
    expect(smtp.to(email)).toHaveLength(0);
    expect(smtp.to(withTickets)).toHaveLength(1);
    const [row] = await lookupOutbox(email);
    expect(row?.sent_at).toBeNull();
    expect(row?.dropped_at).not.toBeNull();
  });

  it(`takes ${TICKETS_LOOKUP_MAX_PER_ADDRESS_PER_HOUR} requests an hour for one address, from any network address, then 429 in French`, async () => {
    const email = uniqueEmail("insistant");
    for (let attempt = 0; attempt < TICKETS_LOOKUP_MAX_PER_ADDRESS_PER_HOUR; attempt++) {
      expect((await lookup({ email })).statusCode).toBe(202);
    }
    const refused = await lookup({ email: email.toUpperCase() });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.json()).toEqual({
      error: m.tooManyRequests(Math.ceil(retryAfter / 60)),
      code: "TOO_MANY_REQUESTS",
    });
    // Nothing more was written for it.
    expect(await lookupOutbox(email)).toHaveLength(TICKETS_LOOKUP_MAX_PER_ADDRESS_PER_HOUR);
    // Another address is not held back.
    expect((await lookup({ email: uniqueEmail("voisin") })).statusCode).toBe(202);
  });

  it(`takes ${TICKETS_LOOKUP_MAX_PER_IP_PER_HOUR} requests an hour from one network address, whatever the addresses typed`, async () => {
    const ip = newIp();
    for (let attempt = 0; attempt < TICKETS_LOOKUP_MAX_PER_IP_PER_HOUR; attempt++) {
      expect((await lookup({ email: uniqueEmail("balayage") }, { ip })).statusCode).toBe(202);
    }
    const email = uniqueEmail("de-trop");
    const refused = await lookup({ email }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().code).toBe("TOO_MANY_REQUESTS");
    expect(refused.json().error).toMatch(
      /^Trop de demandes en peu de temps\. Réessayez dans \d+\u00a0minutes?\.$/,
    );
    expect(await lookupOutbox(email)).toHaveLength(0);
    expect((await lookup({ email }, { ip: newIp() })).statusCode).toBe(202);
  });

  it("refuses a malformed body with a French 400 and writes nothing", async () => {
    const before = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "tickets_lookup"));
    for (const payload of [{ email: "pas-une-adresse" }, { email: "" }, {}, { email: 42 }]) {
      const response = await lookup(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        details: [{ path: "email", message: validationMessages.emailInvalid }],
      });
    }
    const after = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "tickets_lookup"));
    expect(after).toEqual(before);
  });

  it("is open to everyone alike: anonymous visitors, participants and organisers", async () => {
    const participant = await registerUser(ctx.app);
    const rows: Array<[string, string | undefined]> = [
      ["anonymous", undefined],
      ["participant", participant.token],
      ["organiser", owner.token],
    ];
    for (const [who, token] of rows) {
      const response = await lookup({ email: uniqueEmail(who) }, token ? { token } : {});
      expect(response.statusCode, who).toBe(202);
      expect(response.json(), who).toEqual({ message: m.accepted });
    }
  });
});

describe("OpenAPI", () => {
  it("documents POST /api/tickets/lookup from its schemas: the address, the neutral 202, 400 and 429", async () => {
    const document = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const operation = document.paths["/api/tickets/lookup"]?.post;
    expect(operation).toBeDefined();
    expect(operation.requestBody.content["application/json"].schema).toMatchObject({
      properties: { email: { type: "string" } },
      required: ["email"],
    });
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["202", "400", "429"]));
    expect(operation.responses["202"].content["application/json"].schema.properties).toHaveProperty(
      "message",
    );
    for (const path of ["/api/users/{id}/email-confirmation", "/api/users/email-confirmation/confirm"]) {
      expect(document.paths[path]?.post, path).toBeDefined();
    }
  });
});
