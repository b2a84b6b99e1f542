import {
  EMAIL_CONFIRMATION_MAX_PER_HOUR,
  EMAIL_CONFIRMATION_VALID_DAYS,
} from "@culture-patrimoine/contract/constants";
import {
  encodeEmailChangeClaim,
  splitEmailChangeToken,
} from "@culture-patrimoine/contract/email-change-token";
import { emailTexts } from "@culture-patrimoine/contract/email-texts";
import { emailConfirmationMessages as m } from "@culture-patrimoine/contract/messages";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { participations, users } from "../../db/schema.ts";
import {
  bearer,
  participantBody,
  type RegisteredUser,
  registerProfessionnel,
  registerUser,
  uniqueEmail,
} from "../../test/accounts.ts";
import type { TestContext } from "../../test/app.ts";
import {
  cancel,
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

// Issue 28, point 5: an account's address can be confirmed with a link sent to it (signed like a
// new address's link, decision 025, for another purpose), and once it is, the registrations made
// without an account under that address are the account's too: listed, readable, cancellable.
// Before, they are not — whoever signs up with someone else's address sees nothing of theirs.

const clock = testClock();
let mailApp: MailTestApp;
let ctx: TestContext;
let smtp: TestSmtpServer;
let organiser: RegisteredUser;
let eventId: number;

beforeAll(async () => {
  mailApp = await startMailTestApp({}, { now: clock.now });
  ({ ctx, smtp } = mailApp);
  organiser = await registerProfessionnel(ctx.app);
  const lieuId = (
    await insertLieu(ctx.database.db, organiser.user.id, { nom: "La Piscine", ville: "Roubaix" })
  ).id;
  eventId = (
    await postEvent(
      ctx.app,
      organiser.token,
      eventWithSessions(lieuId, [{ starts_at: daysAhead(15, "15:00"), capacity: 50 }], {
        title: "Visite des collections",
      }),
    )
  ).id;
});
afterAll(() => mailApp.close());
beforeEach(async () => {
  await mailApp.deliverAndForget();
});
afterEach(() => clock.reset());

const deliver = () => mailApp.deliver();

function linkTokenIn(mail: ReceivedMail): string {
  const token = /\/confirmer-mon-adresse#jeton=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no confirmation link in: ${mail.text}`);
  return token;
}

/** Signs up through the API and answers the link of the confirmation e-mail it was sent. */
async function signUp(body: Record<string, unknown> = participantBody()) {
  const account = await registerUser(ctx.app, body);
  await deliver();
  const mails = smtp
    .to(account.user.email)
    .filter((mail) => mail.subject === emailTexts.emailConfirmation.subject);
  expect(mails).toHaveLength(1);
  return { ...account, link: linkTokenIn(mails[0] as ReceivedMail) };
}

function confirm(token: string) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/users/email-confirmation/confirm",
    payload: { token },
  });
}

function resend(userId: number, token?: string) {
  return ctx.app.inject({
    method: "POST",
    url: `/api/users/${userId}/email-confirmation`,
    headers: token ? bearer(token) : {},
  });
}

async function account(member: RegisteredUser) {
  const response = await ctx.app.inject({
    method: "GET",
    url: `/api/users/${member.user.id}`,
    headers: bearer(member.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function myList(member: RegisteredUser): Promise<Array<{ id: number }>> {
  const response = await ctx.app.inject({
    method: "GET",
    url: `/api/participations?user_id=${member.user.id}`,
    headers: bearer(member.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function invalid(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    code: "VALIDATION_ERROR",
    details: [{ path: "token", message: m.linkInvalid }],
  });
}

describe("the confirmation e-mail of a new account", () => {
  it("goes to the address at sign-up; its link confirms that address, once or twice alike", async () => {
    const member = await signUp();
    expect(member.user).toMatchObject({ email_confirmed_at: null });
    const [mail] = smtp.to(member.user.email) as [ReceivedMail];
    expect(mail.text).toContain(emailTexts.emailConfirmation.intro(member.user.email));
    expect(mail.text).toContain(emailTexts.emailConfirmation.validity(EMAIL_CONFIRMATION_VALID_DAYS));
    expect(mail.text).toContain(`${PUBLIC_URL}/confirmer-mon-adresse#jeton=`);

    const confirmed = await confirm(member.link);
    expect(confirmed.statusCode).toBe(200);
    const body = confirmed.json();
    expect(body).toEqual({
      id: member.user.id,
      email: member.user.email,
      email_confirmed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?\+0[12]:00$/),
    });
    expect((await account(member)).email_confirmed_at).toBe(body.email_confirmed_at);
    // Used again (a second click, a mail scanner after the person): the same answer, the same date.
    const again = await confirm(member.link);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);
  });

  it(`dies after ${EMAIL_CONFIRMATION_VALID_DAYS} days`, async () => {
    const member = await signUp();
    clock.set(new Date(Date.now() + EMAIL_CONFIRMATION_VALID_DAYS * DAY_MS + 60_000));
    invalid(await confirm(member.link));
    clock.reset();
    expect((await account(member)).email_confirmed_at).toBeNull();
  });

  it("cannot be altered, nor made to confirm another account or another address", async () => {
    const member = await signUp();
    const other = await signUp();
    const parts = splitEmailChangeToken(member.link);
    if (!parts) throw new Error("unreadable token");
    for (const claim of [
      { ...parts.claim, userId: other.user.id },
      { ...parts.claim, userId: other.user.id, email: other.user.email },
      { ...parts.claim, email: uniqueEmail("pirate") },
      { ...parts.claim, expiresAt: parts.claim.expiresAt + DAY_MS / 1000 },
    ]) {
      invalid(await confirm(`${encodeEmailChangeClaim(claim)}${parts.mac}`));
    }
    for (const broken of [member.link.slice(0, -2), "x".repeat(40)]) {
      expect((await confirm(broken)).statusCode).toBe(400);
    }
    // Someone else's link confirms that account, never the session's (no session needed either).
    const used = await ctx.app.inject({
      method: "POST",
      url: "/api/users/email-confirmation/confirm",
      payload: { token: other.link },
      headers: bearer(member.token),
    });
    expect(used.json()).toMatchObject({ id: other.user.id, email: other.user.email });
    expect((await account(member)).email_confirmed_at).toBeNull();
  });

  it("is not the link of a new address: one kind of link never passes for the other", async () => {
    const member = await signUp();
    const change = await ctx.app.inject({
      method: "POST",
      url: "/api/users/email-change/confirm",
      payload: { token: member.link },
    });
    expect(change.statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.email).toBe(member.user.email);
  });

  it("dies when the address changes; a change made with the password is not a confirmed address", async () => {
    const member = await signUp();
    const firstLink = member.link;
    expect((await confirm(firstLink)).statusCode).toBe(200);
    const newEmail = uniqueEmail("directe");
    const changed = await ctx.app.inject({
      method: "PUT",
      url: `/api/users/${member.user.id}`,
      headers: bearer(member.token),
      payload: { email: newEmail, current_password: member.password },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: newEmail, email_confirmed_at: null });
    // The link of the old address does not confirm the new one.
    invalid(await confirm(firstLink));
    expect((await account(member)).email_confirmed_at).toBeNull();
  });

  it("is not needed after a change through the new address's link: that link proved the address", async () => {
    const member = await signUp();
    const newEmail = uniqueEmail("par-lien");
    const save = await ctx.app.inject({
      method: "PUT",
      url: `/api/users/${member.user.id}`,
      headers: bearer(member.token),
      payload: { email: newEmail },
    });
    expect(save.json()).toMatchObject({ pending_email: newEmail, email_confirmed_at: null });
    await deliver();
    const [mail] = smtp.to(newEmail) as [ReceivedMail];
    const token = /confirmer-adresse#jeton=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? "";
    const done = await ctx.app.inject({
      method: "POST",
      url: "/api/users/email-change/confirm",
      payload: { token },
    });
    expect(done.statusCode).toBe(200);
    expect(await account(member)).toMatchObject({
      email: newEmail,
      email_confirmed_at: expect.any(String),
    });
  });
});

describe("POST /api/users/{id}/email-confirmation (« Renvoyer le lien de confirmation »)", () => {
  it(`sends a new link to the account's address, at most ${EMAIL_CONFIRMATION_MAX_PER_HOUR} an hour with the sign-up's, then 429`, async () => {
    const member = await signUp();
    smtp.received.length = 0;
    for (let sent = 1; sent < EMAIL_CONFIRMATION_MAX_PER_HOUR; sent++) {
      const response = await resend(member.user.id, member.token);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ email: member.user.email });
    }
    const refused = await resend(member.user.id, member.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: m.tooMany, code: "TOO_MANY_REQUESTS" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    await deliver();
    const links = smtp.to(member.user.email).map(linkTokenIn);
    expect(links).toHaveLength(EMAIL_CONFIRMATION_MAX_PER_HOUR - 1);
    expect((await confirm(links[0] as string)).statusCode).toBe(200);
  });

  it("answers 409 once the address is confirmed, and sends nothing", async () => {
    const member = await signUp();
    await confirm(member.link);
    smtp.received.length = 0;
    const response = await resend(member.user.id, member.token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: m.alreadyConfirmed, code: "CONFLICT" });
    await deliver();
    expect(smtp.received).toHaveLength(0);
  });

  it("is one's own: anonymous 401, another participant or an organiser 403, the organiser's own 202", async () => {
    const member = await signUp();
    const other = await signUp();
    const rows: Array<[string, number, string | undefined, number]> = [
      ["anonymous", member.user.id, undefined, 401],
      ["another participant", member.user.id, other.token, 403],
      ["an organiser", member.user.id, organiser.token, 403],
      ["the participant", member.user.id, member.token, 202],
      ["the organiser, for their own account", organiser.user.id, organiser.token, 202],
    ];
    for (const [who, id, token, status] of rows) {
      expect((await resend(id, token)).statusCode, who).toBe(status);
    }
  });
});

describe("registrations made without an account, in the account of a confirmed address", () => {
  async function guestRegistration(email: string) {
    return registered(ctx.app, registration(eventId, { email, prenom: "Louise" }));
  }

  it("stay out until the address is confirmed, then are listed, readable and cancellable", async () => {
    const email = uniqueEmail("invitee");
    const guest = await guestRegistration(email);
    // Kept as typed before addresses were stored in lower case: compared without case.
    await ctx.database.db
      .update(participations)
      .set({ email: email.toUpperCase() })
      .where(eq(participations.id, guest.id));
    // Another account typed this address for someone: that registration stays the other account's.
    const friend = await registerUser(ctx.app);
    const forAFriend = await registered(ctx.app, registration(eventId, { email }), friend.token);

    const member = await signUp(participantBody({ email }));
    const read = () =>
      ctx.app.inject({
        method: "GET",
        url: `/api/participations/${guest.id}`,
        headers: bearer(member.token),
      });
    expect((await myList(member)).map((item) => item.id)).not.toContain(guest.id);
    expect((await read()).statusCode).toBe(403);
    expect((await cancel(ctx.app, guest.id, { token: member.token })).statusCode).toBe(403);

    expect((await confirm(member.link)).statusCode).toBe(200);
    const listed = await myList(member);
    expect(listed.map((item) => item.id)).toContain(guest.id);
    expect(listed.map((item) => item.id)).not.toContain(forAFriend.id);
    expect(listed.find((item) => item.id === guest.id)).toMatchObject({
      user_id: null,
      ticket_code: guest.ticket_code,
      Event: { id: eventId, title: "Visite des collections" },
    });
    expect((await read()).statusCode).toBe(200);
    const cancelled = await cancel(ctx.app, guest.id, { token: member.token });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "cancelled", cancelled_by: "participant" });
    // The friend's registration is still not this account's to cancel.
    expect((await cancel(ctx.app, forAFriend.id, { token: member.token })).statusCode).toBe(403);
  });

  it("count in the dashboard's « participations » once the address is confirmed", async () => {
    const email = uniqueEmail("compteur");
    await guestRegistration(email);
    const member = await signUp(participantBody({ email }));
    const counted = async () =>
      (await ctx.app.inject({ method: "GET", url: "/api/dashboard", headers: bearer(member.token) })).json()
        .participations;
    expect(await counted()).toBe(0);
    await confirm(member.link);
    expect(await counted()).toBe(1);
  });

  it("never show to someone who signed up with another person's address and cannot confirm it", async () => {
    const email = uniqueEmail("proprietaire");
    const guest = await guestRegistration(email);
    const impostor = await registerUser(ctx.app, participantBody({ email }));
    expect((await myList(impostor)).map((item) => item.id)).not.toContain(guest.id);
    const response = await ctx.app.inject({
      method: "GET",
      url: `/api/participations?user_id=${impostor.user.id}`,
      headers: bearer(impostor.token),
    });
    expect(response.headers["x-total-count"]).toBe("0");
  });

  it("leave the account when its address changes to another, unconfirmed one", async () => {
    const email = uniqueEmail("demenage");
    const guest = await guestRegistration(email);
    const member = await signUp(participantBody({ email }));
    await confirm(member.link);
    expect((await myList(member)).map((item) => item.id)).toContain(guest.id);
    await ctx.app.inject({
      method: "PUT",
      url: `/api/users/${member.user.id}`,
      headers: bearer(member.token),
      payload: { email: uniqueEmail("ailleurs"), current_password: member.password },
    });
    expect((await myList(member)).map((item) => item.id)).not.toContain(guest.id);
  });
});
