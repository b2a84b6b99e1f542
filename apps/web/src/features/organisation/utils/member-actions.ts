import type { Member } from "@culture-patrimoine/contract/schemas/organisation";

/** What the members' page offers on one member's row. */
export interface MemberActions {
  /** The role select and its save button. */
  changeRole: boolean;
  /** « Retirer », for someone else. */
  remove: boolean;
  /** « Quitter l’organisation », on one's own row. */
  leave: boolean;
}

/**
 * A responsable changes every role (their own too, once another responsable exists: the server
 * says LAST_RESPONSABLE otherwise) and removes the others; every member may leave. The server
 * decides anyway; the page only hides what it would refuse.
 */
export function memberActions(
  member: Pick<Member, "user_id">,
  { selfId, manages }: { selfId: number; manages: boolean },
): MemberActions {
  const self = member.user_id === selfId;
  return { changeRole: manages, remove: manages && !self, leave: self };
}
