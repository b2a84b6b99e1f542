import type { ModerationStatus } from "@culture-patrimoine/contract/constants";
import { moderationMessages } from "@culture-patrimoine/contract/messages";

/** The DSFR badge of each state (issue 29). */
const badgeOf: Record<ModerationStatus, string> = {
  published: "fr-badge--success",
  pending: "fr-badge--info",
  refused: "fr-badge--error",
  unpublished: "fr-badge--warning",
};

/**
 * An item's state: in its owner's lists only when the public does not see it (nothing when
 * published); in the administration always (`always`).
 */
export function ModerationBadge({ status, always = false }: { status: ModerationStatus; always?: boolean }) {
  if (status === "published" && !always) return null;
  return (
    <p className={`fr-badge fr-badge--sm fr-badge--no-icon ${badgeOf[status]}`}>
      {moderationMessages.status[status]}
    </p>
  );
}
