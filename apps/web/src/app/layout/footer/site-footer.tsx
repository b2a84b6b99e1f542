import { Footer } from "@codegouvfr/react-dsfr/Footer";
import { siteLinks } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { BrandTop, homeLinkProps, ministryContact } from "../../../lib/brand.tsx";
import { SocialButtons } from "./social-buttons.tsx";

// The footer's anchors point to the sections of the home page (SPEC §2), from any page.
const homeSection = (id: string) => `${paths.home.getHref()}#${id}`;

export function SiteFooter() {
  return (
    <>
      <SocialButtons />
      <Footer
        brandTop={<BrandTop />}
        homeLinkProps={homeLinkProps}
        accessibility="non compliant"
        accessibilityLinkProps={{ to: paths.accessibility.getHref() }}
        termsLinkProps={{ to: paths.legalNotice.getHref() }}
        linkListTitle={<h2 className="fr-sr-only">Liens du site</h2>}
        linkList={[
          {
            categoryName: "Découvrir",
            links: [
              { text: "Événements", linkProps: { to: homeSection("events") } },
              { text: "Parcours", linkProps: { to: homeSection("parcours") } },
              { text: "Lieux", linkProps: { to: homeSection("lieux") } },
              { text: "Carte", linkProps: { to: paths.map.getHref() } },
              { text: "À propos", linkProps: { to: homeSection("about") } },
            ],
          },
          {
            categoryName: "Vos inscriptions",
            links: [{ text: siteLinks.ticketsLookup, linkProps: { to: paths.ticketsLookup.getHref() } }],
          },
        ]}
        contentDescription={
          <>
            {ministryContact.name}
            <br />
            {ministryContact.street}, {ministryContact.city}
            <br />
            Standard :{" "}
            <a href={`tel:+33${ministryContact.phone.replace(/\s/g, "").slice(1)}`}>
              {ministryContact.phone}
            </a>
            <br />
            Courriel : <a href={`mailto:${ministryContact.email}`}>{ministryContact.email}</a>
          </>
        }
        bottomItems={[
          { text: "Conditions générales d’utilisation", linkProps: { to: paths.terms.getHref() } },
          { text: "Données personnelles", linkProps: { to: paths.privacy.getHref() } },
          { text: "Gestion des cookies", linkProps: { to: paths.cookies.getHref() } },
          { text: "Données ouvertes", linkProps: { to: paths.openData.getHref() } },
          { text: "Administration", linkProps: { to: paths.admin.getHref() } },
        ]}
      />
    </>
  );
}
