import type { PublicUser, UserUpdateInput } from "@culture-patrimoine/contract/schemas/user";
import { currentPasswordFor } from "./email-change.ts";

/**
 * The account's one form, at /profile and /settings/{id} alike (SPEC §2, issue 33): the API's own
 * field names, all as typed text.
 */
export interface SettingsFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  organization: string;
  siret: string;
  /** An association's RNA number, instead of a SIRET (issue 29). */
  rna: string;
  description: string;
  /** Shown once the address is edited: with it, the new address is saved at once. */
  current_password: string;
}

export const settingsFields = [
  "first_name",
  "last_name",
  "email",
  "phone",
  "address",
  "city",
  "organization",
  "siret",
  "rna",
  "description",
  "current_password",
] as const satisfies readonly (keyof SettingsFormValues)[];

export function toSettingsFormValues(user: PublicUser): SettingsFormValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone ?? "",
    address: user.address ?? "",
    city: user.city ?? "",
    organization: user.organization ?? "",
    siret: user.siret ?? "",
    rna: user.rna ?? "",
    description: user.description ?? "",
    current_password: "",
  };
}

/**
 * Every field is sent: the form shows them all, so an emptied field means "remove it" (the API
 * turns a blank optional field into null). The current password goes only with a new address.
 */
export function toSettingsBody(values: SettingsFormValues, currentEmail: string): UserUpdateInput {
  const { current_password, ...fields } = values;
  return { ...fields, ...currentPasswordFor(values.email, currentEmail, current_password) };
}
