import type { VerificationStatus } from "@culture-patrimoine/contract/constants";
import { organiserAdminMessages as m } from "@culture-patrimoine/contract/messages";
import type { OrganiserSummary } from "@culture-patrimoine/contract/schemas/organisers";

const badgeKind: Record<VerificationStatus, string> = {
  pending: "new",
  verified: "success",
  refused: "error",
};

/** The organiser's state as a DSFR badge (its colour backs the word, never replaces it). */
export function VerificationBadge({ status }: { status: VerificationStatus }) {
  return <p className={`fr-badge fr-badge--sm fr-badge--${badgeKind[status]}`}>{m.status[status]}</p>;
}

/** « SIRET 732… », « RNA W… », both, or a dash. */
export function identifierText(organiser: Pick<OrganiserSummary, "siret" | "rna">): string {
  const parts = [
    organiser.siret ? m.siret(organiser.siret) : null,
    organiser.rna ? m.rna(organiser.rna) : null,
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : m.noIdentifier;
}

/** What Sirene said, or why nothing was asked (an RNA alone is not in Sirene). */
export function sireneText(organiser: Pick<OrganiserSummary, "siret" | "identity_check">): string {
  if (organiser.identity_check) return m.sirene[organiser.identity_check.state] ?? m.none;
  return organiser.siret ? m.sireneNever : m.none;
}

export function personName(organiser: Pick<OrganiserSummary, "first_name" | "last_name">): string {
  return [organiser.first_name, organiser.last_name].filter(Boolean).join(" ");
}
