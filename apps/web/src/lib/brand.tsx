import { SERVICE_CONTACT_EMAIL, SERVICE_NAME } from "@culture-patrimoine/contract/constants";
import { paths } from "@culture-patrimoine/contract/routes";

// The State's brand block (Marianne, ministry name) is reserved for State services (DESIGN.md §2):
// everything that names the operator lives here, so a deployment that is not one swaps this file.

export const SERVICE_TAGLINE = "Événements, lieux, parcours et sites patrimoniaux partout en France";

export function BrandTop() {
  return (
    <>
      Ministère
      <br />
      de la Culture
    </>
  );
}

export const homeLinkProps = {
  to: paths.home.getHref(),
  title: `Accueil — ${SERVICE_NAME} (Ministère de la Culture)`,
};

export const ministryContact = {
  name: "Ministère de la Culture",
  street: "182 rue Saint-Honoré",
  city: "75001 Paris",
  phone: "01 40 15 80 00",
  email: SERVICE_CONTACT_EMAIL,
};

/** "Connexion — Culture & Patrimoine" */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} — ${SERVICE_NAME}`;
}
