import {
  dashboardMessages,
  organisationGateMessages,
  organisationRoleLabels,
  statisticsMessages,
} from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { Link } from "react-router";
import { useMyOrganisations } from "../../api/get-my-organisations.ts";
import { mayAct } from "../../lib/ownership.ts";
import { joinFullName } from "../../lib/person-name.ts";
import { useSession } from "../../lib/session.ts";
import { MyParticipations } from "./components/my-participations.tsx";
import { OrganisationBar } from "./components/organisation-bar.tsx";
import { OrganiserDashboard } from "./components/organiser-dashboard.tsx";
import "./dashboard-page.css";

const roleLabels = {
  participant: "Compte participant",
  professionnel: "Compte professionnel",
  administrateur: "Compte administrateur",
} as const;

/**
 * « Mon compte »: the account's one page (/settings, also reached at /profile: one link, not two
 * that open the same form), and the events to discover for whoever acts for no organisation.
 */
function AccountLinks({ userId, discover }: { userId: number; discover: boolean }) {
  return (
    <section aria-labelledby="dashboard-account">
      <h2 id="dashboard-account" className="fr-h4">
        Mon compte
      </h2>
      <ul className="fr-btns-group fr-btns-group--inline-md fr-btns-group--icon-left">
        <li>
          <Link
            className="fr-btn fr-btn--secondary fr-icon-settings-5-line"
            to={paths.settings.getHref(userId)}
          >
            Paramètres
          </Link>
        </li>
        {discover && (
          <li>
            <Link className="fr-btn fr-btn--secondary fr-icon-calendar-line" to={paths.events.getHref()}>
              Découvrir les événements
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}

/**
 * /dashboard (SPEC §2): the participant's registrations, or the season of the organisation the
 * session acts for, for any of its members whatever their account (issue 30).
 */
export function DashboardPage() {
  const session = useSession();
  const organisations = useMyOrganisations();
  if (!session) return null;
  const { user } = session;
  const acting = organisations.data?.acting ?? null;

  return (
    <div className="fr-container fr-my-6w">
      <div className="cp-dashboard-heading fr-mb-4w">
        <div>
          <h1>Tableau de Bord</h1>
          <p className="fr-text--lead fr-mb-1w">Bonjour {joinFullName(user.first_name, user.last_name)} !</p>
          <p className="fr-mb-0">
            <span className="fr-badge fr-badge--info fr-badge--no-icon">{roleLabels[user.role]}</span>
          </p>
          {acting && (
            <p className="fr-mt-1w fr-mb-0">
              {organisationGateMessages.actingFor(acting.name)}{" "}
              <span className="fr-badge fr-badge--sm fr-badge--no-icon">
                {organisationRoleLabels[acting.role]}
              </span>
            </p>
          )}
        </div>
        {mayAct(acting, "content") && (
          <Link className="fr-btn fr-btn--icon-left fr-icon-add-line" to={paths.eventCreate.getHref()}>
            Nouvel événement
          </Link>
        )}
        {mayAct(acting, "content") && (
          <Link
            className="fr-btn fr-btn--secondary fr-btn--icon-left fr-icon-line-chart-line"
            to={paths.seasonStatistics.getHref()}
          >
            {statisticsMessages.seasonLink}
          </Link>
        )}
      </div>

      {organisations.isPending ? (
        // Whether the organiser's part shows is known with the organisations: no flash of the other.
        // Nothing else under the heading until then: what the organisations add above (the team's
        // link, the switcher) would push down what was already drawn (issue 33).
        <p role="status">{dashboardMessages.loading}</p>
      ) : (
        <>
          <OrganisationBar />
          {/* Above the lists, not under them: the lists arrive after the page and grow with their
              items, and whatever sat under them jumped down on a phone (CLS 0.25 at 390 px, issue 33). */}
          <AccountLinks userId={user.id} discover={!acting} />
          {acting ? (
            <OrganiserDashboard key={acting.id} userId={user.id} organisation={acting} />
          ) : (
            <MyParticipations userId={user.id} />
          )}
        </>
      )}
    </div>
  );
}
