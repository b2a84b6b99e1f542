import { DEFAULT_COUNTRY } from "@culture-patrimoine/contract/constants";
import type { LieuBodyInput, LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";

/** The venue form (SPEC §3 Lieu): the API's own field names, every value as typed text. */
export interface LieuFormValues {
  nom: string;
  ville: string;
  pays: string;
  description: string;
  site_web: string;
  image: string;
}

export const lieuFields = [
  "nom",
  "ville",
  "pays",
  "description",
  "site_web",
  "image",
] as const satisfies readonly (keyof LieuFormValues)[];

export const emptyLieuForm: LieuFormValues = {
  nom: "",
  ville: "",
  pays: DEFAULT_COUNTRY,
  description: "",
  site_web: "",
  image: "",
};

export function toLieuFormValues(lieu: LieuResponse): LieuFormValues {
  return {
    nom: lieu.nom,
    ville: lieu.ville,
    pays: lieu.pays,
    description: lieu.description ?? "",
    site_web: lieu.site_web ?? "",
    image: lieu.image ?? "",
  };
}

/**
 * Every field is sent, so that an emptied one is cleared (the API turns blank into null, and a
 * blank country into France). SPEC's client also sent user_id: the owner comes from the token.
 */
export function toLieuBody(values: LieuFormValues): LieuBodyInput {
  return { ...values };
}
