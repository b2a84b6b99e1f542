import { createParticipationFormSchema } from "@culture-patrimoine/contract/schemas/participation";
import type { Resolver } from "react-hook-form";
import { bodyResolver } from "../../../lib/body-resolver.ts";
import type { ParticipantValues } from "./to-participation-body.ts";

/** What the inputs hold: text everywhere, the number of places as the select's "1".."4". */
export interface RegistrationFormValues {
  prenom: string;
  nom: string;
  email: string;
  telephone: string;
  nombre_places: string;
  demandes_speciales: string;
  motivation: string;
  nom_carte: string;
  numero_carte: string;
  date_expiration: string;
  cvv: string;
}

export const registrationFields = [
  "prenom",
  "nom",
  "email",
  "telephone",
  "nombre_places",
  "demandes_speciales",
  "motivation",
  "nom_carte",
  "numero_carte",
  "date_expiration",
  "cvv",
] as const satisfies readonly (keyof RegistrationFormValues)[];

export interface RegistrantProfile {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string | null;
}

/** An empty form, or one filled from the member's account (card fields always start empty). */
export function registrationDefaults(profile: RegistrantProfile | null): RegistrationFormValues {
  return {
    prenom: profile?.first_name ?? "",
    nom: profile?.last_name ?? "",
    email: profile?.email ?? "",
    telephone: profile?.phone ?? "",
    nombre_places: "1",
    demandes_speciales: "",
    motivation: "",
    nom_carte: "",
    numero_carte: "",
    date_expiration: "",
    cvv: "",
  };
}

const identity = (values: RegistrationFormValues) => values;

/**
 * The contract's rules, run in the browser: participant fields and card fields (Luhn key, MM/AA not
 * past, 3 or 4 digit CVV). A free event takes no payment, so it asks for no card at all.
 */
export function registrationResolver(
  free: boolean,
  now: () => Date = () => new Date(),
): Resolver<RegistrationFormValues, unknown, ParticipantValues> {
  const schema = createParticipationFormSchema(now);
  if (!free) return bodyResolver(schema, identity);
  const withoutCard = schema.omit({ nom_carte: true, numero_carte: true, date_expiration: true, cvv: true });
  return bodyResolver(withoutCard, identity);
}
