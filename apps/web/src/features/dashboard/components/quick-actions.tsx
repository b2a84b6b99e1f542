import { Tile } from "@codegouvfr/react-dsfr/Tile";
import { paths } from "@culture-patrimoine/contract/routes";

const actions = [
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

/** SPEC §2's quick actions of the organiser: the four create pages. */
export function QuickActions() {
  return (
    <section className="fr-mt-6w" aria-labelledby="dashboard-quick-actions">
      <h2 id="dashboard-quick-actions" className="fr-h4">
        Actions rapides
      </h2>
      <ul className="fr-grid-row fr-grid-row--gutters cp-plain-list">
        {actions.map((action) => (
          <li key={action.href} className="fr-col-12 fr-col-sm-6 fr-col-lg-3">
            <Tile
              title={action.title}
              desc={action.desc}
              linkProps={{ to: action.href }}
              titleAs="h3"
              small
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
