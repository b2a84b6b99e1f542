import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { dashboardMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { Link } from "react-router";

/**
 * An organiser who signed up through SPEC's payload has no SIRET yet. Nothing is blocked meanwhile
 * (docs/decisions/016-organiser-without-siret.md): the dashboard keeps asking until the settings
 * page has one.
 */
export function SiretNotice({ userId }: { userId: number }) {
  return (
    <Alert
      className="fr-mb-4w"
      severity="info"
      as="h2"
      title={dashboardMessages.siretMissingTitle}
      description={
        <>
          <p className="fr-mb-2w">{dashboardMessages.siretMissingDescription}</p>
          <Link
            className="fr-link fr-icon-arrow-right-line fr-link--icon-right"
            to={paths.settings.getHref(userId)}
          >
            {dashboardMessages.siretMissingLink}
          </Link>
        </>
      }
    />
  );
}
