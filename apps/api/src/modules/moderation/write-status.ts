import type { ModerationPolicy, ModerationStatus } from "@culture-patrimoine/contract/constants";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { statusOnCreate, statusOnEdit } from "./publication.ts";

// The moderation state a write stores. The owner's verification is read inside the write's own
// transaction, so an item written while an administrator verifies its owner gets one of the two
// states, never a mix of an old verification and a new row (publication.ts holds the policy).

async function verificationOf(tx: Database, userId: number) {
  const [owner] = await tx
    .select({ verification_status: users.verification_status })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return owner?.verification_status ?? null;
}

/** A new event, route, site or venue of `ownerId`. */
export async function moderationOnCreate(
  tx: Database,
  policy: ModerationPolicy,
  ownerId: number,
): Promise<ModerationStatus> {
  return statusOnCreate(policy, await verificationOf(tx, ownerId));
}

/** An edit by its owner of an item now in `current`. */
export async function moderationOnEdit(
  tx: Database,
  policy: ModerationPolicy,
  ownerId: number,
  current: ModerationStatus,
): Promise<ModerationStatus> {
  return statusOnEdit(current, policy, await verificationOf(tx, ownerId));
}
