import { ForbiddenError } from "../errors.ts";
import type { AuthContext } from "./sessions.ts";

/** Only the user who created a resource may change it (DESIGN.md §4); the owner is never taken from a body. */
export function assertOwner(ownerId: number, auth: AuthContext): void {
  if (ownerId !== auth.user.id) throw new ForbiddenError();
}
