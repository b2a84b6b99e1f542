import type { MainNavigationProps } from "@codegouvfr/react-dsfr/MainNavigation";
import { paths } from "@culture-patrimoine/contract/routes";
import type { OrganisationSummary } from "@culture-patrimoine/contract/schemas/organisation";
import { mayAct } from "../../../lib/ownership.ts";

interface Section {
  text: string;
  listText: string;
  listHref: string;
  createText: string;
  createHref: string;
  /** Path prefixes that belong to the section, to mark it as the current one. */
  prefixes: string[];
}

const sections: Section[] = [
  {
    text: "Événements",
    listText: "Tous les événements",
    listHref: paths.events.getHref(),
    createText: "Créer un événement",
    createHref: paths.eventCreate.getHref(),
    prefixes: ["/events", "/create-event", "/payment-confirmation"],
  },
  {
    text: "Programmes",
    listText: "Tous les programmes",
    listHref: paths.programs.getHref(),
    createText: "Créer un programme",
    createHref: paths.programCreate.getHref(),
    prefixes: ["/programs", "/create-program"],
  },
  {
    text: "Lieux",
    listText: "Tous les lieux",
    listHref: paths.lieux.getHref(),
    createText: "Créer un lieu",
    createHref: paths.lieuCreate.getHref(),
    prefixes: ["/lieux", "/create-lieu", "/create-location"],
  },
  {
    text: "Parcours",
    listText: "Tous les parcours",
    listHref: paths.parcours.getHref(),
    createText: "Créer un parcours",
    createHref: paths.parcoursCreate.getHref(),
    prefixes: ["/parcours", "/create-parcours"],
  },
  {
    text: "Sites",
    listText: "Tous les sites",
    listHref: paths.sites.getHref(),
    createText: "Créer un site",
    createHref: paths.siteCreate.getHref(),
    prefixes: ["/sites", "/create-site"],
  },
];

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The header's menus (SPEC §2): the create links only for a member whose role in the organisation
 * their session acts for edits the programme (issue 30; `acting` null: none).
 */
export function buildNavigation(
  acting: Pick<OrganisationSummary, "role"> | null | undefined,
  pathname: string,
): MainNavigationProps.Item[] {
  const menus: MainNavigationProps.Item[] = sections.map((section) => ({
    text: section.text,
    isActive: section.prefixes.some((prefix) => isUnder(pathname, prefix)),
    menuLinks: [
      {
        text: section.listText,
        linkProps: { to: section.listHref },
        isActive: pathname === section.listHref,
      },
      ...(mayAct(acting, "content")
        ? [
            {
              text: section.createText,
              linkProps: { to: section.createHref },
              isActive: pathname === section.createHref,
            },
          ]
        : []),
    ],
  }));
  return [
    ...menus,
    {
      text: "Carte",
      linkProps: { to: paths.map.getHref() },
      isActive: pathname === paths.map.getHref(),
    },
    {
      text: "Tarifs",
      linkProps: { to: paths.pricing.getHref() },
      isActive: pathname === paths.pricing.getHref(),
    },
    {
      text: "À propos",
      linkProps: { to: paths.about.getHref() },
      isActive: pathname === paths.about.getHref(),
    },
    // The team's page, for a member of an organisation (issue 30). Its text is written here like the
    // menus' above: the page texts' object would weigh on every first load for two words.
    ...(acting
      ? [
          {
            text: "Mon organisation",
            linkProps: { to: paths.organisation.getHref() },
            isActive: pathname === paths.organisation.getHref(),
          },
        ]
      : []),
  ];
}
