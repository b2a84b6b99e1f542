import {
  EMAIL_CHANGE_VALID_HOURS,
  EMAIL_CONFIRMATION_VALID_DAYS,
  PASSWORD_RESET_VALID_MINUTES,
  TICKETS_LOOKUP_MAX_LISTED,
} from "@culture-patrimoine/contract/constants";
import { emailTexts as t } from "@culture-patrimoine/contract/email-texts";
import { canCancelFreely, cancellationDeadline } from "@culture-patrimoine/contract/event-rules";
import {
  formatClock,
  formatDayInSentence,
  formatMoment,
  formatSessionMoment,
  formatSessionStart,
  formatSessionTimes,
} from "@culture-patrimoine/contract/french-dates";
import { formatPrice } from "@culture-patrimoine/contract/french-money";
import { paths } from "@culture-patrimoine/contract/routes";
import { and, asc, count, eq, gt, gte, inArray, isNull, lt, sql, sum } from "drizzle-orm";
import type Mail from "nodemailer/lib/mailer";
import QRCode from "qrcode";
import type { Database } from "../../db/client.ts";
import {
  eventSessions,
  events,
  lieux,
  type MailKind,
  mailOutbox,
  participations,
  users,
} from "../../db/schema.ts";
import { waitlistPosition } from "../booking/sessions.ts";
import { emailConfirmationToken } from "../users/email-confirmation.ts";
import { composeModerationMail, MODERATION_MAIL_KINDS } from "./compose-moderation.ts";
import { composeOrganisationInvitation } from "./compose-organisation.ts";
import { type CalendarPerson, invitationFile } from "./ics.ts";
import type { MailContent, MailLink } from "./layout.ts";
import { remindersOffToken } from "./mail-links.ts";
import { placeLabel, type SessionAsTold } from "./outbox.ts";

// What each kind of message says, written when it is sent from the rows it names (the outbox row
// holds references, not a rendered message: the registration's transaction stays one INSERT).
// A reminder whose registration or session was cancelled meanwhile, or whose person turned
// reminders off, composes to null and is not sent.

export type OutboxRow = typeof mailOutbox.$inferSelect;

export interface ComposedMail {
  content: MailContent;
  attachments: Mail.Attachment[];
  headers: Record<string, string>;
}

export interface ComposeDeps {
  db: Database;
  publicUrl: string;
  appSecret: string;
  now: Date;
  /** MAIL_FROM, « Name <address> »: the no-reply ORGANIZER of the calendar files. */
  mailFrom: string;
}

const QR_CID = "billet-qr@culture-patrimoine.fr";

async function loadRegistration(db: Database, participationId: number) {
  const [found] = await db
    .select({
      participation: participations,
      session: {
        starts_at: eventSessions.starts_at,
        ends_at: eventSessions.ends_at,
        cancelled_at: eventSessions.cancelled_at,
        sequence: eventSessions.sequence,
      },
      event: { id: events.id, title: events.title, payment_mode: events.payment_mode },
      lieu: { nom: lieux.nom, ville: lieux.ville },
      organiser: {
        organization: users.organization,
        first_name: users.first_name,
        last_name: users.last_name,
      },
      account: sql<
        boolean | null
      >`(select u.reminders_enabled from users u where u.id = ${participations.user_id})`,
      position: waitlistPosition,
    })
    .from(participations)
    .innerJoin(eventSessions, eq(eventSessions.id, participations.session_id))
    .innerJoin(events, eq(events.id, participations.event_id))
    .innerJoin(users, eq(users.id, events.user_id))
    .leftJoin(lieux, eq(lieux.id, events.lieu_id))
    .where(eq(participations.id, participationId));
  return found ?? null;
}
type Registration = NonNullable<Awaited<ReturnType<typeof loadRegistration>>>;

function paymentLine(registration: Registration): string {
  const { participation } = registration;
  if (participation.montant_paye_cents === 0) return t.paymentFree;
  if (participation.payment_status === "paid") return t.paymentOnlinePaid;
  if (participation.payment_status === "pending") return t.paymentOnlinePending;
  if (participation.payment_status === "failed") return t.paymentOnlineFailed;
  if (participation.payment_status === "expired") return t.paymentOnlineExpired;
  return t.paymentOnSite;
}

function organiserName(registration: Registration): string {
  const { organiser } = registration;
  return organiser.organization ?? `${organiser.first_name} ${organiser.last_name}`.trim();
}

function placeOf(registration: Registration): string | null {
  return placeLabel(registration.lieu);
}

function registrationDetails(registration: Registration, withTicket: boolean): Array<[string, string]> {
  const { participation, session, event } = registration;
  const place = placeOf(registration);
  const lines: Array<[string, string]> = [
    [t.labels.event, event.title],
    [t.labels.session, formatSessionTimes(session.starts_at, session.ends_at)],
  ];
  if (place) lines.push([t.labels.place, place]);
  lines.push([t.labels.places, t.placesValue(participation.nombre_places)]);
  lines.push([t.labels.amount, formatPrice(participation.montant_paye_cents / 100)]);
  lines.push([t.labels.payment, paymentLine(registration)]);
  if (withTicket) lines.push([t.labels.ticketCode, participation.ticket_code]);
  return lines;
}

function greetingOf(registration: Registration): string {
  return t.greeting(registration.participation.prenom);
}

export function ticketUrl(publicUrl: string, code: string): string {
  return `${publicUrl}${paths.ticket.getHref(code)}`;
}

// 6 pixels per module, shown at its own size: sharp on paper and on a phone, and 5 ms to draw
// (a 400 px image took 19 ms, on the same thread as the requests).
const QR_SCALE = 6;
const QR_MARGIN = 2;

async function qrAttachment(url: string): Promise<{ attachment: Mail.Attachment; size: number }> {
  const png = await QRCode.toBuffer(url, {
    type: "png",
    scale: QR_SCALE,
    margin: QR_MARGIN,
    errorCorrectionLevel: "M",
  });
  const modules = QRCode.create(url, { errorCorrectionLevel: "M" }).modules.size;
  return {
    attachment: { filename: "billet-qr.png", content: png, contentType: "image/png", cid: QR_CID },
    size: (modules + 2 * QR_MARGIN) * QR_SCALE,
  };
}

type CalendarMethod = "REQUEST" | "CANCEL";

/**
 * The calendar file each kind of registration message carries (RFC 5546 iTIP), one UID per
 * registration, its SEQUENCE the session's. The ticket itself is a REQUEST, not a PUBLISH: calendars
 * apply an update or a cancellation to an entry that came as an invitation from the same organiser
 * (Google adds and updates it, Apple and Outlook match its UID), whereas an entry imported from a
 * PUBLISH is the person's own copy, which a later REQUEST may duplicate and a CANCEL may not remove.
 * The holder is an attendee who already accepted (PARTSTAT=ACCEPTED, RSVP=FALSE): nothing to answer,
 * and the organiser is the no-reply address.
 */
const CALENDAR_METHODS: Partial<Record<MailKind, CalendarMethod>> = {
  registration_confirmed: "REQUEST",
  place_obtained: "REQUEST",
  session_changed: "REQUEST",
  registration_cancelled: "CANCEL",
  payment_released: "CANCEL",
};

/** The messages that gave a registration its calendar entry (withCalendarFile). */
const TICKET_KINDS: MailKind[] = ["registration_confirmed", "place_obtained"];

function calendarPerson(address: string): CalendarPerson {
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(address);
  return named ? { name: named[1] || null, email: named[2] ?? "" } : { name: null, email: address.trim() };
}

function calendarAttachment(
  deps: ComposeDeps,
  registration: Registration,
  method: CalendarMethod,
): Mail.Attachment {
  const { participation, session, event } = registration;
  const url = ticketUrl(deps.publicUrl, participation.ticket_code);
  // A cancelled session raised its SEQUENCE when it was cancelled; one registration cancelled
  // leaves the session's alone (the others' entries stay), so its CANCEL goes one above it: that
  // UID gets no update after its cancellation.
  const sequence = method === "CANCEL" && !session.cancelled_at ? session.sequence + 1 : session.sequence;
  const ics = invitationFile(
    {
      uid: `billet-${participation.ticket_code}@culture-patrimoine.fr`,
      start: session.starts_at,
      end: session.ends_at,
      summary: event.title,
      location: placeOf(registration),
      description: `${t.seeTicket} : ${url}\n${t.labels.ticketCode} : ${participation.ticket_code}`,
      url,
      stamp: deps.now,
    },
    {
      method,
      sequence,
      organizer: calendarPerson(deps.mailFrom),
      attendee: { name: `${participation.prenom} ${participation.nom}`.trim(), email: participation.email },
    },
  );
  return {
    filename: "seance.ics",
    content: ics,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

/**
 * Adds the registration's calendar file to its message, with the sentence that says what it does.
 * A REQUEST only for a ticket held (confirmed, and paid unless paid at the door): a waiting person
 * or an unpaid hold has no entry. A CANCEL only for a registration that once held its places (one
 * of TICKET_KINDS was written for it): one that only ever waited has no entry to remove.
 */
async function withCalendarFile(
  deps: ComposeDeps,
  row: OutboxRow,
  registration: Registration,
  mail: ComposedMail,
): Promise<ComposedMail> {
  const method = CALENDAR_METHODS[row.kind];
  if (!method) return mail;
  const { participation } = registration;
  if (method === "REQUEST") {
    if (participation.status !== "confirmed" || participation.payment_status === "pending") return mail;
  } else {
    const [held] = await deps.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.participation_id, participation.id), inArray(mailOutbox.kind, TICKET_KINDS)))
      .limit(1);
    if (!held) return mail;
  }
  const help =
    method === "CANCEL"
      ? t.calendarCancelHelp
      : row.kind === "session_changed"
        ? t.calendarUpdateHelp
        : t.calendarHelp;
  return {
    ...mail,
    content: { ...mail.content, after: [...(mail.content.after ?? []), help] },
    attachments: [...mail.attachments, calendarAttachment(deps, registration, method)],
  };
}

function registrationFooter(registration: Registration): string[] {
  return [t.whyRegistration(registration.participation.email), t.automatic];
}

function remindersOffLink(deps: ComposeDeps, participationId: number): MailLink {
  return {
    label: t.remindersOff.text,
    url: `${deps.publicUrl}${paths.remindersOff.getHref(remindersOffToken(deps.appSecret, participationId))}`,
  };
}

/** RFC 8058 one-click unsubscribe: mail clients show « Se désabonner » and POST to this address. */
function unsubscribeHeaders(deps: ComposeDeps, participationId: number): Record<string, string> {
  const token = remindersOffToken(deps.appSecret, participationId);
  return {
    "List-Unsubscribe": `<${deps.publicUrl}/api/mail/reminders-off/${token}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

function cancellationAdvice(deps: ComposeDeps, registration: Registration): string {
  const start = registration.session.starts_at;
  return canCancelFreely(start, deps.now)
    ? t.cancelHelp(formatMoment(cancellationDeadline(start)))
    : t.cancelClosedHelp;
}

/** Confirmation and « place obtained »: the ticket, its QR code and the calendar file. */
async function ticketMail(
  deps: ComposeDeps,
  registration: Registration,
  texts: { subject: string; heading: string; intro: string },
): Promise<ComposedMail> {
  const { participation } = registration;
  const url = ticketUrl(deps.publicUrl, participation.ticket_code);
  const qr = await qrAttachment(url);
  return {
    content: {
      subject: texts.subject,
      preheader: `${formatSessionStart(registration.session.starts_at)} — ${t.placesValue(participation.nombre_places)}`,
      heading: texts.heading,
      greeting: greetingOf(registration),
      paragraphs: [texts.intro],
      details: [
        ...registrationDetails(registration, true),
        // A deadline already past is not a deadline: cancellationAdvice says free cancellation is over.
        ...(canCancelFreely(registration.session.starts_at, deps.now)
          ? [
              [
                t.labels.cancellableUntil,
                formatMoment(cancellationDeadline(registration.session.starts_at)),
              ] as [string, string],
            ]
          : []),
      ],
      action: { label: t.seeTicket, url },
      image: { cid: QR_CID, alt: t.ticketQrAlt(participation.ticket_code), size: qr.size },
      after: [t.ticketHelp, cancellationAdvice(deps, registration)],
      footer: registrationFooter(registration),
      footerLinks: [remindersOffLink(deps, participation.id)],
    },
    attachments: [qr.attachment],
    headers: {},
  };
}

/**
 * The confirmation or « place obtained » of a registration paid online, as its payment stands when
 * the mail is sent: while awaited, the deadline and the way to pay, and no ticket (no QR code, no
 * calendar file: the door refuses it until paid); once paid, the ticket, sent by the payment itself
 * (payload `paid`), so a mail written before the payment and sent after it is dropped; cancelled,
 * nothing (its payment_released or cancellation mail says so). Undefined for any other registration.
 */
async function onlinePaymentMail(
  deps: ComposeDeps,
  registration: Registration,
  row: OutboxRow,
): Promise<ComposedMail | null | undefined> {
  const { participation, event } = registration;
  if (event.payment_mode !== "online" || participation.montant_paye_cents === 0) return undefined;
  // Cancelled before this mail went out (released by its payment, or otherwise): its own mail says so.
  if (participation.status === "cancelled") return null;
  if (participation.payment_status === "paid") {
    if (row.payload.paid !== true) return null;
    return ticketMail(deps, registration, {
      subject: t.paymentReceived.subject(event.title),
      heading: t.paymentReceived.heading,
      intro: t.paymentReceived.intro(event.title),
    });
  }
  const due = participation.payment_due_at;
  if (participation.status !== "confirmed" || participation.payment_status !== "pending" || !due) {
    return undefined;
  }
  const texts = t.paymentAwaited;
  const deadline = formatMoment(due);
  const promoted = row.kind === "place_obtained";
  const intro = promoted ? texts.promotedIntro(event.title, deadline) : texts.intro(event.title, deadline);
  return {
    content: {
      subject: promoted ? texts.promotedSubject(event.title) : texts.subject(event.title),
      preheader: intro,
      heading: promoted ? texts.promotedHeading : texts.heading,
      greeting: greetingOf(registration),
      paragraphs: [intro],
      details: [...registrationDetails(registration, false), [t.labels.payBefore, deadline]],
      action: { label: texts.action, url: ticketUrl(deps.publicUrl, participation.ticket_code) },
      after: [texts.notATicket, texts.demonstration],
      footer: registrationFooter(registration),
    },
    attachments: [],
    headers: {},
  };
}

/** The places of an online registration released: refused by the provider, or not paid in time. */
function paymentReleasedMail(deps: ComposeDeps, registration: Registration, row: OutboxRow): ComposedMail {
  const { participation, event } = registration;
  const texts = t.paymentReleased;
  const why = row.payload.why ?? participation.payment_status;
  const intro =
    why === "failed"
      ? texts.refused(event.title)
      : texts.expired(event.title, formatMoment(participation.payment_due_at));
  const eventUrl = `${deps.publicUrl}${paths.eventDetail.getHref(event.id)}`;
  return {
    content: {
      subject: texts.subject(event.title),
      preheader: intro,
      heading: texts.heading,
      greeting: greetingOf(registration),
      paragraphs: [intro, texts.nothingCharged],
      details: registrationDetails(registration, false),
      action: { label: texts.action, url: eventUrl },
      after: [texts.again],
      footer: registrationFooter(registration),
    },
    attachments: [],
    headers: {},
  };
}

function remindersWanted(registration: Registration): boolean {
  return registration.participation.reminders_enabled && registration.account !== false;
}

/** A session's times and venue as a session_changed payload holds them; null when malformed. */
function sessionAsTold(value: unknown): SessionAsTold | null {
  if (typeof value !== "object" || value === null) return null;
  const { starts_at, ends_at, place } = value as Record<string, unknown>;
  if (typeof starts_at !== "string") return null;
  if (ends_at !== null && typeof ends_at !== "string") return null;
  if (place !== null && typeof place !== "string") return null;
  return { starts_at, ends_at, place };
}

/**
 * A session moved or its venue changed (issue 28): what changed, from the payload written with the
 * change; the details, from the registration as it is now. Not sent once the registration or its
 * session is cancelled: that cancellation's own message says so.
 */
function sessionChangedMail(
  deps: ComposeDeps,
  registration: Registration,
  row: OutboxRow,
): ComposedMail | null {
  const from = sessionAsTold(row.payload.from);
  const to = sessionAsTold(row.payload.to);
  const { participation, session, event } = registration;
  if (!from || !to || participation.status === "cancelled" || session.cancelled_at) return null;
  const texts = t.sessionChanged;
  const moved = from.starts_at !== to.starts_at;
  const endMoved = from.ends_at !== to.ends_at;
  const placeChanged = from.place !== to.place;
  const was = formatSessionMoment(from.starts_at);
  const paragraphs: string[] = [];
  if (moved) paragraphs.push(texts.moved(was, formatSessionMoment(to.starts_at)));
  else if (endMoved) {
    const end = formatClock(to.ends_at);
    paragraphs.push(end ? texts.endMoved(was, end) : texts.endRemoved(was));
  }
  if (placeChanged && to.place) {
    paragraphs.push(texts.placeChanged(formatSessionMoment(to.starts_at), to.place, from.place));
  }
  const waiting = participation.status === "waitlisted";
  // An online payment still awaited holds places but no ticket yet (payment-hold.ts).
  const ticket = !waiting && participation.payment_status !== "pending";
  paragraphs.push(waiting ? texts.waitlistStill : ticket ? texts.ticketStill : t.paymentAwaited.notATicket);
  const subject =
    moved && !placeChanged
      ? texts.movedSubject(event.title)
      : placeChanged && !moved && !endMoved
        ? texts.placeSubject(event.title)
        : texts.subject(event.title);
  return {
    content: {
      subject,
      preheader: paragraphs[0] ?? texts.heading,
      heading: texts.heading,
      greeting: greetingOf(registration),
      paragraphs,
      details: registrationDetails(registration, ticket),
      action: {
        label: waiting ? t.waitlistJoined.seeEntry : t.seeTicket,
        url: ticketUrl(deps.publicUrl, participation.ticket_code),
      },
      after: waiting ? [] : [cancellationAdvice(deps, registration)],
      footer: registrationFooter(registration),
    },
    attachments: [],
    headers: {},
  };
}

async function composeRegistrationMail(deps: ComposeDeps, row: OutboxRow): Promise<ComposedMail | null> {
  if (row.participation_id === null) return null;
  const registration = await loadRegistration(deps.db, row.participation_id);
  if (!registration) return null;
  const mail = await registrationMail(deps, row, registration);
  return mail && withCalendarFile(deps, row, registration, mail);
}

/** What a registration's message says and shows; its calendar file is added by withCalendarFile. */
async function registrationMail(
  deps: ComposeDeps,
  row: OutboxRow,
  registration: Registration,
): Promise<ComposedMail | null> {
  const { participation, session, event } = registration;
  const url = ticketUrl(deps.publicUrl, participation.ticket_code);
  const eventUrl = `${deps.publicUrl}${paths.eventDetail.getHref(event.id)}`;

  if (row.kind === "registration_confirmed" || row.kind === "place_obtained") {
    const online = await onlinePaymentMail(deps, registration, row);
    if (online !== undefined) return online;
  }
  switch (row.kind) {
    case "session_changed":
      return sessionChangedMail(deps, registration, row);
    case "payment_released":
      return paymentReleasedMail(deps, registration, row);
    case "registration_confirmed":
      return ticketMail(deps, registration, {
        subject: t.registrationConfirmed.subject(event.title),
        heading: t.registrationConfirmed.heading,
        intro: t.registrationConfirmed.intro(event.title),
      });
    case "place_obtained":
      return ticketMail(deps, registration, {
        subject: t.placeObtained.subject(event.title),
        heading: t.placeObtained.heading,
        intro: t.placeObtained.intro(event.title),
      });
    case "waitlist_joined":
      return {
        content: {
          subject: t.waitlistJoined.subject(event.title),
          preheader: t.waitlistJoined.intro(event.title),
          heading: t.waitlistJoined.heading,
          greeting: greetingOf(registration),
          paragraphs: [t.waitlistJoined.intro(event.title), t.waitlistJoined.next],
          details: [
            ...registrationDetails(registration, false),
            ...(registration.position !== null
              ? [[t.labels.waitlistRank, String(registration.position)] as [string, string]]
              : []),
          ],
          action: { label: t.waitlistJoined.seeEntry, url },
          after: [t.waitlistJoined.leave],
          footer: registrationFooter(registration),
        },
        attachments: [],
        headers: {},
      };
    case "registration_cancelled": {
      const by = row.payload.by;
      const intro =
        by === "session"
          ? t.registrationCancelled.bySession(event.title, organiserName(registration))
          : by === "organiser"
            ? t.registrationCancelled.byOrganiser(event.title, organiserName(registration))
            : t.registrationCancelled.byParticipant(event.title);
      const paid = participation.payment_status === "paid";
      return {
        content: {
          subject:
            by === "session"
              ? t.registrationCancelled.sessionSubject(event.title)
              : t.registrationCancelled.subject(event.title),
          preheader: intro,
          heading:
            by === "session" ? t.registrationCancelled.sessionHeading : t.registrationCancelled.heading,
          greeting: greetingOf(registration),
          paragraphs: [intro, ...(paid && by !== "participant" ? [t.registrationCancelled.refund] : [])],
          details: registrationDetails(registration, false),
          action: {
            label: t.registrationCancelled.findAnother,
            url: `${deps.publicUrl}${paths.events.getHref()}`,
          },
          links: [{ label: t.seeEvent, url: eventUrl }],
          footer: registrationFooter(registration),
        },
        attachments: [],
        headers: {},
      };
    }
    case "cancellation_reminder":
    case "eve_reminder": {
      // Checked again now: the registration or the session may have been cancelled since, and a
      // cancellation reminder sent late (a worker stopped, a session moved earlier) would give a
      // deadline already past.
      const stillOn =
        participation.status === "confirmed" &&
        session.cancelled_at === null &&
        session.starts_at.getTime() > deps.now.getTime() &&
        (row.kind === "eve_reminder" || canCancelFreely(session.starts_at, deps.now)) &&
        remindersWanted(registration);
      if (!stillOn) return null;
      const when = formatMoment(session.starts_at);
      const eve = row.kind === "eve_reminder";
      const qr = eve ? await qrAttachment(url) : null;
      return {
        content: {
          subject: eve
            ? t.eveReminder.subject(event.title)
            : t.cancellationReminder.subject(event.title, when),
          preheader: eve
            ? t.eveReminder.intro(event.title, when)
            : t.cancellationReminder.intro(event.title, when),
          heading: eve ? t.eveReminder.heading : t.cancellationReminder.heading,
          greeting: greetingOf(registration),
          paragraphs: eve
            ? [t.eveReminder.intro(event.title, when), t.eveReminder.bring]
            : [
                t.cancellationReminder.intro(event.title, when),
                t.cancellationReminder.lastChance(formatMoment(cancellationDeadline(session.starts_at))),
              ],
          details: registrationDetails(registration, true),
          action: { label: t.seeTicket, url },
          ...(qr && { image: { cid: QR_CID, alt: t.ticketQrAlt(participation.ticket_code), size: qr.size } }),
          footer: [t.remindersOff.help, ...registrationFooter(registration)],
          footerLinks: [remindersOffLink(deps, participation.id)],
        },
        attachments: qr ? [qr.attachment] : [],
        headers: unsubscribeHeaders(deps, participation.id),
      };
    }
    default:
      return null;
  }
}

async function loadUser(db: Database, userId: number | null) {
  if (userId === null) return null;
  const [user] = await db
    .select({ first_name: users.first_name, email: users.email, digest: users.organiser_digest_enabled })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

function accountFooter(email: string): string[] {
  return [t.whyAccount(email), t.automatic];
}

async function composeAccountMail(deps: ComposeDeps, row: OutboxRow): Promise<ComposedMail | null> {
  const user = await loadUser(deps.db, row.user_id);
  if (!user) return null;
  const forgotten = `${deps.publicUrl}${paths.forgottenPassword.getHref()}`;
  if (row.kind === "password_reset") {
    const token = row.payload.token;
    if (typeof token !== "string") return null;
    const url = `${deps.publicUrl}${paths.resetPassword.getHref(token)}`;
    return {
      content: {
        subject: t.passwordReset.subject,
        preheader: t.passwordReset.validity(PASSWORD_RESET_VALID_MINUTES),
        heading: t.passwordReset.heading,
        greeting: t.greeting(user.first_name),
        paragraphs: [t.passwordReset.intro],
        action: { label: t.passwordReset.action, url },
        after: [t.passwordReset.validity(PASSWORD_RESET_VALID_MINUTES), t.passwordReset.notYou],
        footer: accountFooter(row.recipient),
      },
      attachments: [],
      headers: {},
    };
  }
  if (row.kind === "password_changed") {
    const at = typeof row.payload.at === "string" ? row.payload.at : row.created_at.toISOString();
    return {
      content: {
        subject: t.passwordChanged.subject,
        preheader: t.passwordChanged.intro(formatMoment(at)),
        heading: t.passwordChanged.heading,
        greeting: t.greeting(user.first_name),
        paragraphs: [t.passwordChanged.intro(formatMoment(at)), t.passwordChanged.notYou],
        links: [{ label: t.passwordChanged.action, url: forgotten }],
        footer: accountFooter(row.recipient),
      },
      attachments: [],
      headers: {},
    };
  }
  if (MODERATION_MAIL_KINDS.includes(row.kind)) return composeModerationMail(deps, row, user);
  if (row.kind === "organiser_digest") return composeDigest(deps, row, user);
  if (row.kind === "email_change_requested") return composeEmailChangeRequest(deps, row, user);
  if (row.kind === "email_changed") return composeEmailChanged(deps, row, user);
  if (row.kind === "organiser_verified" || row.kind === "organiser_refused") {
    return composeOrganiserDecision(deps, row, user);
  }
  return null;
}

/** An administrator verified or refused the organiser (issue 29): the decision and its reason. */
async function composeOrganiserDecision(
  deps: ComposeDeps,
  row: OutboxRow,
  user: AccountOfMail,
): Promise<ComposedMail> {
  const [account] = await deps.db
    .select({ organization: users.organization })
    .from(users)
    .where(eq(users.id, row.user_id ?? 0));
  const organization = account?.organization ?? t.yourStructure;
  const reason = typeof row.payload.reason === "string" ? row.payload.reason : null;
  const verified = row.kind === "organiser_verified";
  const texts = verified ? t.organiserVerified : t.organiserRefused;
  const url = verified
    ? `${deps.publicUrl}${paths.dashboard.getHref()}`
    : `${deps.publicUrl}${paths.settings.getHref(row.user_id ?? 0)}`;
  return {
    content: {
      subject: texts.subject,
      preheader: texts.intro(organization),
      heading: texts.heading,
      greeting: t.greeting(user.first_name),
      paragraphs: [
        texts.intro(organization),
        verified ? t.organiserVerified.pending : t.organiserRefused.next,
      ],
      ...(reason !== null && { details: [[texts.reason, reason]] as Array<[string, string]> }),
      action: { label: texts.action, url },
      footer: accountFooter(row.recipient),
    },
    attachments: [],
    headers: {},
  };
}

type AccountOfMail = NonNullable<Awaited<ReturnType<typeof loadUser>>>;

/** The link that confirms a new address, sent to that address (docs/decisions/025). */
function composeEmailChangeRequest(
  deps: ComposeDeps,
  row: OutboxRow,
  user: AccountOfMail,
): ComposedMail | null {
  const { token, from } = row.payload;
  // The account's address changed since (another change was applied): the link could not work.
  if (typeof token !== "string" || typeof from !== "string" || from !== user.email) return null;
  const texts = t.emailChangeRequested;
  return {
    content: {
      subject: texts.subject,
      preheader: texts.intro(row.recipient, from),
      heading: texts.heading,
      greeting: t.greeting(user.first_name),
      paragraphs: [texts.intro(row.recipient, from)],
      action: { label: texts.action, url: `${deps.publicUrl}${paths.confirmEmail.getHref(token)}` },
      after: [texts.validity(EMAIL_CHANGE_VALID_HOURS), texts.notYou],
      footer: [texts.why(row.recipient), t.automatic],
    },
    attachments: [],
    headers: {},
  };
}

/** The notice to the address an account just left: when, for which address, what to do if not you. */
function composeEmailChanged(deps: ComposeDeps, row: OutboxRow, user: AccountOfMail): ComposedMail {
  const { to, at } = row.payload;
  const when = formatMoment(typeof at === "string" ? at : row.created_at.toISOString());
  const newAddress = typeof to === "string" ? to : user.email;
  const texts = t.emailChanged;
  return {
    content: {
      subject: texts.subject,
      preheader: texts.intro(when, newAddress),
      heading: texts.heading,
      greeting: t.greeting(user.first_name),
      paragraphs: [texts.intro(when, newAddress), texts.notYou],
      links: [{ label: texts.action, url: `${deps.publicUrl}${paths.legalNotice.getHref()}` }],
      footer: [texts.why(row.recipient), t.automatic],
    },
    attachments: [],
    headers: {},
  };
}

async function composeDigest(
  deps: ComposeDeps,
  row: OutboxRow,
  user: NonNullable<Awaited<ReturnType<typeof loadUser>>>,
): Promise<ComposedMail | null> {
  const { from, to, day } = row.payload;
  if (!user.digest || typeof from !== "string" || typeof to !== "string" || typeof day !== "string")
    return null;
  const lines = await deps.db
    .select({
      event_id: events.id,
      title: events.title,
      registrations: count(),
      confirmed: sum(
        sql`case when ${participations.status} = 'confirmed' then ${participations.nombre_places} else 0 end`,
      ).mapWith(Number),
      waitlisted: sum(
        sql`case when ${participations.status} = 'waitlisted' then ${participations.nombre_places} else 0 end`,
      ).mapWith(Number),
    })
    .from(participations)
    .innerJoin(events, eq(events.id, participations.event_id))
    .where(
      and(
        eq(events.user_id, row.user_id ?? 0),
        gte(participations.created_at, new Date(from)),
        lt(participations.created_at, new Date(to)),
      ),
    )
    .groupBy(events.id, events.title)
    .orderBy(events.title);
  const total = lines.reduce((sum, line) => sum + Number(line.registrations), 0);
  if (total === 0) return null;
  const dayLabel = formatDayInSentence(new Date(`${day}T12:00:00Z`));
  return {
    content: {
      subject: t.organiserDigest.subject(total),
      preheader: t.organiserDigest.intro(total, dayLabel),
      heading: t.organiserDigest.heading,
      greeting: t.greeting(user.first_name),
      paragraphs: [t.organiserDigest.intro(total, dayLabel)],
      details: lines.map((line) => [
        line.title,
        t.organiserDigest.line(line.confirmed ?? 0, line.waitlisted ?? 0),
      ]),
      links: lines.map((line) => ({
        label: `${t.organiserDigest.seeAttendees} — ${line.title}`,
        url: `${deps.publicUrl}${paths.eventAttendees.getHref(line.event_id)}`,
      })),
      footer: accountFooter(row.recipient),
      footerLinks: [
        {
          label: t.organiserDigest.turnOff,
          url: `${deps.publicUrl}${paths.settings.getHref(row.user_id ?? 0)}`,
        },
      ],
    },
    attachments: [],
    headers: {},
  };
}

/**
 * The link that confirms an account's own address (issue 28), signed now for the account as it is.
 * Not sent once the address is confirmed, nor when it changed since the request: it could not work.
 */
async function composeEmailConfirmation(deps: ComposeDeps, row: OutboxRow): Promise<ComposedMail | null> {
  const { sessionId } = row.payload;
  if (row.user_id === null || typeof sessionId !== "number") return null;
  const [account] = await deps.db
    .select({
      first_name: users.first_name,
      email: users.email,
      password_hash: users.password_hash,
      confirmedAt: users.email_confirmed_at,
    })
    .from(users)
    .where(eq(users.id, row.user_id));
  if (!account || account.confirmedAt !== null || account.email !== row.recipient) return null;
  const token = emailConfirmationToken(
    deps.appSecret,
    { userId: row.user_id, sessionId, now: deps.now },
    { email: account.email, password_hash: account.password_hash },
  );
  const texts = t.emailConfirmation;
  return {
    content: {
      subject: texts.subject,
      preheader: texts.intro(account.email),
      heading: texts.heading,
      greeting: t.greeting(account.first_name),
      paragraphs: [texts.intro(account.email), texts.benefit],
      action: {
        label: texts.action,
        url: `${deps.publicUrl}${paths.confirmAccountEmail.getHref(token)}`,
      },
      after: [texts.validity(EMAIL_CONFIRMATION_VALID_DAYS), texts.notYou],
      footer: accountFooter(row.recipient),
    },
    attachments: [],
    headers: {},
  };
}

/**
 * « Retrouver mes billets » (issue 28): the upcoming registrations made with the row's address
 * (any case), soonest first, each with its ticket's link. Read now, when it is sent; with none, the
 * message is not sent at all — the request's answer was the same either way, and a stranger's
 * inbox gets nothing.
 */
async function composeTicketsLookup(deps: ComposeDeps, row: OutboxRow): Promise<ComposedMail | null> {
  const found = await deps.db
    .select({
      ticket_code: participations.ticket_code,
      status: participations.status,
      payment_status: participations.payment_status,
      places: participations.nombre_places,
      starts_at: eventSessions.starts_at,
      title: events.title,
    })
    .from(participations)
    .innerJoin(eventSessions, eq(eventSessions.id, participations.session_id))
    .innerJoin(events, eq(events.id, participations.event_id))
    .where(
      and(
        eq(sql`lower(${participations.email})`, row.recipient.toLowerCase()),
        inArray(participations.status, ["confirmed", "waitlisted"]),
        isNull(eventSessions.cancelled_at),
        gt(eventSessions.starts_at, deps.now),
      ),
    )
    .orderBy(asc(eventSessions.starts_at), asc(participations.id))
    .limit(TICKETS_LOOKUP_MAX_LISTED + 1);
  if (found.length === 0) return null;
  const listed = found.slice(0, TICKETS_LOOKUP_MAX_LISTED);
  const texts = t.ticketsLookup;
  const statusOf = (entry: (typeof listed)[number]) =>
    entry.status === "waitlisted"
      ? texts.statusWaitlisted
      : entry.payment_status === "pending"
        ? texts.statusPaymentPending
        : texts.statusConfirmed;
  const intro = texts.intro(row.recipient, listed.length);
  return {
    content: {
      subject: texts.subject,
      preheader: intro,
      heading: texts.heading,
      greeting: t.greetingAnonymous,
      paragraphs: [intro],
      details: listed.map((entry) => [
        entry.title,
        texts.line(formatSessionStart(entry.starts_at), entry.places, statusOf(entry)),
      ]),
      after: found.length > listed.length ? [texts.more] : [],
      links: listed.map((entry) => ({
        label: texts.seeTicket(entry.title, formatSessionStart(entry.starts_at)),
        url: ticketUrl(deps.publicUrl, entry.ticket_code),
      })),
      footer: [texts.notYou, texts.why(row.recipient), t.automatic],
    },
    attachments: [],
    headers: {},
  };
}

/** The message an outbox row stands for, or null when it is not to be sent any more. */
export function composeMail(deps: ComposeDeps, row: OutboxRow): Promise<ComposedMail | null> {
  if (row.kind === "tickets_lookup") return composeTicketsLookup(deps, row);
  if (row.kind === "email_confirmation") return composeEmailConfirmation(deps, row);
  if (row.kind === "organisation_invitation") return composeOrganisationInvitation(deps, row);
  return row.participation_id !== null ? composeRegistrationMail(deps, row) : composeAccountMail(deps, row);
}
