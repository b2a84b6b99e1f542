import { EMAIL_CHANGE_MAX_PER_HOUR } from "@culture-patrimoine/contract/constants";
import {
  encodeEmailChangeClaim,
  splitEmailChangeToken,
} from "@culture-patrimoine/contract/email-change-token";
import { emailTexts, mailChannelMessages } from "@culture-patrimoine/contract/email-texts";
import { validationMessages as m } from "@culture-patrimoine/contract/messages";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, users } from "../../db/schema.ts";
import {
  bearer,
  participantBody,
  type RegisteredUser,
  registerUser,
  uniqueEmail,
} from "../../test/accounts.ts";
import type { TestContext } from "../../test/app.ts";
import { testClock } from "../../test/booking.ts";
import { type MailTestApp, PUBLIC_URL, startMailTestApp } from "../../test/mail-app.ts";
import type { ReceivedMail, TestSmtpServer } from "../../test/smtp.ts";

// Issue 15: changing one's e-mail address needed no password and kept every other session, so a
// stolen session could move an account to another address (and then reset its password). Now
// (docs/decisions/025): with the current password the address changes at once; without it — what
// SPEC's client sends — the rest of the save applies and the address waits for the link sent to
// it. Either way, the other sessions close and the old address is told. Real SMTP server, the
// worker's rounds run by the test.

const clock = testClock();
let mailApp: MailTestApp;
let ctx: TestContext;
let smtp: TestSmtpServer;

beforeAll(async () => {
  mailApp = await startMailTestApp({}, { now: clock.now });
  ({ ctx, smtp } = mailApp);
});
afterAll(() => mailApp.close());
beforeEach(() => {
  smtp.received.length = 0;
});
afterEach(() => clock.reset());

const deliver = () => mailApp.deliver();

/** A member logged in twice: `token` changes the settings, `other` is another device. */
async function memberWithTwoSessions(): Promise<RegisteredUser & { other: string }> {
  const member = await registerUser(ctx.app);
  const login = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: member.user.email, password: member.password },
  });
  // The sign-up's address confirmation is sent and forgotten: these tests count what follows.
  await mailApp.deliverAndForget();
  return { ...member, other: login.json().token };
}

/** What SPEC's client sends from its settings page (SPEC §7), with `changes`. */
function specSettings(changes: Record<string, unknown>) {
  return {
    first_name: "Camille",
    last_name: "Durand",
    phone: "06 12 34 56 78",
    address: "12 rue de la République, Lyon",
    organization: "",
    siret: "",
    description: "",
    ...changes,
  };
}

function saveSettings(member: RegisteredUser, payload: object) {
  return ctx.app.inject({
    method: "PUT",
    url: `/api/users/${member.user.id}`,
    headers: bearer(member.token),
    payload,
  });
}

async function sessionWorks(userId: number, token: string): Promise<boolean> {
  const response = await ctx.app.inject({
    method: "GET",
    url: `/api/users/${userId}`,
    headers: bearer(token),
  });
  return response.statusCode === 200;
}

async function storedEmail(userId: number): Promise<string | undefined> {
  const [row] = await ctx.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

function linkTokenIn(mail: ReceivedMail): string {
  const token = /confirmer-adresse#jeton=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no confirmation link in: ${mail.text}`);
  return token;
}

function confirm(token: string) {
  return ctx.app.inject({ method: "POST", url: "/api/users/email-change/confirm", payload: { token } });
}

/** Asks for a new address without the password and answers the link received there. */
async function pendingChange(member: RegisteredUser, email: string): Promise<string> {
  const response = await saveSettings(member, specSettings({ email }));
  expect(response.statusCode).toBe(200);
  await deliver();
  const [mail] = smtp.to(email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return linkTokenIn(mail);
}

describe("a SPEC client's save with a new address (no current password)", () => {
  it("saves the rest, keeps the address, and sends a confirmation link to the new one", async () => {
    const member = await memberWithTwoSessions();
    const newEmail = uniqueEmail("nouvelle");
    const response = await saveSettings(member, specSettings({ email: newEmail, last_name: "Bernard" }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: member.user.email,
      pending_email: newEmail,
      last_name: "Bernard",
    });
    expect(await storedEmail(member.user.id)).toBe(member.user.email);
    // Nothing changed yet: every session stays open.
    expect(await sessionWorks(member.user.id, member.other)).toBe(true);

    await deliver();
    expect(smtp.to(member.user.email)).toHaveLength(0);
    const [mail] = smtp.to(newEmail);
    expect(mail?.subject).toBe(emailTexts.emailChangeRequested.subject);
    expect(mail?.text).toContain(emailTexts.emailChangeRequested.intro(newEmail, member.user.email));
    expect(mail?.text).toContain(`${PUBLIC_URL}/confirmer-adresse#jeton=`);
    // The token leaves the outbox once the message is sent.
    const [row] = await ctx.database.db
      .select({ payload: mailOutbox.payload })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.user_id, member.user.id), eq(mailOutbox.kind, "email_change_requested")));
    expect(row?.payload).toEqual({ from: member.user.email, to: newEmail });
  });

  it("changes the address when the link is used: other sessions closed, this one kept, old address told", async () => {
    const member = await memberWithTwoSessions();
    const newEmail = uniqueEmail("confirmee");
    const token = await pendingChange(member, newEmail);
    smtp.received.length = 0;

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ id: member.user.id, email: newEmail });
    expect(await storedEmail(member.user.id)).toBe(newEmail);
    expect(await sessionWorks(member.user.id, member.other)).toBe(false);
    expect(await sessionWorks(member.user.id, member.token)).toBe(true);

    await deliver();
    const [notice] = smtp.to(member.user.email);
    expect(notice?.subject).toBe(emailTexts.emailChanged.subject);
    expect(notice?.text).toContain(newEmail);
    expect(notice?.text).toContain(`${PUBLIC_URL}/mentions-legales`);
    expect(smtp.to(newEmail)).toHaveLength(0);

    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: newEmail, password: member.password },
    });
    expect(login.statusCode).toBe(200);
    // Used once: the account's address is no longer the one the link was bound to.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().details).toEqual([
      { path: "token", message: mailChannelMessages.emailChangeLinkInvalid },
    ]);
  });

  it("sends nothing and closes nothing when the address sent is the account's own, in any case", async () => {
    const member = await memberWithTwoSessions();
    const response = await saveSettings(member, specSettings({ email: member.user.email.toUpperCase() }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty("pending_email");
    await deliver();
    expect(smtp.received).toHaveLength(0);
    expect(await sessionWorks(member.user.id, member.other)).toBe(true);
  });

  it("answers 409 for an address another account uses, and saves nothing", async () => {
    const member = await memberWithTwoSessions();
    const other = await registerUser(ctx.app);
    const response = await saveSettings(
      member,
      specSettings({ email: other.user.email, last_name: "Autre" }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("EMAIL_TAKEN");
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.last_name).toBe("Durand");
  });

  it(`sends at most ${EMAIL_CHANGE_MAX_PER_HOUR} links an hour for one account, then answers 429 and saves nothing`, async () => {
    const member = await memberWithTwoSessions();
    for (let attempt = 0; attempt < EMAIL_CHANGE_MAX_PER_HOUR; attempt++) {
      expect((await saveSettings(member, specSettings({ email: uniqueEmail("essai") }))).statusCode).toBe(
        200,
      );
    }
    const refused = await saveSettings(
      member,
      specSettings({ email: uniqueEmail("essai"), last_name: "Trop" }),
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: mailChannelMessages.emailChangeTooMany,
      code: "TOO_MANY_REQUESTS",
    });
    expect(refused.headers["retry-after"]).toBeDefined();
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.last_name).toBe("Durand");
  });
});

describe("a new address with the current password", () => {
  it("changes at once, closes the other sessions, keeps this one and tells the old address", async () => {
    const member = await memberWithTwoSessions();
    const newEmail = uniqueEmail("directe");
    const response = await saveSettings(member, { email: newEmail, current_password: member.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: newEmail });
    expect(response.json()).not.toHaveProperty("pending_email");
    expect(await storedEmail(member.user.id)).toBe(newEmail);
    expect(await sessionWorks(member.user.id, member.other)).toBe(false);
    expect(await sessionWorks(member.user.id, member.token)).toBe(true);

    await deliver();
    const [notice] = smtp.to(member.user.email);
    expect(notice?.subject).toBe(emailTexts.emailChanged.subject);
    expect(notice?.text).toContain(newEmail);
    expect(smtp.to(newEmail)).toHaveLength(0);
  });

  it("refuses a wrong password with a French message and changes nothing", async () => {
    const member = await memberWithTwoSessions();
    const newEmail = uniqueEmail("refusee");
    const response = await saveSettings(member, {
      email: newEmail,
      last_name: "Pirate",
      current_password: "pas-le-bon-mot-de-passe",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: m.currentPasswordWrong,
      details: [{ path: "current_password", message: m.currentPasswordWrong }],
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row).toMatchObject({ email: member.user.email, last_name: "Durand" });
    expect(await sessionWorks(member.user.id, member.other)).toBe(true);
    await deliver();
    expect(smtp.received).toHaveLength(0);
  });
});

describe("the confirmation link", () => {
  it("dies after its 24 hours", async () => {
    const member = await registerUser(ctx.app);
    const token = await pendingChange(member, uniqueEmail("tardive"));
    clock.set(new Date(Date.now() + 24 * 3600 * 1000 + 60_000));
    expect((await confirm(token)).statusCode).toBe(400);
    expect(await storedEmail(member.user.id)).toBe(member.user.email);
  });

  it("dies when the password changes meanwhile (the owner took the account back)", async () => {
    const member = await registerUser(ctx.app);
    const token = await pendingChange(member, uniqueEmail("volee"));
    const changed = await saveSettings(member, {
      password: "Une-autre-phrase-2027",
      current_password: member.password,
    });
    expect(changed.statusCode).toBe(200);
    expect((await confirm(token)).statusCode).toBe(400);
    expect(await storedEmail(member.user.id)).toBe(member.user.email);
  });

  it("dies when another address was set meanwhile, and its message is not sent", async () => {
    const member = await registerUser(ctx.app);
    const first = uniqueEmail("premiere");
    await saveSettings(member, specSettings({ email: first }));
    const second = uniqueEmail("seconde");
    await saveSettings(member, { email: second, current_password: member.password });
    await deliver();
    // Written before the direct change, the first link would be dead on arrival: not sent.
    expect(smtp.to(first)).toHaveLength(0);
    const [row] = await ctx.database.db
      .select({ payload: mailOutbox.payload })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.user_id, member.user.id), eq(mailOutbox.kind, "email_change_requested")));
    const token = String(row?.payload.token);
    expect((await confirm(token)).statusCode).toBe(400);
    expect(await storedEmail(member.user.id)).toBe(second);
  });

  it("cannot be altered to claim another address or account", async () => {
    const member = await registerUser(ctx.app);
    const token = await pendingChange(member, uniqueEmail("honnete"));
    const parts = splitEmailChangeToken(token);
    if (!parts) throw new Error("unreadable token");
    for (const claim of [
      { ...parts.claim, email: uniqueEmail("pirate") },
      { ...parts.claim, expiresAt: parts.claim.expiresAt + 3600 },
      { ...parts.claim, sessionId: parts.claim.sessionId + 1 },
    ]) {
      const forged = `${encodeEmailChangeClaim(claim)}${parts.mac}`;
      const response = await confirm(forged);
      expect(response.statusCode).toBe(400);
    }
    for (const broken of [token.slice(0, -3), `${token.slice(0, 10)}${token.slice(12)}`, "x".repeat(40)]) {
      expect((await confirm(broken)).statusCode).toBe(400);
    }
    expect(await storedEmail(member.user.id)).toBe(member.user.email);
  });

  it("answers 409 when another account took the address since", async () => {
    const member = await registerUser(ctx.app);
    const wanted = uniqueEmail("convoitee");
    const token = await pendingChange(member, wanted);
    await registerUser(ctx.app, participantBody({ email: wanted }));
    const response = await confirm(token);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("EMAIL_TAKEN");
    expect(await storedEmail(member.user.id)).toBe(member.user.email);
  });
});
