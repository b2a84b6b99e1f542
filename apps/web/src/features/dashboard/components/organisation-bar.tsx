import { organisationPageMessages as m } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { Link } from "react-router";
import { useMyOrganisations } from "../../../api/get-my-organisations.ts";
import { useSwitchOrganisation } from "../../../api/switch-organisation.ts";
import { OrganisationSwitcher } from "../../../components/organisation-switcher.tsx";

/**
 * Under the dashboard's heading (issue 30): the link to the team's page for a member of an
 * organisation, and the switcher for a member of several. Nothing for an account of none.
 */
export function OrganisationBar() {
  const mine = useMyOrganisations().data;
  const switchTo = useSwitchOrganisation();
  if (!mine || mine.organisations.length === 0) return null;
  return (
    <div className="fr-mb-4w">
      {mine.acting && (
        <p>
          <Link className="fr-link fr-icon-team-line fr-link--icon-left" to={paths.organisation.getHref()}>
            {m.navLink}
          </Link>
        </p>
      )}
      <OrganisationSwitcher
        key={mine.acting?.id ?? "none"}
        className="fr-col-12 fr-col-md-6 fr-px-0"
        organisations={mine.organisations}
        actingId={mine.acting?.id ?? null}
        pending={switchTo.isPending}
        onSwitch={(id) => switchTo.mutate(id)}
      />
    </div>
  );
}
