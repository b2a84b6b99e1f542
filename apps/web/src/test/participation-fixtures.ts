import type { ParticipationResponse } from "@culture-patrimoine/contract/schemas/participation";

/**
 * A registration as the API answers it: confirmed, on one session, to pay at the venue, neither
 * waiting, cancelled nor checked in, unless told otherwise. Tests give what they are about.
 */
export function participationFixture(overrides: Partial<ParticipationResponse> = {}): ParticipationResponse {
  const session = overrides.session ?? {
    id: overrides.session_id ?? 1,
    starts_at: "2030-06-14T20:30:00+02:00",
    ends_at: null,
    cancelled_at: null,
  };
  return {
    id: 1,
    nom: "Durand",
    prenom: "Camille",
    email: "camille@example.fr",
    telephone: "0612345678",
    nombre_places: 2,
    demandes_speciales: null,
    motivation: null,
    montant_paye: 0,
    payment_status: "on_site",
    user_id: null,
    event_id: 1,
    ticket_code: "ticket-1",
    created_at: "2030-06-01T10:00:00+02:00",
    session_id: session.id,
    session,
    status: "confirmed",
    payment_mode: "on_site",
    waitlist_position: null,
    promoted_at: null,
    cancelled_at: null,
    cancelled_by: null,
    checked_in_at: null,
    cancellable_until: new Date(Date.parse(session.starts_at) - 48 * 3_600_000).toISOString(),
    payment_due_at: null,
    ...overrides,
  };
}
