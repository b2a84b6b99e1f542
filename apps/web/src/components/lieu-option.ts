import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import type { SelectOption } from "./form/select-field.tsx";

/** One of the organiser's venues as a choice of a select, named the same in every form. */
export function lieuOption(lieu: Pick<LieuResponse, "id" | "nom" | "ville">): SelectOption {
  return { value: String(lieu.id), label: `${lieu.nom} (${lieu.ville})` };
}
