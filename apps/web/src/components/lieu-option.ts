import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import type { SelectOption } from "./form/select-field.tsx";

type LieuChoice = Pick<LieuResponse, "id" | "nom" | "ville">;

/** A venue as a choice of a select, named the same in every form. */
export function lieuOption(lieu: LieuChoice): SelectOption {
  return { value: String(lieu.id), label: `${lieu.nom} (${lieu.ville})` };
}

/** Lower case without accents: « Opéra » is found by « opera », « OPÉRA » or « opéra ». */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * Whether a venue answers a search typed by an organiser: every word of it in its name or its city,
 * in any order, accents and case aside (« capitole toulouse », « Théâtre Capitole »).
 */
export function lieuMatches(lieu: LieuChoice, search: string): boolean {
  const text = folded(`${lieu.nom} ${lieu.ville}`);
  return folded(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}
