import type { ModerationPolicy, ModerationStatus } from "@culture-patrimoine/contract/constants";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { organisations } from "../../db/schema.ts";
import { statusOnCreate, statusOnEdit } from "./publication.ts";

// The moderation state a write stores. The owning organisation's verification (issue 30: the
// verification of the organiser who founded it, decision 049) is read inside the write's own
// transaction, so an item written while an administrator verifies it gets one of the two states,
// never a mix of an old verification and a new row (publication.ts holds the policy).

async function verificationOf(tx: Database, organisationId: number) {
  const [owner] = await tx
    .select({ verification_status: organisations.verification_status })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  return owner?.verification_status ?? null;
}

/** A new event, route, site or venue of the organisation `ownerId`. */
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
