/** The four families of the "Tourisme & Handicap" label, as a visitor reads them. */
export const accessibilityMessages = {
  familyLabels: {
    moteur: "Handicap moteur",
    visuel: "Handicap visuel",
    auditif: "Handicap auditif",
    mental: "Handicap mental",
  },
  title: "Accessibilité",
  legend: "Accessible aux personnes en situation de handicap",
  hint: "Les quatre familles du label «\u00a0Tourisme & Handicap\u00a0»\u00a0: cochez celles que vous accueillez.",
  detailsLabel: "Précisions sur l’accessibilité",
  detailsHint: "Rampe, boucle magnétique, visite en langue des signes, documents en facile à lire…",
  none: "Aucune information d’accessibilité",
  compactLabel: "Accessible\u00a0:",
} as const;
