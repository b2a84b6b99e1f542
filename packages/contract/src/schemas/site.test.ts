import { describe, expect, it } from "vitest";
import { validationMessages as m } from "../messages.ts";
import { decodeServices } from "../site-services.ts";
import { issuesOf, messageAt, parseOk } from "../test-helpers.ts";
import { siteBodySchema, siteFormValuesSchema, siteListQuerySchema, siteSchema } from "./site.ts";

const validSite = {
  name: "Cathédrale Notre-Dame de Chartres",
  categorie: "Église",
  description: "Chef-d'œuvre de l'art gothique.",
  adresse: "16 Cloître Notre-Dame, 28000 Chartres",
  heure_ouverture: "8h30 - 19h30",
  tarif: "Gratuit",
  telephone: "02 37 21 59 08",
  email: "contact@cathedrale-chartres.fr",
  site_web: "https://www.cathedrale-chartres.org",
  services: ["Visites guidées disponibles", "Audioguide disponible"],
  transport: "Gare de Chartres à 10 minutes à pied",
  periode_historique: "XIIIe siècle",
  style_architectural: "Gothique",
  points_interet: "Vitraux, labyrinthe",
  lieu_id: 5,
  parcours_id: 2,
  image: "https://example.fr/chartres.jpg",
  image_alt: null,
};

describe("siteBodySchema", () => {
  it("accepts a full site with SPEC's 'as sent' names", () => {
    expect(parseOk(siteBodySchema, validSite)).toEqual({
      ...validSite,
      email: "contact@cathedrale-chartres.fr",
    });
  });

  it("needs a route, a name, a category and a description", () => {
    expect(issuesOf(siteBodySchema, {})).toEqual({
      name: [m.siteNameRequired],
      categorie: [m.siteCategoryRequired],
      description: [m.siteDescriptionRequired],
      parcours_id: [m.siteRouteRequired],
    });
  });

  it("refuses an unknown category", () => {
    expect(messageAt(siteBodySchema, { ...validSite, categorie: "Piscine" }, "categorie")).toBe(
      m.categoryInvalid,
    );
  });

  it("reads services as a JSON-encoded string or as an array", () => {
    const encoded = JSON.stringify(validSite.services);
    expect(parseOk(siteBodySchema, { ...validSite, services: encoded }).services).toEqual(validSite.services);
    expect(parseOk(siteBodySchema, validSite).services).toEqual(validSite.services);
    for (const services of [undefined, null, "", "[]", []]) {
      expect(parseOk(siteBodySchema, { ...validSite, services }).services).toEqual([]);
    }
  });

  it("refuses broken JSON, a non-list and non-text items with a French message", () => {
    for (const services of ['["Parking', '{"a":1}', "42", [1, 2], [""], "[null]"]) {
      // A bad item is reported on its own path (services.0), a bad list on services.
      const messages = Object.entries(issuesOf(siteBodySchema, { ...validSite, services }))
        .filter(([path]) => path.startsWith("services"))
        .flatMap(([, list]) => list);
      expect(new Set(messages), JSON.stringify(services)).toEqual(new Set([m.servicesInvalid]));
    }
  });

  it("bounds services to 20 items of 100 characters", () => {
    const twenty = Array.from({ length: 20 }, (_, index) => `Service ${index}`);
    expect(parseOk(siteBodySchema, { ...validSite, services: twenty }).services).toHaveLength(20);
    expect(messageAt(siteBodySchema, { ...validSite, services: [...twenty, "Un de trop"] }, "services")).toBe(
      m.servicesTooMany,
    );
    expect(
      messageAt(siteBodySchema, { ...validSite, services: ["a".repeat(100)] }, "services.0"),
    ).toBeUndefined();
    expect(messageAt(siteBodySchema, { ...validSite, services: ["a".repeat(101)] }, "services.0")).toBe(
      m.tooLong,
    );
  });

  it("checks email, phone and website only when given", () => {
    const empty = { ...validSite, email: "", telephone: "", site_web: "" };
    const parsed = parseOk(siteBodySchema, empty);
    expect([parsed.email, parsed.telephone, parsed.site_web]).toEqual([null, null, null]);
    expect(messageAt(siteBodySchema, { ...validSite, email: "pas-un-email" }, "email")).toBe(m.emailInvalid);
    expect(messageAt(siteBodySchema, { ...validSite, telephone: "12" }, "telephone")).toBe(m.phoneInvalid);
    expect(messageAt(siteBodySchema, { ...validSite, site_web: "www" }, "site_web")).toBe(m.invalidUrl);
  });

  it("makes lieu_id optional", () => {
    for (const lieu_id of [undefined, null, ""]) {
      expect(parseOk(siteBodySchema, { ...validSite, lieu_id }).lieu_id).toBeNull();
    }
    expect(parseOk(siteBodySchema, { ...validSite, lieu_id: "6" }).lieu_id).toBe(6);
  });

  it("drops user_id and the form-state names", () => {
    const parsed = parseOk(siteBodySchema, { ...validSite, user_id: 9, transport_en_commun: "Bus" });
    expect(parsed).not.toHaveProperty("user_id");
    expect(parsed).not.toHaveProperty("transport_en_commun");
  });

  it("refuses a 100 KB description", () => {
    expect(messageAt(siteBodySchema, { ...validSite, description: "a".repeat(100_000) }, "description")).toBe(
      m.tooLong,
    );
  });
});

describe("siteFormValuesSchema", () => {
  it("checks the form state with its own names", () => {
    const form = {
      name: "Château de Chambord",
      categorie: "Château",
      description: "Renaissance",
      adresse: "",
      heure_ouverture: "",
      tarif: "",
      telephone: "",
      email: "",
      site_web: "",
      services: ["Parking disponible"],
      transport_en_commun: "Navette depuis Blois",
      periode: "XVIe siècle",
      style: "Renaissance française",
      particularites: "Escalier à double révolution",
      id_lieu: "3",
      parcours_id: "1",
      image: "",
      image_alt: null,
    };
    expect(parseOk(siteFormValuesSchema, form)).toMatchObject({
      transport_en_commun: "Navette depuis Blois",
      periode: "XVIe siècle",
      id_lieu: 3,
      parcours_id: 1,
      services: ["Parking disponible"],
      email: null,
    });
    expect(issuesOf(siteFormValuesSchema, { ...form, name: "", parcours_id: "" })).toEqual({
      name: [m.siteNameRequired],
      parcours_id: [m.siteRouteRequired],
    });
  });
});

describe("site answers", () => {
  it("answers services as a JSON-encoded string", () => {
    const site = {
      ...validSite,
      id: 1,
      services: JSON.stringify(validSite.services),
      latitude: 45.7606,
      longitude: 4.8272,
      user_id: 3,
      organisation_id: 3,
      created_at: "2025-01-01T00:00:00.000Z",
      moderation_status: "published",
    };
    expect(parseOk(siteSchema, site)).toEqual(site);
    expect(messageAt(siteSchema, { ...site, services: validSite.services }, "services")).toBeDefined();
  });

  it("decodes the services string, tolerating bad data", () => {
    expect(decodeServices('["Parking disponible"]')).toEqual(["Parking disponible"]);
    expect(decodeServices('["a", 1, null]')).toEqual(["a"]);
    for (const value of [null, undefined, "", "{", '"texte"', "{}"]) {
      expect(decodeServices(value)).toEqual([]);
    }
  });

  it("filters the list by route and owner", () => {
    expect(parseOk(siteListQuerySchema, { parcours_id: "2", user_id: "" })).toMatchObject({
      parcours_id: 2,
      user_id: undefined,
    });
  });
});
