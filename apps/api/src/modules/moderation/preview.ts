import { NotFoundError } from "../../errors.ts";
import type { AuthContext } from "../../lib/sessions.ts";

/**
 * Who may read an item the public may not see (its preview): its owner and the administrators.
 * Anyone else gets the same 404 as for an unknown id, so that a hidden item's existence is not told.
 */
export function assertCanPreview(ownerId: number, auth: AuthContext, notFound: string): void {
  if (auth.user.id !== ownerId && auth.user.role !== "administrateur") throw new NotFoundError(notFound);
}
