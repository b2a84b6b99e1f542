/**
 * The title of a link that opens a new window, the DSFR's way (« Intitulé – nouvelle fenêtre »):
 * one wording for every such link.
 */
export function newWindowTitle(label: string): string {
  return `${label} – nouvelle fenêtre`;
}
