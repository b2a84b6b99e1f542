import type { ParticipationBodyInput } from "@culture-patrimoine/contract/schemas/participation";

/** The participant's part of the registration form, as validated. */
export interface ParticipantValues {
  prenom: string;
  nom: string;
  email: string;
  telephone: string;
  nombre_places: number;
  demandes_speciales: string | null;
  motivation: string;
}

export interface BookingChoice {
  /** The session; left out, the server takes the event's only upcoming one. */
  sessionId?: number | null;
  /** The session is full and the visitor chose to wait for places. */
  joinWaitlist?: boolean;
}

/**
 * The body of POST /api/participations. Fields are picked one by one, so nothing else the page
 * holds (least of all card data) can reach the server.
 */
export function toParticipationBody(
  form: ParticipantValues,
  eventId: number,
  { sessionId = null, joinWaitlist = false }: BookingChoice = {},
): ParticipationBodyInput {
  return {
    prenom: form.prenom,
    nom: form.nom,
    email: form.email,
    telephone: form.telephone,
    nombre_places: form.nombre_places,
    demandes_speciales: form.demandes_speciales,
    motivation: form.motivation,
    event_id: eventId,
    ...(sessionId === null ? {} : { session_id: sessionId }),
    ...(joinWaitlist ? { join_waitlist: true } : {}),
  };
}
