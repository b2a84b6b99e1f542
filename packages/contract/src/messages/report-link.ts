// « Signaler ce contenu » at the foot of every public event, route, site and venue page (issue 29):
// a module of its own, so that those pages carry this label and not the report page's texts.

export const reportLinkMessages = {
  link: "Signaler ce contenu",
} as const;
