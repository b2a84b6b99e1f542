/**
 * Labels of links that every page carries (the footer's), in a module of their own: a page's
 * messages object imported by the shell would be loaded whole on every first visit (decision 040).
 */
export const siteLinks = {
  ticketsLookup: "Retrouver mes billets",
} as const;
