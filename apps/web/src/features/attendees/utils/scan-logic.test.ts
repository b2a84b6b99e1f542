import { checkInMessages } from "@culture-patrimoine/contract/messages";
import type { CheckInResponse } from "@culture-patrimoine/contract/schemas/attendees";
import { describe, expect, it } from "vitest";
import type { AttendeeSession } from "./attendee-format.ts";
import {
  chooseDecoder,
  chosenSessionId,
  createCodeGate,
  presentCheckIn,
  presentFailure,
  sessionChoiceLabel,
} from "./scan-logic.ts";

const NBSP = "\u00a0";

const attendee: NonNullable<CheckInResponse["attendee"]> = {
  id: 40,
  prenom: "Louise",
  nom: "Michel",
  nombre_places: 2,
  event_title: "Nuit des musées",
  session: { id: 3, starts_at: "2027-06-12T20:00:00+02:00", ends_at: null },
  checked_in_at: "2027-06-12T19:32:00+02:00",
};

describe("which decoder reads the camera", () => {
  it("uses the browser's BarcodeDetector when it reads QR codes, else jsQR", () => {
    expect(chooseDecoder(true, ["ean_13", "qr_code"])).toBe("barcode-detector");
    expect(chooseDecoder(true, null)).toBe("barcode-detector");
    expect(chooseDecoder(true, ["ean_13"])).toBe("jsqr");
    expect(chooseDecoder(true, [])).toBe("jsqr");
    expect(chooseDecoder(false, null)).toBe("jsqr");
  });
});

describe("the same code read again by the camera", () => {
  it("is let through once per 3 s, while another code passes at once", () => {
    let now = 1_000;
    const gate = createCodeGate(3000, () => now);
    expect(gate.accept("ABC")).toBe(true);
    now += 33;
    expect(gate.accept("ABC")).toBe(false);
    now += 2_900;
    expect(gate.accept(" ABC ")).toBe(false);
    expect(gate.accept("XYZ")).toBe(true);
    now += 10;
    expect(gate.accept("ABC")).toBe(true);
    now += 3_000;
    expect(gate.accept("ABC")).toBe(true);
    expect(gate.accept("")).toBe(false);
  });

  it("forgets the last code when reset", () => {
    const gate = createCodeGate(3000, () => 5);
    expect(gate.accept("ABC")).toBe(true);
    gate.reset();
    expect(gate.accept("ABC")).toBe(true);
  });
});

describe("what the door sees", () => {
  it("shows a valid ticket in green with a tick, the name, the places and the session", () => {
    const shown = presentCheckIn({
      result: "checked_in",
      message: checkInMessages.checked_in,
      attendee,
      checked_session: null,
    });
    expect(shown).toEqual({
      tone: "success",
      icon: "fr-icon-checkbox-circle-fill",
      title: "Entrée enregistrée",
      message: null,
      details: ["Louise Michel", `2${NBSP}places`, `Séance du 12 juin 2027 à 20${NBSP}h`],
    });
  });

  it("says when a ticket was already scanned", () => {
    const shown = presentCheckIn({
      result: "already_checked_in",
      message: checkInMessages.already_checked_in,
      attendee,
      checked_session: null,
    });
    expect(shown.tone).toBe("warning");
    expect(shown.icon).toBe("fr-icon-warning-fill");
    expect(shown.title).toBe(`Billet déjà scanné à 19${NBSP}h${NBSP}32`);
  });

  it.each(["cancelled", "session_cancelled", "waitlisted", "other_event", "unknown"] as const)(
    "refuses a %s ticket in red with a cross and the API's reason",
    (result) => {
      const shown = presentCheckIn({
        result,
        message: checkInMessages[result],
        attendee: result === "unknown" || result === "other_event" ? null : attendee,
        checked_session: null,
      });
      expect(shown.tone).toBe("error");
      expect(shown.icon).toBe("fr-icon-close-circle-fill");
      expect(shown.title).toBe("Entrée refusée");
      expect(shown.message).toBe(checkInMessages[result]);
    },
  );

  it("refuses a ticket whose online payment is awaited in orange, with the API's reason", () => {
    const shown = presentCheckIn({
      result: "payment_pending",
      message: checkInMessages.payment_pending,
      attendee: { ...attendee, checked_in_at: null },
      checked_session: null,
    });
    expect(shown).toMatchObject({
      tone: "warning",
      icon: "fr-icon-warning-fill",
      title: "Entrée refusée",
      message: `Paiement en attente${NBSP}: billet non valable à l’entrée.`,
    });
  });

  it.each([
    ["wrong_session", checkInMessages.wrong_session(`mardi 22 juin à 20${NBSP}h`)],
    ["session_over", checkInMessages.session_over(`samedi 5 juin à 20${NBSP}h`)],
  ] as const)(
    "refuses a %s ticket in red, its message naming the ticket's session once",
    (result, message) => {
      const shown = presentCheckIn({ result, message, attendee, checked_session: null });
      expect(shown).toEqual({
        tone: "error",
        icon: "fr-icon-close-circle-fill",
        title: "Entrée refusée",
        message,
        details: ["Louise Michel", `2${NBSP}places`],
      });
    },
  );

  it("says when the check itself failed", () => {
    expect(presentFailure("Impossible de joindre le serveur.")).toMatchObject({
      tone: "error",
      title: "Vérification impossible",
      message: "Impossible de joindre le serveur.",
    });
  });
});

describe("the session the door checks", () => {
  const base: AttendeeSession = {
    id: 0,
    event_id: 5,
    starts_at: "",
    ends_at: null,
    capacity: 40,
    places_taken: 12,
    places_left: 28,
    waitlist_places: 0,
    state: "open",
    cancelled_at: null,
    registrations: 6,
    waitlist_entries: 0,
    checked_in_places: 0,
  };
  const over = {
    ...base,
    id: 1,
    starts_at: "2027-06-05T20:00:00+02:00",
    ends_at: "2027-06-05T22:00:00+02:00",
  };
  const tonight = {
    ...base,
    id: 2,
    starts_at: "2027-06-12T20:00:00+02:00",
    ends_at: "2027-06-12T22:00:00+02:00",
  };
  const cancelled = {
    ...base,
    id: 4,
    starts_at: "2027-06-15T20:00:00+02:00",
    state: "cancelled" as const,
    cancelled_at: "2027-06-01T09:00:00+02:00",
  };
  const later = { ...base, id: 3, starts_at: "2027-06-22T20:00:00+02:00" };
  const sessions = [over, tonight, cancelled, later];
  const at = (iso: string) => new Date(iso);

  it("keeps the session asked for when it is the event's, else takes the one under way or the next", () => {
    expect(chosenSessionId(sessions, 3, at("2027-06-12T19:30:00+02:00"))).toBe(3);
    expect(chosenSessionId(sessions, 99, at("2027-06-12T19:30:00+02:00"))).toBe(2);
    expect(chosenSessionId(sessions, null, at("2027-06-12T21:00:00+02:00"))).toBe(2);
    // The cancelled session of the 15th is never the default.
    expect(chosenSessionId(sessions, null, at("2027-06-13T10:00:00+02:00"))).toBe(3);
    // All over: the last one, so the door still shows its figures.
    expect(chosenSessionId(sessions, null, at("2027-07-01T10:00:00+02:00"))).toBe(3);
    expect(chosenSessionId([], null, at("2027-07-01T10:00:00+02:00"))).toBeNull();
  });

  it("names each choice by its date and time in French, and says which are over or cancelled", () => {
    const now = at("2027-06-12T19:30:00+02:00");
    expect(sessionChoiceLabel(tonight, now)).toBe(`Samedi 12 juin 2027 à 20${NBSP}h`);
    expect(sessionChoiceLabel(over, now)).toBe(`Samedi 5 juin 2027 à 20${NBSP}h (terminée)`);
    expect(sessionChoiceLabel(cancelled, now)).toBe(`Mardi 15 juin 2027 à 20${NBSP}h (annulée)`);
  });
});
