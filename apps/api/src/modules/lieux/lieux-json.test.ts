import { TOTAL_COUNT_HEADER } from "@culture-patrimoine/contract/constants";
import { lieuListQuerySchema, lieuListSchema } from "@culture-patrimoine/contract/schemas/lieu";
import { sql } from "drizzle-orm";
import { serializerCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerProfessionnel } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { insertLieu } from "../../test/rows.ts";
import { listLieux } from "./lieux.service.ts";

// GET /api/lieux without filters is written by the database as JSON text (decision 054): byte for
// byte what toLieu and the serializer write (listLieux, which the filtered lists still answer).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_CACHE_TTL_MS: "0" });
});
afterAll(() => ctx.close());

function serialized(data: unknown): string {
  return serializerCompiler({ schema: lieuListSchema, method: "GET", url: "/" })(data);
}

// Coordinates PostgreSQL and JavaScript write differently unless taken care of (doubleJsonText):
// under 1e-4, and under 1e-6; and the shortest digits of a long one.
const odd = [
  { latitude: 48.85661423456789, longitude: 0.00005 },
  { latitude: -0.000012345, longitude: -1.5e-7 },
  { latitude: 45.123456789012344, longitude: 0.1 + 0.2 },
  { latitude: 0, longitude: -0.0001 },
];

describe("the public venues list written by the database", () => {
  it("answers each page as toLieu and the serializer do, odd values included", async () => {
    const account = await registerProfessionnel(ctx.app);
    const db = ctx.database.db;
    const made = [
      await insertLieu(db, account.user.id, {
        nom: 'Salle « Ω » "guillemets" \\ émoji 🎻',
        ville: "Orléans",
        description: "Ligne 1\nLigne 2\tcontrôle \u0001.",
        image: "/uploads/lieu.webp",
        image_alt: "Façade",
        code_postal: "45000",
        accessibility: ["visuel", "moteur", "auditif"],
        accessibility_details: "Boucle magnétique",
        site_web: "https://exemple.fr/salle",
        adresse: "1 rue d’Illiers",
      }),
      await insertLieu(db, account.user.id, { nom: "Atelier", image: "https://ailleurs.example/photo.jpg" }),
      ...(await Promise.all(
        odd.map((coordinates, index) =>
          insertLieu(db, account.user.id, { nom: `Point ${index}`, ...coordinates }),
        ),
      )),
      await insertLieu(db, account.user.id, { nom: "Caché", moderation_status: "pending" }),
    ];
    const [first] = made;
    await db.execute(
      sql`update lieux set created_at = '2029-06-30 22:59:59.999999+00' where id = ${first?.id ?? 0}`,
    );

    for (const url of [
      `/api/lieux?user_id=${account.user.id}`,
      `/api/lieux?user_id=${account.user.id}&limit=2&offset=1`,
      "/api/lieux?limit=200",
    ]) {
      const answer = await ctx.app.inject({ method: "GET", url });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
      // The query as the route reads it: the schema's defaults, not copies of them.
      const query = lieuListQuerySchema.parse(Object.fromEntries(new URL(url, "http://x").searchParams));
      const page = await listLieux(db, query, ctx.config.publicUrl);
      expect(answer.body).toBe(serialized(page.items));
      expect(answer.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe(String(page.total));
    }
    const own = (
      await ctx.app.inject({ method: "GET", url: `/api/lieux?user_id=${account.user.id}` })
    ).json() as {
      nom: string;
      longitude: number | null;
    }[];
    expect(own.map((venue) => venue.nom)).not.toContain("Caché");
    expect(own.find((venue) => venue.nom === "Point 0")?.longitude).toBe(0.00005);
  });

  // A venue's item is kept with its row by a trigger (decision 056): a write through the API shows in
  // the next page, as toLieu reads it.
  it("follows a venue's writes", async () => {
    const account = await registerProfessionnel(ctx.app);
    const venue = await insertLieu(ctx.database.db, account.user.id, { nom: "Grange", ville: "Amboise" });
    const url = `/api/lieux?user_id=${account.user.id}`;
    const expectPageAsListLieux = async () => {
      const answer = await ctx.app.inject({ method: "GET", url });
      const query = lieuListQuerySchema.parse({ user_id: String(account.user.id) });
      expect(answer.body).toBe(
        serialized((await listLieux(ctx.database.db, query, ctx.config.publicUrl)).items),
      );
      return (answer.json() as Record<string, unknown>[])[0];
    };
    await expectPageAsListLieux();
    const edited = await ctx.app.inject({
      method: "PUT",
      url: `/api/lieux/${venue.id}`,
      headers: bearer(account.token),
      payload: {
        nom: "Grange « dîmière »",
        ville: "Amboise",
        code_postal: "20100",
        latitude: 47.41,
        longitude: 0.00003,
        accessibility: ["auditif", "moteur"],
        description: "Charpente du XVe siècle.",
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await expectPageAsListLieux()).toMatchObject({
      nom: "Grange « dîmière »",
      departement: "2A",
      longitude: 0.00003,
      accessibility: ["moteur", "auditif"],
    });
  });
});
