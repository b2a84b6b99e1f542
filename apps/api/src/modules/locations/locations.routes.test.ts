import { locationMessages, validationMessages as m } from "@culture-patrimoine/contract/messages";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locations } from "../../db/schema.ts";
import { bearer, type RegisteredUser, registerProfessionnel, registerUser } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";

let ctx: TestContext;
let organiser: RegisteredUser;
let participant: RegisteredUser;
beforeAll(async () => {
  ctx = await createTestApp();
  [organiser, participant] = await Promise.all([registerProfessionnel(ctx.app), registerUser(ctx.app)]);
});
afterAll(() => ctx.close());

const location = {
  name: "Musée Fabre",
  description: "Musée des beaux-arts de Montpellier, de la Renaissance à nos jours.",
  address: "39 boulevard Bonne Nouvelle",
  city: "Montpellier",
  postalCode: "34000",
  category: "Musée",
  openingHours: "Du mardi au dimanche, 10 h – 18 h",
  accessibility: true,
  guidedTours: "true",
  entryPrice: "12,50",
  user_id: 1,
};

async function rowCount() {
  return (await ctx.database.db.select({ value: count() }).from(locations))[0]?.value ?? 0;
}

describe("locations", () => {
  it("creates a place for a professionnel, France by default, price in euros", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/locations",
      headers: bearer(organiser.token),
      payload: location,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      name: "Musée Fabre",
      country: "France",
      postalCode: "34000",
      accessibility: true,
      guidedTours: true,
      audioGuide: false,
      entryPrice: 12.5,
      user_id: organiser.user.id,
    });
    const read = await ctx.app.inject({ method: "GET", url: `/api/locations/${body.id}` });
    expect(read.json()).toEqual(body);
    const list = await ctx.app.inject({ method: "GET", url: "/api/locations" });
    expect(Number(list.headers["x-total-count"])).toBe(await rowCount());
  });

  it("answers anonymous 401 and participant 403, storing nothing", async () => {
    const before = await rowCount();
    expect(
      (await ctx.app.inject({ method: "POST", url: "/api/locations", payload: location })).statusCode,
    ).toBe(401);
    const asParticipant = await ctx.app.inject({
      method: "POST",
      url: "/api/locations",
      headers: bearer(participant.token),
      payload: location,
    });
    expect(asParticipant.statusCode).toBe(403);
    expect(await rowCount()).toBe(before);
  });

  const invalid: [string, object, string, string][] = [
    ["no name", { name: "" }, "name", m.locationNameRequired],
    ["no address", { address: undefined }, "address", m.locationAddressRequired],
    ["no city", { city: "  " }, "city", m.locationCityRequired],
    ["a French postal code of 4 digits", { postalCode: "3400" }, "postalCode", m.postalCodeInvalid],
    ["a negative price", { entryPrice: -1 }, "entryPrice", m.priceNegative],
    ["a flag of the wrong type", { accessibility: "peut-être" }, "accessibility", m.booleanInvalid],
    ["a 100 KB description", { description: "x".repeat(100_000) }, "description", m.tooLong],
  ];
  it.each(invalid)("refuses %s", async (_, overrides, path, message) => {
    const before = await rowCount();
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/locations",
      headers: bearer(organiser.token),
      payload: { ...location, ...overrides },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({ path, message });
    expect(await rowCount()).toBe(before);
  });

  it("accepts a foreign postal code and answers 404 for an unknown place", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/locations",
      headers: bearer(organiser.token),
      payload: { ...location, country: "Belgique", postalCode: "1000", city: "Bruxelles" },
    });
    expect(response.statusCode).toBe(201);
    const missing = await ctx.app.inject({ method: "GET", url: "/api/locations/999999" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(locationMessages.notFound);
  });
});
