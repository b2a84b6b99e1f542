import { DEFAULT_COUNTRY } from "@culture-patrimoine/contract/constants";
import type { LieuBodyInput, LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import {
  type AccessibilityFormValues,
  accessibilityBody,
  accessibilityFormValues,
  withoutAccessibilityValues,
} from "../../../components/form/accessibility-fields.tsx";
import { coordinateText } from "../../../components/map/coordinate-text.ts";

/** The venue form (SPEC §3 Lieu): the API's own field names, every value as typed text. */
export interface LieuFormValues extends AccessibilityFormValues {
  nom: string;
  ville: string;
  pays: string;
  description: string;
  site_web: string;
  /** The stored picture ("/uploads/…" or an address), kept unless a file replaces it. */
  image: string;
  image_alt: string;
  /** A picture chosen in the form, sent as multipart (docs/decisions/032-pictures.md). */
  image_file: File | null;
  /** Address, postcode and point (decision 034): text as typed, coordinates with a decimal comma. */
  adresse: string;
  code_postal: string;
  latitude: string;
  longitude: string;
}

export const lieuFields = [
  "nom",
  "ville",
  "pays",
  "description",
  "site_web",
  "image",
  "image_alt",
  "image_file",
  "adresse",
  "code_postal",
  "latitude",
  "longitude",
  "accessibility_details",
] as const satisfies readonly (keyof LieuFormValues)[];

export const emptyLieuForm: LieuFormValues = {
  nom: "",
  ville: "",
  pays: DEFAULT_COUNTRY,
  description: "",
  site_web: "",
  image: "",
  image_alt: "",
  image_file: null,
  adresse: "",
  code_postal: "",
  latitude: "",
  longitude: "",
  ...accessibilityFormValues(),
};

export function toLieuFormValues(lieu: LieuResponse): LieuFormValues {
  return {
    nom: lieu.nom,
    ville: lieu.ville,
    pays: lieu.pays,
    description: lieu.description ?? "",
    site_web: lieu.site_web ?? "",
    image: lieu.image ?? "",
    image_alt: lieu.image_alt ?? "",
    image_file: null,
    adresse: lieu.adresse ?? "",
    code_postal: lieu.code_postal ?? "",
    latitude: coordinateText(lieu.latitude),
    longitude: coordinateText(lieu.longitude),
    ...accessibilityFormValues(lieu.accessibility, lieu.accessibility_details),
  };
}

/**
 * Every field is sent, so that an emptied one is cleared (the API turns blank into null, and a
 * blank country into France). SPEC's client also sent user_id: the owner comes from the token.
 */
export function toLieuBody(values: LieuFormValues): LieuBodyInput {
  return { ...withoutAccessibilityValues(values), ...accessibilityBody(values) };
}
