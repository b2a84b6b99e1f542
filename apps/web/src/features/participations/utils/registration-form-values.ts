import { bookingMessages } from "@culture-patrimoine/contract/messages";
import { createParticipationFormSchema } from "@culture-patrimoine/contract/schemas/participation";
import type { Resolver } from "react-hook-form";
import { bodyResolver } from "../../../lib/body-resolver.ts";
import type { ParticipantValues } from "./to-participation-body.ts";

/** What the inputs hold: text everywhere, places as the select's "1".."4", the session's id. */
export interface RegistrationFormValues {
  prenom: string;
  nom: string;
  email: string;
  telephone: string;
  nombre_places: string;
  demandes_speciales: string;
  motivation: string;
  /** The chosen session's id ("" until chosen, when the event has several). */
  session_id: string;
}

export const registrationFields = [
  "prenom",
  "nom",
  "email",
  "telephone",
  "nombre_places",
  "demandes_speciales",
  "motivation",
  "session_id",
] as const satisfies readonly (keyof RegistrationFormValues)[];

export interface RegistrantProfile {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string | null;
}

/** An empty form, or one filled from the member's account; the session given by the page. */
export function registrationDefaults(
  profile: RegistrantProfile | null,
  sessionId: number | null = null,
): RegistrationFormValues {
  return {
    prenom: profile?.first_name ?? "",
    nom: profile?.last_name ?? "",
    email: profile?.email ?? "",
    telephone: profile?.phone ?? "",
    nombre_places: "1",
    demandes_speciales: "",
    motivation: "",
    session_id: sessionId === null ? "" : String(sessionId),
  };
}

const identity = (values: RegistrationFormValues) => values;

// No card is ever asked: a paid event is paid at the venue or, online, on the payment provider's
// page after registering (here a demonstration), never in this form.
const participantSchema = createParticipationFormSchema().omit({
  nom_carte: true,
  numero_carte: true,
  date_expiration: true,
  cvv: true,
});

/**
 * The contract's participant rules, run in the browser, and the session: required when the event
 * offers several (the server would answer bookingMessages.sessionRequired).
 */
export function registrationResolver(
  sessionRequired: boolean,
): Resolver<RegistrationFormValues, unknown, ParticipantValues> {
  return bodyResolver(participantSchema, identity, {
    formIssues: (values) =>
      sessionRequired && values.session_id === ""
        ? [{ path: "session_id", message: bookingMessages.sessionRequired }]
        : [],
  });
}
