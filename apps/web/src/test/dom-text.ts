/**
 * A message as Testing Library's text queries see it. Their default normaliser turns every run of
 * whitespace of the page, no-break spaces (U+00A0) included, into one ordinary space, but leaves the
 * searched string alone: `getByText(lieuMessages.deleteConfirm)` would miss a text whose « ? » follows
 * a no-break space (French typography, packages/contract/src/messages.ts). Query with
 * `getByText(domText(message))` instead.
 */
export function domText(message: string): string {
  return message.replace(/\s+/g, " ").trim();
}
