import {
  type SiteResponse,
  siteBodySchema,
  siteFormValuesSchema,
} from "@culture-patrimoine/contract/schemas/site";
import { describe, expect, it } from "vitest";
import {
  addService,
  emptySiteForm,
  removeService,
  toggleService,
  toSiteBody,
  toSiteFormValues,
} from "./site-form-values.ts";

const site: SiteResponse = {
  moderation_status: "published",
  id: 5,
  name: "Cathédrale Saint-Pierre",
  categorie: "Église",
  description: "Cathédrale gothique du XIIe siècle.",
  adresse: "Place de la Cathédrale, Poitiers",
  heure_ouverture: "9 h – 19 h",
  tarif: null,
  telephone: null,
  email: null,
  site_web: null,
  services: '["Audioguide disponible","Vestiaire"]',
  transport: "Bus 1, arrêt Cathédrale",
  periode_historique: "XIIe siècle",
  style_architectural: "Gothique angevin",
  points_interet: "Vitrail de la Crucifixion",
  lieu_id: 3,
  latitude: null,
  longitude: null,
  parcours_id: 9,
  user_id: 7,
  organisation_id: 7,
  image: null,
  image_alt: null,
  created_at: "2026-01-05T10:00:00.000Z",
};

function submitted(values: typeof emptySiteForm) {
  return toSiteBody(siteFormValuesSchema.parse(values));
}

describe("site form: from the API's names to the form's", () => {
  it("maps transport, periode_historique, style_architectural, points_interet and lieu_id", () => {
    expect(toSiteFormValues(site)).toEqual({
      name: "Cathédrale Saint-Pierre",
      categorie: "Église",
      description: "Cathédrale gothique du XIIe siècle.",
      adresse: "Place de la Cathédrale, Poitiers",
      heure_ouverture: "9 h – 19 h",
      tarif: "",
      telephone: "",
      email: "",
      site_web: "",
      services: ["Audioguide disponible", "Vestiaire"],
      transport_en_commun: "Bus 1, arrêt Cathédrale",
      periode: "XIIe siècle",
      style: "Gothique angevin",
      particularites: "Vitrail de la Crucifixion",
      id_lieu: "3",
      parcours_id: "9",
      image: "",
      image_alt: "",
      image_file: null,
      latitude: "",
      longitude: "",
    });
  });

  it("shows a site's point with the decimal comma, and sends it back as numbers or null", () => {
    const values = toSiteFormValues({ ...site, latitude: 46.5802, longitude: 0.3404 });
    expect([values.latitude, values.longitude]).toEqual(["46,5802", "0,3404"]);
    expect(submitted(values)).toMatchObject({ latitude: 46.5802, longitude: 0.3404 });
    // Emptied fields clear the point: both are sent as null, never left out.
    expect(submitted({ ...values, latitude: "", longitude: " " })).toMatchObject({
      latitude: null,
      longitude: null,
    });
  });

  it("reads services that are not a JSON list as none, and a site without route or venue", () => {
    const values = toSiteFormValues({ ...site, services: "Parking", lieu_id: null, parcours_id: null });
    expect(values.services).toEqual([]);
    expect(values.id_lieu).toBe("");
    expect(values.parcours_id).toBe("");
  });
});

describe("site form: from the form's names to the API's", () => {
  it("sends the names as sent, with the services as a JSON string", () => {
    const body = submitted(toSiteFormValues(site));
    expect(body).toMatchObject({
      transport: "Bus 1, arrêt Cathédrale",
      periode_historique: "XIIe siècle",
      style_architectural: "Gothique angevin",
      points_interet: "Vitrail de la Crucifixion",
      lieu_id: 3,
      parcours_id: 9,
      services: '["Audioguide disponible","Vestiaire"]',
    });
    expect(body).not.toHaveProperty("transport_en_commun");
    expect(body).not.toHaveProperty("id_lieu");
  });

  it("round-trips: what the API answered is what it is sent back", () => {
    const body = siteBodySchema.parse(submitted(toSiteFormValues(site)));
    const { id, user_id, organisation_id, created_at, moderation_status, ...fields } = site;
    expect(body).toEqual({ ...fields, services: ["Audioguide disponible", "Vestiaire"] });
  });

  it("sends blanks as null and no venue as null", () => {
    const body = siteBodySchema.parse(
      submitted({
        ...emptySiteForm,
        name: "Halle",
        categorie: "Monument",
        description: "Halle.",
        parcours_id: "2",
      }),
    );
    expect(body).toMatchObject({
      adresse: null,
      transport: null,
      lieu_id: null,
      services: [],
      parcours_id: 2,
    });
  });
});

describe("services", () => {
  it("toggles a predefined service on and off", () => {
    const on = toggleService([], "Parking disponible");
    expect(on).toEqual(["Parking disponible"]);
    expect(toggleService(on, "Parking disponible")).toEqual([]);
  });

  it("adds a typed service once, trimmed, and removes it", () => {
    const added = addService(["Vestiaire"], "  Boutique   du musée ");
    expect(added).toEqual(["Vestiaire", "Boutique du musée"]);
    expect(addService(added, "vestiaire")).toEqual(added);
    expect(addService(added, "   ")).toEqual(added);
    expect(removeService(added, "Vestiaire")).toEqual(["Boutique du musée"]);
  });
});
