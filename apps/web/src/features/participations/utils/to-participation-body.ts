import type { ParticipationBodyInput } from "@culture-patrimoine/contract/schemas/participation";

/** The participant's part of the registration form, as validated (card fields may be there too). */
export interface ParticipantValues {
  prenom: string;
  nom: string;
  email: string;
  telephone: string;
  nombre_places: number;
  demandes_speciales: string | null;
  motivation: string;
}

/**
 * The body of POST /api/participations. Fields are picked one by one, so the card fields of the
 * form (name, number, expiry, CVV) can never reach the server, whatever the form holds.
 */
export function toParticipationBody(form: ParticipantValues, eventId: number): ParticipationBodyInput {
  return {
    prenom: form.prenom,
    nom: form.nom,
    email: form.email,
    telephone: form.telephone,
    nombre_places: form.nombre_places,
    demandes_speciales: form.demandes_speciales,
    motivation: form.motivation,
    event_id: eventId,
  };
}
