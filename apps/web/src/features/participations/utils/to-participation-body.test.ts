import { CARD_FIELDS, participationBodySchema } from "@culture-patrimoine/contract/schemas/participation";
import { describe, expect, it } from "vitest";
import { toParticipationBody } from "./to-participation-body.ts";

const form = {
  prenom: "Camille",
  nom: "Durand",
  email: "camille@example.fr",
  telephone: "0612345678",
  nombre_places: 2,
  demandes_speciales: null,
  motivation: "J'aime l'orgue.",
  // What the validated form also holds: it must never reach the body.
  nom_carte: "CAMILLE DURAND",
  numero_carte: "4111111111111111",
  date_expiration: "12/30",
  cvv: "123",
};

describe("toParticipationBody", () => {
  it("keeps the participant's fields and adds the event", () => {
    expect(toParticipationBody(form, 7)).toEqual({
      prenom: "Camille",
      nom: "Durand",
      email: "camille@example.fr",
      telephone: "0612345678",
      nombre_places: 2,
      demandes_speciales: null,
      motivation: "J'aime l'orgue.",
      event_id: 7,
    });
  });

  it("drops every card field, even when the form holds them", () => {
    const body = toParticipationBody(form, 7);
    for (const field of CARD_FIELDS) expect(body).not.toHaveProperty(field);
    expect(JSON.stringify(body)).not.toContain("4111");
    expect(JSON.stringify(body)).not.toContain('123"');
  });

  it("gives a body the API accepts (the API refuses any card field)", () => {
    expect(participationBodySchema.safeParse(toParticipationBody(form, 7)).success).toBe(true);
  });
});
