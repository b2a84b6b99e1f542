import { describe, expect, it } from "vitest";
import { validationMessages as m } from "../messages.ts";
import { issuesOf, messageAt, parseOk } from "../test-helpers.ts";
import { locationBodySchema, locationSchema } from "./location.ts";

const validLocation = {
  name: "Musée d'Orsay",
  description: "Art du XIXe siècle.",
  address: "1 rue de la Légion d'Honneur",
  city: "Paris",
  postalCode: "75007",
  country: "France",
  category: "Musée",
};

describe("locationBodySchema", () => {
  it("fills the optional fields: texts null, flags false, price null", () => {
    expect(parseOk(locationBodySchema, validLocation)).toEqual({
      ...validLocation,
      openingHours: null,
      phone: null,
      email: null,
      website: null,
      image: null,
      accessibility: false,
      guidedTours: false,
      audioGuide: false,
      freeEntry: false,
      entryPrice: null,
      parkingAvailable: false,
      publicTransport: null,
      historicalPeriod: null,
      architecturalStyle: null,
      specialFeatures: null,
    });
  });

  it("gives each required field its own message", () => {
    expect(issuesOf(locationBodySchema, {})).toEqual({
      name: [m.locationNameRequired],
      description: [m.locationDescriptionRequired],
      address: [m.locationAddressRequired],
      city: [m.locationCityRequired],
      postalCode: [m.locationPostalCodeRequired],
      category: [m.locationCategoryRequired],
    });
  });

  it("defaults the country to France", () => {
    const { country: _country, ...withoutCountry } = validLocation;
    expect(parseOk(locationBodySchema, withoutCountry).country).toBe("France");
    expect(parseOk(locationBodySchema, { ...validLocation, country: "" }).country).toBe("France");
  });

  it("wants a 5-digit postal code in France only", () => {
    expect(issuesOf(locationBodySchema, { ...validLocation, postalCode: "7500" })).toEqual({
      postalCode: [m.postalCodeInvalid],
    });
    expect(messageAt(locationBodySchema, { ...validLocation, postalCode: "750071" }, "postalCode")).toBe(
      m.postalCodeInvalid,
    );
    expect(
      messageAt(
        locationBodySchema,
        { ...validLocation, country: " france ", postalCode: "A1" },
        "postalCode",
      ),
    ).toBe(m.postalCodeInvalid);
    const belgian = { ...validLocation, country: "Belgique", postalCode: "1000" };
    expect(parseOk(locationBodySchema, belgian).postalCode).toBe("1000");
  });

  it("reads the flags and the entry price", () => {
    const parsed = parseOk(locationBodySchema, {
      ...validLocation,
      accessibility: true,
      guidedTours: "true",
      audioGuide: "on",
      freeEntry: false,
      parkingAvailable: "false",
      entryPrice: "16,50",
    });
    expect(parsed).toMatchObject({
      accessibility: true,
      guidedTours: true,
      audioGuide: true,
      freeEntry: false,
      parkingAvailable: false,
      entryPrice: 16.5,
    });
    expect(parseOk(locationBodySchema, { ...validLocation, entryPrice: 0 }).entryPrice).toBe(0);
    expect(messageAt(locationBodySchema, { ...validLocation, entryPrice: -1 }, "entryPrice")).toBe(
      m.priceNegative,
    );
    expect(
      messageAt(locationBodySchema, { ...validLocation, accessibility: "peut-être" }, "accessibility"),
    ).toBe(m.booleanInvalid);
  });

  it("checks phone, email and URLs when given", () => {
    expect(messageAt(locationBodySchema, { ...validLocation, phone: "123" }, "phone")).toBe(m.phoneInvalid);
    expect(messageAt(locationBodySchema, { ...validLocation, email: "x" }, "email")).toBe(m.emailInvalid);
    expect(messageAt(locationBodySchema, { ...validLocation, website: "musée d'Orsay" }, "website")).toBe(
      m.invalidUrl,
    );
    expect(parseOk(locationBodySchema, { ...validLocation, website: "orsay.fr" }).website).toBe(
      "https://orsay.fr",
    );
    expect(messageAt(locationBodySchema, { ...validLocation, image: "file:///etc/passwd" }, "image")).toBe(
      m.invalidUrl,
    );
  });

  it("drops user_id and refuses a 100 KB description", () => {
    expect(parseOk(locationBodySchema, { ...validLocation, user_id: 4 })).not.toHaveProperty("user_id");
    expect(
      messageAt(locationBodySchema, { ...validLocation, description: "a".repeat(100_000) }, "description"),
    ).toBe(m.tooLong);
  });
});

describe("locationSchema", () => {
  it("describes a created location", () => {
    const location = {
      ...parseOk(locationBodySchema, validLocation),
      id: 1,
      user_id: 2,
      organisation_id: 2,
      created_at: "2025-01-01T00:00:00.000Z",
    };
    expect(parseOk(locationSchema, location)).toEqual(location);
  });
});
