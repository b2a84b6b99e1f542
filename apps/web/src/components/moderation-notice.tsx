import type { ModerationStatus } from "@culture-patrimoine/contract/constants";
import { moderationMessages as m } from "@culture-patrimoine/contract/messages";

/**
 * Above an event, route, site or venue that the public does not see (issue 29): its owner and the
 * administrators read why, and what to do. Nothing for published content of an active account.
 */
export function ModerationNotice({
  status,
  reason,
  ownerSuspended = false,
}: {
  status: ModerationStatus;
  reason?: string | null;
  ownerSuspended?: boolean;
}) {
  if (status === "published" && !ownerSuspended) return null;
  const severity = status === "pending" ? "info" : "warning";
  return (
    <div className={`fr-alert fr-alert--${severity} fr-mb-3w`}>
      <h2 className="fr-alert__title">{m.noticeTitle[status]}</h2>
      <p>{status === "published" ? m.suspendedOwner : m.noticeText[status]}</p>
      {reason && status !== "pending" ? (
        <p>
          <strong>{m.reasonLabel}</strong> {reason}
        </p>
      ) : null}
    </div>
  );
}
