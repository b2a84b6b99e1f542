import { TOTAL_COUNT_HEADER } from "@culture-patrimoine/contract/constants";
import { programListSchema } from "@culture-patrimoine/contract/schemas/program";
import { sql } from "drizzle-orm";
import { serializerCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerProfessionnel } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { createEvent, eventBody, insertLieu, programLine } from "../../test/fixtures-events.ts";
import { listPrograms } from "./programs.service.ts";

// GET /api/programs is written by the database as JSON text (decision 054): byte for byte what
// toProgram and the serializer write (listPrograms), hidden events left out, hidden venues null.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_CACHE_TTL_MS: "0" });
});
afterAll(() => ctx.close());

describe("GET /api/programs written by the database", () => {
  it("answers what toProgram and the serializer write, page and total included", async () => {
    const account = await registerProfessionnel(ctx.app);
    const db = ctx.database.db;
    const lieu = await insertLieu(db, account.user.id);
    const hidden = await insertLieu(db, account.user.id, { nom: "Atelier", moderation_status: "pending" });
    const shown = await createEvent(
      ctx.app,
      account.token,
      eventBody(lieu.id, { title: "Nuit « étoilée »" }),
    );
    const inHidden = await createEvent(ctx.app, account.token, eventBody(hidden.id));
    const held = await createEvent(ctx.app, account.token, eventBody(lieu.id));
    for (const [event, lines] of [
      [
        shown,
        [
          programLine(),
          programLine({
            start_time: "09:05",
            end_time: "23:59",
            description: null,
            category: null,
            title: 'Ligne "1"\n🎻',
          }),
        ],
      ],
      [inHidden, [programLine({ date: "2030-03-30" })]],
      [held, [programLine()]],
    ] as const) {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/programs/batch",
        headers: bearer(account.token),
        payload: { event_id: event.id, lines },
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
    }
    await db.execute(sql`update events set moderation_status = 'pending' where id = ${held.id}`);
    for (const query of [
      { limit: 200, offset: 0 },
      { limit: 1, offset: 1 },
      { limit: 100, offset: 0, event_id: shown.id },
    ]) {
      const search = new URLSearchParams(
        Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
      );
      const response = await ctx.app.inject({ method: "GET", url: `/api/programs?${search}` });
      expect(response.statusCode).toBe(200);
      const page = await listPrograms(db, query);
      const written = serializerCompiler({ schema: programListSchema, method: "GET", url: "/" })(page.items);
      expect(response.body).toBe(written);
      expect(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe(String(page.total));
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    }
  });

  // A line's item is made of the parts kept with the rows of the line, its event and its venue
  // (decision 056): each one's write shows in the next page, as toProgram reads it.
  it("follows the writes of a line, its event and its venue", async () => {
    const account = await registerProfessionnel(ctx.app);
    const db = ctx.database.db;
    const lieu = await insertLieu(db, account.user.id, { nom: "Cloître", ville: "Tours" });
    const event = await createEvent(ctx.app, account.token, eventBody(lieu.id, { title: "Veillée" }));
    const made = await ctx.app.inject({
      method: "POST",
      url: "/api/programs/batch",
      headers: bearer(account.token),
      payload: { event_id: event.id, lines: [programLine({ title: "Contes" })] },
    });
    expect(made.statusCode, made.body).toBeLessThan(300);
    const query = { limit: 100, offset: 0, event_id: event.id };
    const expectPageAsListPrograms = async () => {
      const response = await ctx.app.inject({
        method: "GET",
        url: `/api/programs?event_id=${event.id}&limit=100`,
      });
      const page = await listPrograms(db, query);
      expect(response.body).toBe(
        serializerCompiler({ schema: programListSchema, method: "GET", url: "/" })(page.items),
      );
      return (response.json() as Record<string, unknown>[])[0];
    };
    await expectPageAsListPrograms();
    await db.execute(
      sql`update programs set title = 'Contes « d’hiver »', start_time = '18:45' where event_id = ${event.id}`,
    );
    const renamed = await ctx.app.inject({
      method: "PUT",
      url: `/api/events/${event.id}`,
      headers: bearer(account.token),
      payload: eventBody(lieu.id, { title: "Veillée « aux chandelles »" }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await db.execute(sql`update lieux set nom = 'Cloître Saint-Gatien' where id = ${lieu.id}`);
    expect(await expectPageAsListPrograms()).toMatchObject({
      title: "Contes « d’hiver »",
      start_time: "18:45",
      event: { title: "Veillée « aux chandelles »", lieu: { nom: "Cloître Saint-Gatien" } },
    });
  });
});
