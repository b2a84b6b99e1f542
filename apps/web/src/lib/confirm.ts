/**
 * Asks before a destructive action with SPEC §8's question ("Êtes-vous sûr de vouloir supprimer
 * ce … ?"). The browser's own dialog is modal, announced by screen readers and answered with the
 * keyboard; declining returns false and the caller does nothing. One place, so that a DSFR modal
 * can replace it later for every deletion at once.
 */
export function confirmAction(question: string): boolean {
  return window.confirm(question);
}
