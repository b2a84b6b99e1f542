import type { Attendee } from "@culture-patrimoine/contract/schemas/attendees";
import { describe, expect, it } from "vitest";
import {
  type AttendeeSession,
  attendeeStatusBadge,
  attendeesOf,
  canCancelSession,
  cancelledByText,
  entryText,
  formatClock,
  formatSessionInSentence,
  formatSessionStart,
  paymentDueText,
  sessionFigures,
  sessionStateBadge,
} from "./attendee-format.ts";

const NBSP = "\u00a0";

const session: AttendeeSession = {
  id: 3,
  event_id: 9,
  starts_at: "2027-06-12T14:30:00+02:00",
  ends_at: null,
  capacity: 30,
  places_taken: 12,
  places_left: 18,
  waitlist_places: 0,
  state: "open",
  cancelled_at: null,
  registrations: 7,
  waitlist_entries: 0,
  checked_in_places: 0,
};

const attendee: Attendee = {
  id: 40,
  session_id: 3,
  prenom: "Louise",
  nom: "Michel",
  email: "louise@example.fr",
  telephone: "06 12 34 56 78",
  nombre_places: 2,
  demandes_speciales: null,
  status: "confirmed",
  waitlist_position: null,
  montant_paye: 0,
  payment_status: "free",
  payment_due_at: null,
  created_at: "2027-05-01T10:00:00+02:00",
  cancelled_at: null,
  cancelled_by: null,
  checked_in_at: null,
};

describe("French times and dates in Paris", () => {
  it("writes a time as « 14 h 32 », « 9 h 05 », « 20 h » with no-break spaces", () => {
    expect(formatClock("2027-06-12T14:32:10+02:00")).toBe(`14${NBSP}h${NBSP}32`);
    expect(formatClock("2027-01-12T08:05:00Z")).toBe(`9${NBSP}h${NBSP}05`);
    expect(formatClock("2027-06-12T18:00:00Z")).toBe(`20${NBSP}h`);
    expect(formatClock(null)).toBeNull();
    expect(formatClock("pas une date")).toBeNull();
  });

  it("says when a session starts, capitalised at the head of a line, plain inside a sentence", () => {
    expect(formatSessionStart(session.starts_at)).toBe(`Samedi 12 juin 2027 à 14${NBSP}h${NBSP}30`);
    expect(formatSessionInSentence(session.starts_at)).toBe(`12 juin 2027 à 14${NBSP}h${NBSP}30`);
  });
});

describe("a session's card", () => {
  it("counts places, the waiting list and the entries", () => {
    expect(sessionFigures(session)).toEqual({
      places: `12${NBSP}/${NBSP}30${NBSP}places`,
      waitlist: "Aucune personne en attente",
      entries: "Aucune entrée enregistrée",
    });
    const full = {
      ...session,
      places_taken: 30,
      waitlist_entries: 3,
      waitlist_places: 5,
      checked_in_places: 8,
    };
    expect(sessionFigures(full)).toEqual({
      places: `30${NBSP}/${NBSP}30${NBSP}places`,
      waitlist: `3${NBSP}personnes (5${NBSP}places) en attente`,
      entries: `8${NBSP}entrées enregistrées`,
    });
    expect(sessionFigures({ ...session, waitlist_entries: 1, waitlist_places: 1 }).waitlist).toBe(
      `1${NBSP}personne (1${NBSP}place) en attente`,
    );
    expect(sessionFigures({ ...session, capacity: null, places_taken: 1 }).places).toBe(
      `1${NBSP}place réservée (sans limite)`,
    );
  });

  it("badges a full, cancelled or past session, and offers to cancel only one still to come", () => {
    expect(sessionStateBadge("open")).toBeNull();
    expect(sessionStateBadge("full")).toEqual({ label: "Complet", severity: "warning" });
    expect(sessionStateBadge("cancelled")).toEqual({ label: "Annulée", severity: "error" });
    expect(canCancelSession(session)).toBe(true);
    expect(canCancelSession({ ...session, state: "full" })).toBe(true);
    expect(canCancelSession({ ...session, state: "past" })).toBe(false);
    expect(canCancelSession({ ...session, state: "cancelled" })).toBe(false);
  });
});

describe("a registration's line", () => {
  it("names its status, with the rank on the waiting list and who cancelled", () => {
    expect(attendeeStatusBadge(attendee).label).toBe("Confirmée");
    expect(attendeeStatusBadge({ ...attendee, status: "waitlisted", waitlist_position: 2 }).label).toBe(
      "Liste d’attente (rang 2)",
    );
    const cancelled = { ...attendee, status: "cancelled" as const, cancelled_by: "session" as const };
    expect(attendeeStatusBadge(cancelled).label).toBe("Annulée");
    expect(cancelledByText(cancelled)).toBe("séance annulée");
    expect(cancelledByText(attendee)).toBeNull();
  });

  it("badges an online payment awaited with its deadline, and says which payment released the places", () => {
    const now = new Date("2027-05-01T10:00:00+02:00");
    const pending = {
      ...attendee,
      payment_status: "pending",
      payment_due_at: "2027-05-01T10:15:00+02:00",
    };
    expect(attendeeStatusBadge(pending)).toEqual({ label: "En attente de paiement", severity: "warning" });
    expect(paymentDueText(pending, now)).toBe("à régler en ligne avant 10\u00a0h\u00a015");
    expect(paymentDueText(attendee, now)).toBeNull();
    const released = { ...attendee, status: "cancelled" as const, cancelled_by: "payment" as const };
    expect(attendeeStatusBadge({ ...released, payment_status: "failed" }).label).toBe("Annulée");
    expect(cancelledByText({ ...released, payment_status: "failed" })).toBe("paiement en ligne refusé");
    expect(cancelledByText({ ...released, payment_status: "expired" })).toBe("paiement non reçu à temps");
  });

  it("says whether the holder came in, and when", () => {
    expect(entryText(attendee)).toBe("Pas encore entré");
    expect(entryText({ ...attendee, checked_in_at: "2027-06-12T14:32:00+02:00" })).toBe(
      `Entrée à 14${NBSP}h${NBSP}32`,
    );
  });

  it("keeps the registrations of the session chosen, or all", () => {
    const other = { ...attendee, id: 41, session_id: 4 };
    const list = {
      event: { id: 9, title: "Nuit des musées" },
      sessions: [session],
      attendees: [attendee, other],
    };
    expect(attendeesOf(list, null)).toEqual([attendee, other]);
    expect(attendeesOf(list, 4)).toEqual([other]);
  });
});
