import { Tile } from "@codegouvfr/react-dsfr/Tile";
import { paths } from "@culture-patrimoine/contract/routes";
import { Link } from "react-router";
import { joinFullName } from "../../lib/person-name.ts";
import { useSession } from "../../lib/session.ts";

const createLinks = [
  {
    title: "Créer un événement",
    desc: "Publiez une date, un lieu et un tarif.",
    href: paths.eventCreate.getHref(),
  },
  {
    title: "Créer un lieu",
    desc: "Présentez une salle, un musée ou un espace.",
    href: paths.lieuCreate.getHref(),
  },
  {
    title: "Créer un parcours",
    desc: "Reliez des sites en une visite guidée.",
    href: paths.parcoursCreate.getHref(),
  },
  {
    title: "Créer un site",
    desc: "Décrivez un site patrimonial et son QR code.",
    href: paths.siteCreate.getHref(),
  },
];

const roleLabels = { participant: "Compte participant", professionnel: "Compte professionnel" } as const;

/**
 * /dashboard, first version: who is logged in and where to go next. Participations, counters and
 * recent events arrive with the dashboard's own issue.
 */
export function DashboardPage() {
  const session = useSession();
  if (!session) return null;
  const { user } = session;

  return (
    <div className="fr-container fr-my-6w">
      <h1>Tableau de Bord</h1>
      <p className="fr-text--lead fr-mb-1w">Bonjour {joinFullName(user.first_name, user.last_name)} !</p>
      <p>
        <span className="fr-badge fr-badge--info fr-badge--no-icon">{roleLabels[user.role]}</span>
      </p>

      <h2 className="fr-h4 fr-mt-5w">Mon compte</h2>
      <ul className="fr-btns-group fr-btns-group--inline-md fr-btns-group--icon-left">
        <li>
          <Link
            className="fr-btn fr-btn--secondary fr-icon-settings-5-line"
            to={paths.settings.getHref(user.id)}
          >
            Paramètres
          </Link>
        </li>
        <li>
          <Link className="fr-btn fr-btn--secondary fr-icon-user-line" to={paths.profile.getHref()}>
            Mon profil
          </Link>
        </li>
      </ul>

      {user.role === "professionnel" && (
        <>
          <h2 className="fr-h4 fr-mt-5w">Actions rapides</h2>
          <ul className="fr-grid-row fr-grid-row--gutters cp-plain-list">
            {createLinks.map((link) => (
              <li key={link.href} className="fr-col-12 fr-col-sm-6 fr-col-lg-3">
                <Tile title={link.title} desc={link.desc} linkProps={{ to: link.href }} titleAs="h3" small />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
