import { SITE_SERVICE_MAX_LENGTH } from "@culture-patrimoine/contract/constants";
import type { SiteBodyInput, SiteFormOutput, SiteResponse } from "@culture-patrimoine/contract/schemas/site";
import { decodeServices } from "@culture-patrimoine/contract/site-services";
import { coordinateText } from "../../../components/map/coordinate-text.ts";

/**
 * The site form's state with SPEC §3's form names (siteFormValuesSchema): texts as typed, ids as
 * the chosen option's value, services as a list.
 */
export interface SiteFormState {
  name: string;
  categorie: string;
  description: string;
  adresse: string;
  heure_ouverture: string;
  tarif: string;
  telephone: string;
  email: string;
  site_web: string;
  services: string[];
  transport_en_commun: string;
  periode: string;
  style: string;
  particularites: string;
  id_lieu: string;
  parcours_id: string;
  /** The stored picture ("/uploads/…" or an address), kept unless a file replaces it. */
  image: string;
  image_alt: string;
  /** A picture chosen in the form, sent as multipart (docs/decisions/032-pictures.md). */
  image_file: File | null;
  /** Its point (decision 034), with the decimal comma; both empty: none. */
  latitude: string;
  longitude: string;
}

export const emptySiteForm: SiteFormState = {
  name: "",
  categorie: "",
  description: "",
  adresse: "",
  heure_ouverture: "",
  tarif: "",
  telephone: "",
  email: "",
  site_web: "",
  services: [],
  transport_en_commun: "",
  periode: "",
  style: "",
  particularites: "",
  id_lieu: "",
  parcours_id: "",
  image: "",
  image_alt: "",
  image_file: null,
  latitude: "",
  longitude: "",
};

export const siteFields = Object.keys(emptySiteForm).filter(
  (key): key is keyof SiteFormState => key in emptySiteForm,
);

/** The API's names (as sent and answered) of the form fields that SPEC §3 names differently. */
export const siteBodyAliases = {
  transport: "transport_en_commun",
  periode_historique: "periode",
  style_architectural: "style",
  points_interet: "particularites",
  lieu_id: "id_lieu",
} as const satisfies Record<string, keyof SiteFormState>;

/** A site as the API answers it, in the form's names; `services` arrives as a JSON string. */
export function toSiteFormValues(site: SiteResponse): SiteFormState {
  return {
    name: site.name,
    categorie: site.categorie,
    description: site.description,
    adresse: site.adresse ?? "",
    heure_ouverture: site.heure_ouverture ?? "",
    tarif: site.tarif ?? "",
    telephone: site.telephone ?? "",
    email: site.email ?? "",
    site_web: site.site_web ?? "",
    services: decodeServices(site.services),
    transport_en_commun: site.transport ?? "",
    periode: site.periode_historique ?? "",
    style: site.style_architectural ?? "",
    particularites: site.points_interet ?? "",
    id_lieu: site.lieu_id === null ? "" : String(site.lieu_id),
    parcours_id: site.parcours_id === null ? "" : String(site.parcours_id),
    image: site.image ?? "",
    image_alt: site.image_alt ?? "",
    image_file: null,
    latitude: coordinateText(site.latitude),
    longitude: coordinateText(site.longitude),
  };
}

/** The validated form in the names "as sent" (SPEC §3), with the services as a JSON string (§7). */
export function toSiteBody(values: SiteFormOutput): SiteBodyInput {
  return {
    name: values.name,
    categorie: values.categorie,
    description: values.description,
    adresse: values.adresse,
    heure_ouverture: values.heure_ouverture,
    tarif: values.tarif,
    telephone: values.telephone,
    email: values.email,
    site_web: values.site_web,
    services: JSON.stringify(values.services),
    transport: values.transport_en_commun,
    periode_historique: values.periode,
    style_architectural: values.style,
    points_interet: values.particularites,
    lieu_id: values.id_lieu,
    parcours_id: values.parcours_id,
    image: values.image,
    image_alt: values.image_alt,
    // Always sent, so that emptied fields clear the point (absent would keep it).
    latitude: values.latitude ?? null,
    longitude: values.longitude ?? null,
  };
}

function sameService(a: string, b: string): boolean {
  return a.localeCompare(b, "fr", { sensitivity: "base" }) === 0;
}

/** Turns a service on or off (the four predefined ones of SITE_SERVICES). */
export function toggleService(services: readonly string[], service: string): string[] {
  return services.some((item) => sameService(item, service))
    ? services.filter((item) => !sameService(item, service))
    : [...services, service];
}

/** Adds a typed service, trimmed; blank, too long or already listed (any case) changes nothing. */
export function addService(services: readonly string[], typed: string): string[] {
  const service = typed.trim().replace(/\s+/g, " ");
  if (!service || service.length > SITE_SERVICE_MAX_LENGTH) return [...services];
  if (services.some((item) => sameService(item, service))) return [...services];
  return [...services, service];
}

export function removeService(services: readonly string[], service: string): string[] {
  return services.filter((item) => item !== service);
}
