import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/database.ts";
import { doubleJsonText } from "./json-text.ts";

// The numbers the database writes into an answer's text must read as JSON.stringify writes them.

let handle: TestDatabase;
beforeAll(async () => {
  handle = await createTestDatabase({ migrated: false });
});
afterAll(() => handle.destroy());

const doubles = [
  0,
  1,
  -1,
  180,
  -90,
  48.856614,
  2.3522219,
  -0.5792,
  0.1 + 0.2,
  48.85661423456789,
  0.0001,
  -0.0001,
  0.00012,
  -0.00009999,
  0.00005,
  1.2345e-5,
  -0.0000015,
  1e-6,
  1e-7,
  -1.5e-7,
  1.2345678901234568e-9,
  5e-324,
];

describe("doubleJsonText", () => {
  it("writes every double as JSON.stringify does, small ones included", async () => {
    const result = (await handle.db.execute(
      sql`select string_agg(${doubleJsonText(sql`value`)}::text, ' ' order by n) as written
        from unnest(${`{${doubles.join(",")}}`}::float8[]) with ordinality as numbers(value, n)`,
    )) as unknown as { rows: { written: string }[] };
    expect(result.rows[0]?.written.split(" ")).toEqual(doubles.map((value) => JSON.stringify(value)));
  });

  it("writes null as null", async () => {
    const result = (await handle.db.execute(
      sql`select json_build_object('x', ${doubleJsonText(sql`null::float8`)})::text as written`,
    )) as unknown as { rows: { written: string }[] };
    expect(JSON.parse(result.rows[0]?.written ?? "")).toEqual({ x: null });
  });
});
