import type { Session } from "./session.ts";

/**
 * Edit and delete buttons are shown to the owner only (DESIGN.md §5): the member who created the
 * item, or for a programme line the organiser of its event. The server checks it again anyway.
 */
export function isOwner(session: Session | null, ownerId: number | null | undefined): boolean {
  return session !== null && ownerId !== null && ownerId !== undefined && session.user.id === ownerId;
}
