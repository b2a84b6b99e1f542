import { ForbiddenError, NotFoundError } from "../../errors.ts";
import { isMemberOf } from "../../lib/ownership.ts";
import type { AuthContext } from "../../lib/sessions.ts";

/** What a preview needs to know of its item: whose it is, and whether the public sees it. */
export interface PreviewedItem {
  organisation_id: number;
  moderation_status: string;
  owner_suspended: boolean;
}

/**
 * Who may read an item through its preview: the members of the organisation that owns it (any
 * role: reading is not editing; issue 30) and the administrators. Anyone else gets
 * 403 for an item the public sees anyway (its edit form then says « not yours »), and for one the
 * public does not see, the same 404 as for an unknown id, so that its existence is not told.
 */
export function assertCanPreview(item: PreviewedItem, auth: AuthContext, notFound: string): void {
  if (isMemberOf(item.organisation_id, auth) || auth.user.role === "administrateur") return;
  if (item.moderation_status === "published" && !item.owner_suspended) throw new ForbiddenError();
  throw new NotFoundError(notFound);
}
