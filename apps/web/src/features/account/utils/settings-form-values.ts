import type { PublicUser, UserUpdateInput } from "@culture-patrimoine/contract/schemas/user";

/** The /settings/{id} form (SPEC §2): the API's own field names, all as typed text. */
export interface SettingsFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  organization: string;
  siret: string;
  description: string;
}

export const settingsFields = [
  "first_name",
  "last_name",
  "email",
  "phone",
  "address",
  "organization",
  "siret",
  "description",
] as const satisfies readonly (keyof SettingsFormValues)[];

export function toSettingsFormValues(user: PublicUser): SettingsFormValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone ?? "",
    address: user.address ?? "",
    organization: user.organization ?? "",
    siret: user.siret ?? "",
    description: user.description ?? "",
  };
}

/**
 * Every field is sent: the form shows them all, so an emptied field means "remove it" (the API
 * turns a blank optional field into null).
 */
export function toSettingsBody(values: SettingsFormValues): UserUpdateInput {
  return { ...values };
}
