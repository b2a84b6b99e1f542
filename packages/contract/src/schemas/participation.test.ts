import { describe, expect, it } from "vitest";
import { LIST_UNPAGED_CAP } from "../constants.ts";
import { validationMessages as m } from "../messages.ts";
import { issuesOf, messageAt, parseOk } from "../test-helpers.ts";
import {
  createParticipationFormSchema,
  createPaymentCardSchema,
  hasValidLuhnKey,
  participationBodySchema,
  participationListQuerySchema,
  participationSchema,
} from "./participation.ts";

const validBody = {
  prenom: "Camille",
  nom: "Durand",
  email: "camille.durand@example.fr",
  telephone: "06 12 34 56 78",
  nombre_places: 2,
  demandes_speciales: "Accès en fauteuil roulant",
  motivation: "Passionnée d'art roman",
  event_id: 7,
};

/** Appends the Luhn check digit to `body`, to build valid numbers of any length. */
function withLuhnKey(body: string): string {
  for (let key = 0; key <= 9; key++) {
    if (hasValidLuhnKey(`${body}${key}`)) return `${body}${key}`;
  }
  throw new Error("unreachable");
}

describe("participationBodySchema", () => {
  it("accepts a registration; without session and waiting list, as a SPEC client sends it", () => {
    expect(parseOk(participationBodySchema, validBody)).toEqual({ ...validBody, join_waitlist: false });
    expect(parseOk(participationBodySchema, { ...validBody, session_id: "12", join_waitlist: true })).toEqual(
      {
        ...validBody,
        session_id: 12,
        join_waitlist: true,
      },
    );
  });

  it("accepts 1 to 4 places, as numbers or strings", () => {
    for (const places of [1, 4, "1", "4"]) {
      expect(parseOk(participationBodySchema, { ...validBody, nombre_places: places }).nombre_places).toBe(
        Number(places),
      );
    }
  });

  it("refuses 0, 5, fractions and missing places with SPEC's range message", () => {
    for (const places of [0, 5, "0", "5", 1.5, "deux", "", undefined, null]) {
      expect(
        messageAt(participationBodySchema, { ...validBody, nombre_places: places }, "nombre_places"),
      ).toBe(m.placesRange);
    }
  });

  it("gives each required field its own message", () => {
    expect(issuesOf(participationBodySchema, {})).toEqual({
      prenom: [m.participantFirstNameRequired],
      nom: [m.participantLastNameRequired],
      email: [m.emailInvalid],
      telephone: [m.participantPhoneRequired],
      nombre_places: [m.placesRange],
      motivation: [m.participantMotivationRequired],
      event_id: [m.participationEventRequired],
    });
  });

  it("checks the email and the phone number", () => {
    expect(messageAt(participationBodySchema, { ...validBody, email: "camille@" }, "email")).toBe(
      m.emailInvalid,
    );
    expect(messageAt(participationBodySchema, { ...validBody, telephone: "06 12 34" }, "telephone")).toBe(
      m.phoneInvalid,
    );
  });

  it("makes special requests optional", () => {
    const parsed = parseOk(participationBodySchema, { ...validBody, demandes_speciales: "" });
    expect(parsed.demandes_speciales).toBeNull();
  });

  it("drops the amount, the payment status and the user: the server decides them", () => {
    const parsed = parseOk(participationBodySchema, {
      ...validBody,
      montant_paye: 0,
      payment_status: "paid",
      user_id: 1,
      id: 3,
      ticket_code: "forged",
    });
    for (const field of ["montant_paye", "payment_status", "user_id", "id", "ticket_code"]) {
      expect(parsed).not.toHaveProperty(field);
    }
  });

  it("refuses any card field, one issue per field", () => {
    expect(issuesOf(participationBodySchema, { ...validBody, numero_carte: "4111111111111111" })).toEqual({
      numero_carte: [m.cardDataRefused],
    });
    const allCardFields = { nom_carte: "C D", numero_carte: "", date_expiration: "12/30", cvv: "123" };
    expect(issuesOf(participationBodySchema, { ...validBody, ...allCardFields })).toEqual({
      nom_carte: [m.cardDataRefused],
      numero_carte: [m.cardDataRefused],
      date_expiration: [m.cardDataRefused],
      cvv: [m.cardDataRefused],
    });
  });

  it("refuses a 100 KB motivation", () => {
    expect(
      messageAt(participationBodySchema, { ...validBody, motivation: "a".repeat(100_000) }, "motivation"),
    ).toBe(m.tooLong);
  });
});

describe("participation answers", () => {
  const participation = {
    id: 1,
    nom: "Durand",
    prenom: "Camille",
    email: "camille.durand@example.fr",
    telephone: "0612345678",
    nombre_places: 2,
    demandes_speciales: null,
    motivation: "Art roman",
    montant_paye: 24,
    payment_status: "paid",
    user_id: null,
    event_id: 7,
    ticket_code: "T-7-1-abc",
    created_at: "2025-01-01T00:00:00.000Z",
    session_id: 3,
    session: { id: 3, starts_at: "2025-07-01T10:00:00+02:00", ends_at: null, cancelled_at: null },
    status: "confirmed",
    payment_mode: "on_site",
    waitlist_position: null,
    promoted_at: null,
    cancelled_at: null,
    cancelled_by: null,
    checked_in_at: null,
    cancellable_until: "2025-06-29T10:00:00+02:00",
    payment_due_at: null,
  };

  it("describes a registration with or without its event", () => {
    expect(parseOk(participationSchema, participation)).toEqual(participation);
    const Event = { id: 7, title: "Vézelay", date_start: "2025-07-01T08:00:00.000Z", date_end: null };
    expect(parseOk(participationSchema, { ...participation, user_id: 3, Event }).Event).toEqual(Event);
  });

  it("filters the list by user", () => {
    expect(parseOk(participationListQuerySchema, { user_id: "3" })).toEqual({
      limit: LIST_UNPAGED_CAP,
      offset: 0,
      user_id: 3,
    });
  });
});

describe("hasValidLuhnKey", () => {
  it("checks the key of well-known test numbers", () => {
    expect(hasValidLuhnKey("4111111111111111")).toBe(true);
    expect(hasValidLuhnKey("378282246310005")).toBe(true);
    expect(hasValidLuhnKey("4111111111111112")).toBe(false);
    expect(hasValidLuhnKey("4111a11111111111")).toBe(false);
  });
});

describe("paymentCardSchema", () => {
  const june2025 = () => new Date(2025, 5, 15);
  const cardSchema = createPaymentCardSchema(june2025);
  const validCard = {
    nom_carte: "CAMILLE DURAND",
    numero_carte: "4111 1111 1111 1111",
    date_expiration: "12/27",
    cvv: "123",
  };

  it("accepts a valid card and keeps only the digits of its number", () => {
    expect(parseOk(cardSchema, validCard)).toEqual({ ...validCard, numero_carte: "4111111111111111" });
  });

  it("needs the four fields", () => {
    expect(issuesOf(cardSchema, {})).toEqual({
      nom_carte: [m.cardNameRequired],
      numero_carte: [m.cardNumberInvalid],
      date_expiration: [m.cardExpiryInvalid],
      cvv: [m.cardCvvInvalid],
    });
  });

  it("accepts 13 to 19 digits with a valid Luhn key", () => {
    for (const length of [13, 19]) {
      const number = withLuhnKey("4".padEnd(length - 1, "0"));
      expect(parseOk(cardSchema, { ...validCard, numero_carte: number }).numero_carte).toHaveLength(length);
    }
    for (const length of [12, 20]) {
      const number = withLuhnKey("4".padEnd(length - 1, "0"));
      expect(messageAt(cardSchema, { ...validCard, numero_carte: number }, "numero_carte")).toBe(
        m.cardNumberInvalid,
      );
    }
    expect(messageAt(cardSchema, { ...validCard, numero_carte: "4111 1111 1111 1112" }, "numero_carte")).toBe(
      m.cardNumberInvalid,
    );
  });

  it("accepts the current month and refuses a past one", () => {
    expect(
      messageAt(cardSchema, { ...validCard, date_expiration: "06/25" }, "date_expiration"),
    ).toBeUndefined();
    expect(messageAt(cardSchema, { ...validCard, date_expiration: "05/25" }, "date_expiration")).toBe(
      m.cardExpired,
    );
    expect(messageAt(cardSchema, { ...validCard, date_expiration: "12/24" }, "date_expiration")).toBe(
      m.cardExpired,
    );
  });

  it("refuses an expiry that is not MM/AA", () => {
    for (const expiry of ["13/26", "00/26", "6/26", "06/2026", "0626", ""]) {
      expect(
        messageAt(cardSchema, { ...validCard, date_expiration: expiry }, "date_expiration"),
        expiry,
      ).toBe(m.cardExpiryInvalid);
    }
  });

  it("accepts a CVV of 3 or 4 digits only", () => {
    expect(messageAt(cardSchema, { ...validCard, cvv: "1234" }, "cvv")).toBeUndefined();
    for (const cvv of ["12", "12345", "12a"]) {
      expect(messageAt(cardSchema, { ...validCard, cvv }, "cvv")).toBe(m.cardCvvInvalid);
    }
  });
});

describe("participationFormSchema", () => {
  it("checks the participant and the card together, without the event", () => {
    const formSchema = createParticipationFormSchema(() => new Date(2025, 5, 15));
    const { event_id: _eventId, ...participant } = validBody;
    const card = { nom_carte: "C D", numero_carte: "4111111111111111", date_expiration: "01/30", cvv: "123" };
    expect(parseOk(formSchema, { ...participant, ...card })).toEqual({ ...participant, ...card });
    expect(issuesOf(formSchema, { ...participant, nombre_places: "5", cvv: "1" })).toEqual({
      nombre_places: [m.placesRange],
      nom_carte: [m.cardNameRequired],
      numero_carte: [m.cardNumberInvalid],
      date_expiration: [m.cardExpiryInvalid],
      cvv: [m.cardCvvInvalid],
    });
  });
});
