import type {
  ModerationPolicy,
  ModerationStatus,
  VerificationStatus,
} from "@culture-patrimoine/contract/constants";

// Where an organiser's new or edited content stands (issue 29, docs/decisions/047). Pure: the
// services read the owner's verification in the write's transaction and store what this answers.

/** Whether content by an owner in this state waits for an administrator under this policy. */
export function needsReview(policy: ModerationPolicy, owner: VerificationStatus | null): boolean {
  if (policy === "all") return true;
  if (policy === "none") return false;
  return owner !== "verified";
}

/** A new event, route, site or venue: published at once, or waiting for approval. */
export function statusOnCreate(policy: ModerationPolicy, owner: VerificationStatus | null): ModerationStatus {
  return needsReview(policy, owner) ? "pending" : "published";
}

/**
 * An edit by its owner. Refused or unpublished content goes back to the queue (the owner fixed
 * what the reason said; an administrator looks again); published content an administrator must
 * review goes back there too, so that approved content cannot be edited into something else.
 */
export function statusOnEdit(
  current: ModerationStatus,
  policy: ModerationPolicy,
  owner: VerificationStatus | null,
): ModerationStatus {
  if (current === "refused" || current === "unpublished" || current === "pending") return "pending";
  return needsReview(policy, owner) ? "pending" : "published";
}
