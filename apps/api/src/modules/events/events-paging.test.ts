import {
  LIST_COUNT_BOUND,
  TOTAL_COUNT_BOUNDED_HEADER,
  TOTAL_COUNT_HEADER,
} from "@culture-patrimoine/contract/constants";
import { validationMessages as m } from "@culture-patrimoine/contract/messages";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerProfessionnel } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { insertLieu } from "../../test/fixtures-events.ts";

// Bounded totals and keyset pages of the events lists (docs/decisions/029-counting-and-paging-at-scale.md).
// The public cache is on here (a long TTL, each test reading its own organiser's URLs), so that
// every answer read twice is checked to come back from the cache with the same headers.

const ORIGIN = "https://client.example";
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ CORS_ORIGINS: ORIGIN, PUBLIC_CACHE_TTL_MS: "60000" });
});
afterAll(() => ctx.close());

const boundedHeader = TOTAL_COUNT_BOUNDED_HEADER.toLowerCase();
const totalHeader = TOTAL_COUNT_HEADER.toLowerCase();

async function newOrganiser() {
  const account = await registerProfessionnel(ctx.app);
  const lieu = await insertLieu(ctx.database.db, account.user.id);
  return { userId: account.user.id, lieuId: lieu.id, token: account.token };
}

/** A GET, twice: the second answer (a cache hit) must say the same as the first. */
async function get(url: string) {
  const first = await ctx.app.inject({ method: "GET", url, headers: { origin: ORIGIN } });
  const again = await ctx.app.inject({ method: "GET", url, headers: { origin: ORIGIN } });
  for (const name of [totalHeader, boundedHeader, "link"]) {
    expect(again.headers[name], `${name} of ${url} from the cache`).toEqual(first.headers[name]);
  }
  expect(again.body).toBe(first.body);
  return first;
}

const idsOf = (response: { json(): unknown }) =>
  (response.json() as { id: number }[]).map((event) => event.id);

function nextLink(response: { headers: Record<string, unknown> }): string | undefined {
  const link = response.headers.link;
  if (link === undefined) return undefined;
  const match = /^<([^>]+)>; rel="next"$/.exec(String(link));
  expect(match, String(link)).not.toBeNull();
  return match?.[1];
}

/** Follows rel="next" from `url` to the last page: every id seen, in order, and each URL asked. */
async function walk(url: string) {
  const ids: number[] = [];
  const urls: string[] = [];
  let next: string | undefined = url;
  while (next !== undefined) {
    urls.push(next);
    if (urls.length > 100) throw new Error(`no end after 100 pages from ${url}`);
    const response = await get(next);
    expect(response.statusCode, next).toBe(200);
    ids.push(...idsOf(response));
    next = nextLink(response);
  }
  return { ids, urls };
}

/** The organiser's events as the list orders them (start, then id), read from the table. */
async function expectedOrder(userId: number, where = sql`true`): Promise<number[]> {
  const result = (await ctx.database.db.execute(
    sql`select id from events where user_id = ${userId} and ${where} order by date_start, id`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
}

describe("bounded totals", () => {
  it(`counts up to ${LIST_COUNT_BOUND} rows, then sends the rows counted with ${TOTAL_COUNT_BOUNDED_HEADER}`, async () => {
    const { userId, lieuId, token } = await newOrganiser();
    // One more than the bound, in one statement; a single « Musique » among them.
    await ctx.database.db.execute(sql`insert into events (title, category, date_start, lieu_id, user_id, organisation_id)
      select 'Visite n° ' || g, case when g = 1 then 'Musique' else 'Visite' end,
        timestamptz '2031-01-01 10:00+00' + make_interval(hours => g), ${lieuId}, ${userId},
        (select organisation_id from memberships where user_id = ${userId} limit 1)
      from generate_series(1, ${LIST_COUNT_BOUND + 1}) g`);

    const first = await get(`/api/events?user_id=${userId}&limit=3`);
    expect(first.headers[totalHeader]).toBe(String(LIST_COUNT_BOUND + 1));
    expect(first.headers[boundedHeader]).toBe("true");
    expect(first.headers["access-control-expose-headers"]).toContain(TOTAL_COUNT_BOUNDED_HEADER);
    expect(idsOf(first)).toEqual((await expectedOrder(userId)).slice(0, 3));

    // A filter with fewer rows is counted exactly, without the header.
    const music = await get(`/api/events?user_id=${userId}&category=Musique`);
    expect(music.headers[totalHeader]).toBe("1");
    expect(music.headers[boundedHeader]).toBeUndefined();

    // A page past the bound counts past it: here the whole filter, exact again.
    const deep = await get(`/api/events?user_id=${userId}&limit=5&offset=${LIST_COUNT_BOUND - 2}`);
    expect(deep.headers[totalHeader]).toBe(String(LIST_COUNT_BOUND + 1));
    expect(deep.headers[boundedHeader]).toBeUndefined();
    expect(idsOf(deep)).toEqual((await expectedOrder(userId)).slice(LIST_COUNT_BOUND - 2));
    expect(deep.headers.link).toBeUndefined();

    // The organiser's own list says the same, and links on with a cursor its route accepts.
    const own = await ctx.app.inject({
      method: "GET",
      url: `/api/events/user/${userId}?limit=2`,
      headers: bearer(token),
    });
    expect(own.headers[boundedHeader]).toBe("true");
    const ownNext = nextLink(own) ?? "";
    expect(ownNext).toMatch(/^\/api\/events\/user\/\d+\?limit=2&after=/);
    const ownSecond = await ctx.app.inject({ method: "GET", url: ownNext, headers: bearer(token) });
    expect(idsOf(ownSecond)).toEqual((await expectedOrder(userId)).slice(2, 4));
  });

  it("keeps small lists exact and says nothing more", async () => {
    const { userId } = await newOrganiser();
    const response = await get(`/api/lieux?user_id=${userId}`);
    expect(response.headers[totalHeader]).toBe("1");
    expect(response.headers[boundedHeader]).toBeUndefined();
  });
});

describe("keyset pages", () => {
  const day = 86_400_000;

  /** Rows sharing a start to the microsecond, one under way, one over, others to come. */
  async function seedOrganiser() {
    const { userId, lieuId } = await newOrganiser();
    const shared = sql`timestamptz '2031-03-01 10:00:00.123456+00'`;
    const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
    const rows = [
      [sql`${at(new Date(Date.now() - 3 * day))}`, at(new Date(Date.now() - 2 * day)), "Fini"],
      [sql`${at(new Date(Date.now() - day))}`, at(new Date(Date.now() + 5 * day)), "En cours, église"],
      [shared, sql`null`, "Même heure A, église"],
      [shared, sql`null`, "Même heure B"],
      [shared, sql`null`, "Même heure C, église"],
      [sql`timestamptz '2031-02-01 08:00+00'`, sql`null`, "Avant"],
      [sql`timestamptz '2031-04-01 08:00+00'`, sql`timestamptz '2031-04-02 08:00+00'`, "Après, église"],
    ] as const;
    for (const [start, end, title] of rows) {
      await ctx.database.db.execute(sql`insert into events (title, category, date_start, date_end, lieu_id, user_id, organisation_id)
        values (${title}, 'Visite', ${start}, ${end}, ${lieuId}, ${userId}, (select organisation_id from memberships where user_id = ${userId} limit 1))`);
    }
    return userId;
  }

  it("follows rel=next to the end: every row once, in order, rows of one start included", async () => {
    const userId = await seedOrganiser();
    for (const limit of [1, 2, 3]) {
      const { ids, urls } = await walk(`/api/events?user_id=${userId}&limit=${limit}`);
      expect(ids, `limit ${limit}`).toEqual(await expectedOrder(userId));
      expect(urls.slice(1).every((url) => /[?&]after=[^&]+/.test(url))).toBe(true);
    }
  });

  it("pages upcoming events, the one under way first, and a search among them", async () => {
    const userId = await seedOrganiser();
    const upcoming = await expectedOrder(userId, sql`coalesce(date_end, date_start) >= now()`);
    expect(upcoming).toHaveLength(6);
    for (const limit of [1, 2, 4]) {
      const { ids } = await walk(`/api/events?user_id=${userId}&upcoming=true&limit=${limit}`);
      expect(ids, `limit ${limit}`).toEqual(upcoming);
    }
    const found = await walk(`/api/events?user_id=${userId}&upcoming=true&q=EGLISE&limit=1`);
    expect(found.ids).toEqual(
      await expectedOrder(userId, sql`coalesce(date_end, date_start) >= now() and title like '%église%'`),
    );
    expect(found.ids).toHaveLength(4);
  });

  it("continues an offset page after its last row, and keeps offset working alone", async () => {
    const userId = await seedOrganiser();
    const all = await expectedOrder(userId);
    const page = await get(`/api/events?user_id=${userId}&limit=2&offset=3`);
    expect(idsOf(page)).toEqual(all.slice(3, 5));
    expect(page.headers[totalHeader]).toBe(String(all.length));
    const next = nextLink(page);
    expect(next).not.toContain("offset=");
    expect(next).toContain(`user_id=${userId}`);
    expect(idsOf(await get(next ?? ""))).toEqual(all.slice(5, 7));
    expect(idsOf(await get(`/api/events?user_id=${userId}&limit=2&offset=5`))).toEqual(all.slice(5, 7));
  });

  it("answers a short list asked without limit whole, without a link", async () => {
    const userId = await seedOrganiser();
    const response = await get(`/api/events?user_id=${userId}`);
    expect(idsOf(response)).toEqual(await expectedOrder(userId));
    expect(response.headers.link).toBeUndefined();
  });

  it("refuses a malformed cursor with a French message", async () => {
    for (const after of [
      "abc",
      "2031-13-45T10:00:00.000000Z_1",
      "2031-03-01T10:00:00Z_1",
      "2031-03-01T10:00:00.000000Z_x",
    ]) {
      const response = await ctx.app.inject({ method: "GET", url: `/api/events?after=${after}` });
      expect(response.statusCode, after).toBe(400);
      expect(response.json().error, after).toContain(m.listCursorInvalid);
    }
    expect((await ctx.app.inject({ method: "GET", url: "/api/events?after=" })).statusCode).toBe(200);
  });
});
