import { FREE_CANCELLATION_HOURS } from "@culture-patrimoine/contract/constants";
import { bookingMessages } from "@culture-patrimoine/contract/messages";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type RegisteredUser, registerProfessionnel, uniqueEmail } from "../../test/accounts.ts";
import type { TestContext } from "../../test/app.ts";
import { eventWithSessions, postEvent, registered, registration, testClock } from "../../test/booking.ts";
import { type MailTestApp, startMailTestApp } from "../../test/mail-app.ts";
import { insertLieu } from "../../test/rows.ts";
import type { ReceivedMail, TestSmtpServer } from "../../test/smtp.ts";
import { scheduleDueMail } from "./schedule.ts";

// What the e-mails say about free cancellation once its deadline has passed (issue 28, point 6):
// never a deadline already past. Received by the tests' real SMTP server, on PGlite and PostgreSQL.

const HOUR = 3_600_000;
const clock = testClock();
let mailApp: MailTestApp;
let ctx: TestContext;
let smtp: TestSmtpServer;
let owner: RegisteredUser;
let lieuId: number;

beforeAll(async () => {
  mailApp = await startMailTestApp({}, { now: clock.now });
  ({ ctx, smtp } = mailApp);
  owner = await registerProfessionnel(ctx.app);
  lieuId = (await insertLieu(ctx.database.db, owner.user.id, { nom: "Maison des Canuts", ville: "Lyon" })).id;
});
afterAll(() => mailApp.close());
beforeEach(() => {
  smtp.received.length = 0;
});
afterEach(() => clock.reset());

const deliver = () => mailApp.deliver();

/** A registration made now to a session starting `hours` from now (whole minutes, ISO instant). */
async function registeredFor(hours: number) {
  const startsAt = new Date(Math.floor((Date.now() + hours * HOUR) / 60_000) * 60_000);
  const event = await postEvent(
    ctx.app,
    owner.token,
    eventWithSessions(lieuId, [{ starts_at: startsAt.toISOString(), capacity: 10 }], {
      title: "Visite des traboules",
    }),
  );
  const email = uniqueEmail("tardive");
  const created = await registered(ctx.app, registration(event.id, { email }));
  return { email, created, start: new Date(event.sessions[0]?.starts_at ?? "") };
}

function onlyMailTo(address: string): ReceivedMail {
  const mails = smtp.to(address);
  expect(mails).toHaveLength(1);
  return mails[0] as ReceivedMail;
}

describe("free cancellation in the e-mails", () => {
  it("tells a registration made less than 48 h before its session that free cancellation is over", async () => {
    const { email } = await registeredFor(10);
    await deliver();
    const mail = onlyMailTo(email);
    expect(mail.subject).toBe("Inscription confirmée\u00a0: Visite des traboules");
    const closed = bookingMessages.freeCancellationOver(FREE_CANCELLATION_HOURS);
    expect(closed).toBe(
      "L’annulation gratuite n’est plus possible\u00a0: la séance commence dans moins de 48\u00a0h.",
    );
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain("Annulation gratuite jusqu’au");
      expect(part).not.toContain("Annulez depuis votre billet jusqu’au");
      expect(part).toContain(closed);
    }
  });

  it("still gives the deadline to a registration made in time", async () => {
    const { email } = await registeredFor(24 * 5);
    await deliver();
    const mail = onlyMailTo(email);
    expect(mail.text).toMatch(/Annulation gratuite jusqu’au\u00a0: \p{L}+ \d{1,2}(er)? \p{L}+ à /u);
    expect(mail.text).not.toContain(bookingMessages.freeCancellationOver(FREE_CANCELLATION_HOURS));
  });

  it("drops a cancellation reminder that could only be sent after the deadline", async () => {
    const { email, start } = await registeredFor(24 * 6);
    await mailApp.deliverAndForget();
    // Written when due (72 h before the session), but the worker only gets to it past the deadline.
    const due = new Date(start.getTime() - (FREE_CANCELLATION_HOURS + 24) * HOUR + 60_000);
    clock.set(due);
    expect(await scheduleDueMail(ctx.database.db, due)).toBeGreaterThanOrEqual(1);
    clock.set(new Date(start.getTime() - (FREE_CANCELLATION_HOURS - 1) * HOUR));
    const report = await deliver();
    expect(report.dropped).toBeGreaterThanOrEqual(1);
    expect(smtp.to(email).filter((mail) => mail.subject.startsWith("Rappel"))).toHaveLength(0);
  });
});
