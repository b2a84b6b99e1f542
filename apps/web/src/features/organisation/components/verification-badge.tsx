import type { VerificationStatus } from "@culture-patrimoine/contract/constants";
import { organisationPageMessages as m } from "@culture-patrimoine/contract/messages";

const severity: Record<VerificationStatus, string> = {
  verified: "fr-badge--success",
  pending: "fr-badge--new",
  refused: "fr-badge--error",
};

/** The organisation's verification by the administration (issue 29), in words, never colour alone. */
export function VerificationBadge({ status }: { status: VerificationStatus }) {
  return <span className={`fr-badge ${severity[status]}`}>{m.verification[status]}</span>;
}
