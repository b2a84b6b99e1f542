/** The breadcrumb of a page about one item (the DSFR's wording). */
export const breadcrumbMessages = {
  navigationLabel: "vous êtes ici\u00a0:",
  show: "Voir le fil d’Ariane",
  home: "Accueil",
} as const;
