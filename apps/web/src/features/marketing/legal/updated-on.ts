/** Date of the last change of the legal texts; change it with the texts. */
export const LEGAL_TEXTS_UPDATED_ON = "2026-11-21";
