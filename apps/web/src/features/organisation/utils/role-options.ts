import { ORGANISATION_ROLES, type OrganisationRole } from "@culture-patrimoine/contract/constants";
import { organisationRoleDescriptions, organisationRoleLabels } from "@culture-patrimoine/contract/messages";

/** The roles as radio buttons, each with what it may do: the invitation form says it before sending. */
export function roleRadioOptions(): { value: OrganisationRole; label: string; hint: string }[] {
  return ORGANISATION_ROLES.map((role) => ({
    value: role,
    label: organisationRoleLabels[role],
    hint: organisationRoleDescriptions[role],
  }));
}

/** The roles as the choices of a member's role select. */
export function roleSelectOptions(): { value: OrganisationRole; label: string }[] {
  return ORGANISATION_ROLES.map((role) => ({ value: role, label: organisationRoleLabels[role] }));
}

/** A select's value as a role, or null for anything else (the select holds strings). */
export function toRole(value: string): OrganisationRole | null {
  return (ORGANISATION_ROLES as readonly string[]).includes(value) ? (value as OrganisationRole) : null;
}
