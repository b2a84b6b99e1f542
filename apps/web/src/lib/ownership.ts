import type { OrganisationRole } from "@culture-patrimoine/contract/constants";
import type { OrganisationSummary } from "@culture-patrimoine/contract/schemas/organisation";

// What the pages show a member of an organisation (issue 30, decision 049): the same rule as the
// server's (apps/api/src/lib/ownership.ts), which decides anyway. A page hides or disables what the
// member's role does not allow, and says why.

/** What a member does: edit the programme, welcome visitors at the door, manage the members. */
export type OrganisationAction = "content" | "door" | "members";

const ROLES_ALLOWED: Record<OrganisationAction, readonly OrganisationRole[]> = {
  content: ["responsable", "editeur"],
  door: ["responsable", "editeur", "accueil"],
  members: ["responsable"],
};

/** Whether the organisation the session acts for may do `action` (null: acts for none). */
export function mayAct(
  acting: Pick<OrganisationSummary, "role"> | null | undefined,
  action: OrganisationAction,
) {
  return acting != null && ROLES_ALLOWED[action].includes(acting.role);
}

/**
 * Edit and delete buttons are shown to the members of the item's organisation whose role edits the
 * programme (DESIGN.md §5; issue 30): for a programme line, its event's organisation.
 */
export function canManage(
  acting: Pick<OrganisationSummary, "id" | "role"> | null | undefined,
  organisationId: number | null | undefined,
): boolean {
  return (
    acting != null && organisationId != null && acting.id === organisationId && mayAct(acting, "content")
  );
}
