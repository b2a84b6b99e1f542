import type { OrganisationRole } from "@culture-patrimoine/contract/constants";
import { organisationMessages } from "@culture-patrimoine/contract/messages";
import { ForbiddenError } from "../errors.ts";
import type { AuthContext } from "./sessions.ts";

// Who may act on an organisation's content (issue 30, docs/decisions/049): the members of the
// organisation the session acts for, by role. The organisation is taken from the session, never
// from a body; `user_id` on a row only says who created it.

/** What a member does: edit the programme, welcome visitors at the door, manage the members. */
export type OrganisationAction = "content" | "door" | "members";

const ROLES_ALLOWED: Record<OrganisationAction, readonly OrganisationRole[]> = {
  content: ["responsable", "editeur"],
  door: ["responsable", "editeur", "accueil"],
  members: ["responsable"],
};

/** Whether the session's role allows the action (pure; the pages hide what this refuses). */
export function mayAct(role: OrganisationRole, action: OrganisationAction): boolean {
  return ROLES_ALLOWED[action].includes(role);
}

function refusal(role: OrganisationRole, action: OrganisationAction): string {
  if (action === "members") return organisationMessages.membersForbidden;
  return organisationMessages.contentForbidden(role);
}

/**
 * The organisation the session acts for, when its role allows the action: a new item belongs to
 * it. 403 when the account acts for none, or its role does not allow the action.
 */
export function actingOrganisationId(auth: AuthContext, action: OrganisationAction = "content"): number {
  const acting = auth.organisation;
  if (acting === null) throw new ForbiddenError(organisationMessages.noOrganisation);
  if (!mayAct(acting.role, action)) throw new ForbiddenError(refusal(acting.role, action));
  return acting.id;
}

/** An item of `organisationId` may be acted on by this session: 403 otherwise. */
export function assertMember(
  organisationId: number,
  auth: AuthContext,
  action: OrganisationAction = "content",
): void {
  const acting = auth.organisation;
  if (acting === null || acting.id !== organisationId) throw new ForbiddenError();
  if (!mayAct(acting.role, action)) throw new ForbiddenError(refusal(acting.role, action));
}

/** Whether the session may see an organisation's items that are not public (its previews and own lists). */
export function isMemberOf(organisationId: number, auth: AuthContext | null): boolean {
  return auth?.organisation?.id === organisationId;
}

/**
 * The organisation behind `GET /api/{events,lieux,parcours,sites}/user/{userId}` (SPEC): a user reads
 * only their own list (403 otherwise), which since issue 30 lists their organisation's items, whoever
 * of its members created them; any role reads it (the door starts from the organisation's events).
 * An account acting for no organisation reads an empty list, as a participant did before: 0 is
 * never an id.
 */
export function ownListOrganisationId(userId: number, auth: AuthContext): number {
  if (userId !== auth.user.id) throw new ForbiddenError();
  return auth.organisation?.id ?? 0;
}
