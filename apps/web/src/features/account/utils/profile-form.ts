import type { Role } from "@culture-patrimoine/contract/constants";
import type { PublicUser, UserUpdateInput } from "@culture-patrimoine/contract/schemas/user";
import { joinFullName, splitFullName } from "../../../lib/person-name.ts";
import { currentPasswordFor } from "./email-change.ts";

/** The Profil tab of /profile (SPEC §2). The account type is shown but cannot be changed. */
export interface ProfileFormValues {
  name: string;
  email: string;
  phone: string;
  city: string;
  organization: string;
  siret: string;
  /** Shown once the address is edited: with it, the new address is saved at once. */
  current_password: string;
}

export const profileFields = [
  "name",
  "email",
  "phone",
  "city",
  "organization",
  "siret",
  "current_password",
] as const satisfies readonly (keyof ProfileFormValues)[];

export function toProfileFormValues(user: PublicUser): ProfileFormValues {
  return {
    name: joinFullName(user.first_name, user.last_name),
    email: user.email,
    phone: user.phone ?? "",
    city: user.city ?? "",
    organization: user.organization ?? "",
    siret: user.siret ?? "",
    current_password: "",
  };
}

/**
 * Only the fields the tab shows are sent, so the address and description kept in Paramètres stay
 * untouched; a participant's form has no organisation or SIRET.
 */
export function toProfileBody(values: ProfileFormValues, role: Role, currentEmail: string): UserUpdateInput {
  return {
    ...splitFullName(values.name),
    email: values.email,
    ...currentPasswordFor(values.email, currentEmail, values.current_password),
    phone: values.phone,
    city: values.city,
    ...(role === "professionnel" ? { organization: values.organization, siret: values.siret } : {}),
  };
}
