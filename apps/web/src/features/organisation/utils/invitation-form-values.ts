import type { InvitationBody } from "@culture-patrimoine/contract/schemas/organisation";

/** The invitation form: an address and a role still unchosen (the radio buttons start empty). */
export interface InvitationFormValues {
  email: string;
  role: string;
}

export const emptyInvitationValues: InvitationFormValues = { email: "", role: "" };

/**
 * The request body; the contract's schema (the server's) checks it, trims and lowercases the
 * address and refuses an empty role with its own message.
 */
export function toInvitationBody(values: InvitationFormValues): {
  email: string;
  role: InvitationBody["role"];
} {
  // The radio buttons hold a string; the schema refuses any that is not a role, with its message.
  return { email: values.email, role: values.role as InvitationBody["role"] };
}
