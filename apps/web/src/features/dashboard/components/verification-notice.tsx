import { Alert } from "@codegouvfr/react-dsfr/Alert";
import type { VerificationStatus } from "@culture-patrimoine/contract/constants";
import { organiserIdentityMessages as t } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { Link } from "react-router";

/**
 * An organiser not verified yet (issue 29) reads why its content waits: « en cours de
 * vérification », or refused with the administration's reason and the way to complete its SIRET or
 * RNA. Nothing once verified.
 */
export function VerificationNotice({
  userId,
  status,
  reason,
}: {
  userId: number;
  status: VerificationStatus;
  reason: string | null;
}) {
  if (status === "verified") return null;
  if (status === "pending") {
    return (
      <Alert
        className="fr-mb-4w"
        severity="info"
        as="h2"
        title={t.verificationPendingTitle}
        description={t.verificationPendingText}
      />
    );
  }
  return (
    <Alert
      className="fr-mb-4w"
      severity="warning"
      as="h2"
      title={t.verificationRefusedTitle}
      description={
        <>
          <p className="fr-mb-2w">{t.verificationRefusedText}</p>
          {reason ? (
            <p className="fr-mb-2w">
              <strong>{t.verificationReason}</strong> {reason}
            </p>
          ) : null}
          <Link
            className="fr-link fr-icon-arrow-right-line fr-link--icon-right"
            to={paths.settings.getHref(userId)}
          >
            {t.verificationLink}
          </Link>
        </>
      }
    />
  );
}
