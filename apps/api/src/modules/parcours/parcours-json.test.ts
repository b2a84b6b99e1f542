import { parcoursDetailSchema } from "@culture-patrimoine/contract/schemas/parcours";
import { eq } from "drizzle-orm";
import { serializerCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lieux, parcours, sites } from "../../db/schema.ts";
import { registerProfessionnel } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { insertLieu, postParcours } from "../../test/fixtures-parcours.ts";
import { ownerColumns } from "../../test/rows.ts";
import { getParcours } from "./parcours.service.ts";
import { publicRouteText } from "./parcours-json.ts";

// The public route page is written by the database as JSON text (parcours-json.ts, decision 054):
// byte for byte what toParcoursResponse and the serializer write (getParcours, which the
// server-rendered page reads), odd values included, and it follows every write.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_CACHE_TTL_MS: "0" });
});
afterAll(() => ctx.close());

/** The route's public answer as the JavaScript mappers and the response serializer write it. */
async function writtenByJavaScript(id: number): Promise<string> {
  const route = await getParcours(ctx.database.db, id, ctx.config.publicUrl);
  return serializerCompiler({ schema: parcoursDetailSchema, method: "GET", url: "/" })(route);
}

async function answered(id: number) {
  const response = await ctx.app.inject({ method: "GET", url: `/api/parcours/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
  return response.body;
}

describe("the public route page written by the database", () => {
  it("answers the route, its venue and its public steps as the mappers do, byte for byte", async () => {
    const account = await registerProfessionnel(ctx.app);
    const db = ctx.database.db;
    const venue = await insertLieu(db, account.user.id, 'Salle « Ω » "guillemets"');
    const route = await postParcours(ctx.app, account.token, venue, {
      description: 'Ligne 1\nLigne 2 « guillemets » "doubles" \\ barre, émoji 🎻, contrôle \u0001.',
    });
    await db.update(parcours).set({ rating: 4.3, participants: 12 }).where(eq(parcours.id, route.id));
    const owner = await ownerColumns(db, account.user.id);
    await db.insert(sites).values([
      {
        name: "Tour « rose »",
        categorie: "Monument",
        description: "Étape\tpremière",
        services: ["Parking disponible", 'Guide "audio"', "Toilettes, accès"],
        parcours_id: route.id,
        image: "/uploads/0f8b1a52-5d5b-4a55-9d0a-3c0b7d1f9e21-640x400.webp",
        image_alt: "La tour",
        // Near the Greenwich meridian: PostgreSQL would write an exponent where JavaScript does not.
        latitude: 45.7625,
        longitude: 0.00004,
        ...owner,
      },
      {
        name: "Cour sans rien",
        categorie: "Monument",
        description: "Étape",
        services: [],
        parcours_id: route.id,
        image: "https://images.example.org/cour.jpg",
        ...owner,
      },
      {
        name: "Étape en attente",
        categorie: "Monument",
        description: "Pas encore publiée",
        parcours_id: route.id,
        moderation_status: "pending",
        ...owner,
      },
    ]);

    const text = await answered(route.id);
    expect(text).toBe(await writtenByJavaScript(route.id));
    const body = JSON.parse(text);
    expect(body).toMatchObject({ sitesCount: 2, rating: 4.3, participants: 12 });
    expect(body.Sites.map((site: { name: string }) => site.name)).toEqual([
      "Tour « rose »",
      "Cour sans rien",
    ]);
    expect(body.Sites[0].services).toBe(
      JSON.stringify(["Parking disponible", 'Guide "audio"', "Toilettes, accès"]),
    );
    expect(body.Sites[0].image).toBe(
      `${ctx.config.publicUrl}/uploads/0f8b1a52-5d5b-4a55-9d0a-3c0b7d1f9e21-640x400.webp`,
    );
    expect(body.Sites[1]).toMatchObject({ services: "[]", image: "https://images.example.org/cour.jpg" });
  });

  it("follows the writes: a step added, a venue renamed, hidden or deleted, no step at all", async () => {
    const account = await registerProfessionnel(ctx.app);
    const db = ctx.database.db;
    const venue = await insertLieu(db, account.user.id, "Cloître");
    const route = await postParcours(ctx.app, account.token, venue);
    const same = async () => expect(await answered(route.id)).toBe(await writtenByJavaScript(route.id));

    await same();
    expect(JSON.parse(await answered(route.id))).toMatchObject({ sitesCount: 0, Sites: [] });
    await db.insert(sites).values({
      name: "Salle capitulaire",
      categorie: "Monument",
      description: "Étape",
      parcours_id: route.id,
      ...(await ownerColumns(db, account.user.id)),
    });
    await same();
    await db.update(lieux).set({ nom: "Cloître Saint-Trophime" }).where(eq(lieux.id, venue));
    await same();
    expect(JSON.parse(await answered(route.id)).Lieu.nom).toBe("Cloître Saint-Trophime");
    await db.update(lieux).set({ moderation_status: "pending" }).where(eq(lieux.id, venue));
    await same();
    expect(JSON.parse(await answered(route.id)).Lieu).toBeNull();
    await db.delete(lieux).where(eq(lieux.id, venue));
    await same();
    expect(JSON.parse(await answered(route.id))).toMatchObject({ lieu_id: null, Lieu: null });
  });

  it("answers 404 for a route the public may not see, as for an unknown one", async () => {
    const account = await registerProfessionnel(ctx.app);
    const venue = await insertLieu(ctx.database.db, account.user.id, "Réserve");
    const route = await postParcours(ctx.app, account.token, venue);
    await ctx.database.db
      .update(parcours)
      .set({ moderation_status: "pending" })
      .where(eq(parcours.id, route.id));
    await expect(publicRouteText(ctx.database.db, route.id, ctx.config.publicUrl)).rejects.toThrow();
    const hidden = await ctx.app.inject({ method: "GET", url: `/api/parcours/${route.id}` });
    const unknown = await ctx.app.inject({ method: "GET", url: "/api/parcours/987654" });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toBe(unknown.body);
  });
});
