import { locationBodySchema } from "@culture-patrimoine/contract/schemas/location";
import { describe, expect, it } from "vitest";
import { canSubmitLocation, emptyLocationForm, toLocationBody } from "./location-form-values.ts";

const filled = {
  ...emptyLocationForm,
  name: "Musée des Beaux-Arts",
  description: "Peintures du XVe au XXe siècle.",
  address: "20 quai Émile-Zola",
  city: "Rennes",
  postalCode: "35000",
  category: "Musée",
};

describe("location form", () => {
  it("can be sent once name, address and city are filled, blanks not counting", () => {
    expect(canSubmitLocation(emptyLocationForm)).toBe(false);
    expect(canSubmitLocation({ name: "Musée", address: "  ", city: "Rennes" })).toBe(false);
    expect(canSubmitLocation({ name: "Musée", address: "2 rue", city: "Rennes" })).toBe(true);
  });

  it("sends the camelCase names, France by default, blanks as null and a price in euros", () => {
    const body = locationBodySchema.parse(
      toLocationBody({ ...filled, entryPrice: "12,50", guidedTours: true }),
    );
    expect(body).toMatchObject({
      name: "Musée des Beaux-Arts",
      country: "France",
      postalCode: "35000",
      entryPrice: 12.5,
      guidedTours: true,
      freeEntry: false,
      phone: null,
      website: null,
      specialFeatures: null,
    });
  });

  it("drops the price of a free place", () => {
    const body = locationBodySchema.parse(toLocationBody({ ...filled, freeEntry: true, entryPrice: "8" }));
    expect(body.freeEntry).toBe(true);
    expect(body.entryPrice).toBeNull();
  });
});
