import { checkInMessages } from "@culture-patrimoine/contract/messages";
import type { CheckInResponse } from "@culture-patrimoine/contract/schemas/attendees";
import { describe, expect, it } from "vitest";
import { chooseDecoder, createCodeGate, presentCheckIn, presentFailure } from "./scan-logic.ts";

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
    const shown = presentCheckIn({ result: "checked_in", message: checkInMessages.checked_in, attendee });
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
      });
      expect(shown.tone).toBe("error");
      expect(shown.icon).toBe("fr-icon-close-circle-fill");
      expect(shown.title).toBe("Entrée refusée");
      expect(shown.message).toBe(checkInMessages[result]);
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
