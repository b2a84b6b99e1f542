import { ACCESSIBILITY_FAMILIES, type AccessibilityFamily } from "@culture-patrimoine/contract/constants";
import { canonicalFamilies } from "@culture-patrimoine/contract/schemas/accessibility";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/database.ts";
import { canonicalFamiliesText, doubleJsonText } from "./json-text.ts";

// The numbers the database writes into an answer's text must read as JSON.stringify writes them,
// and the accessibility families as canonicalFamilies orders them.

let handle: TestDatabase;
beforeAll(async () => {
  handle = await createTestDatabase();
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

describe("canonicalFamiliesText", () => {
  it("answers canonicalFamilies's array, whatever the stored order, repeats and emptiness", async () => {
    const stored: AccessibilityFamily[][] = [
      [],
      ["mental"],
      ["mental", "moteur"],
      ["auditif", "mental", "auditif", "visuel"],
      [...ACCESSIBILITY_FAMILIES].reverse(),
      [...ACCESSIBILITY_FAMILIES],
    ];
    for (const families of stored) {
      const result = (await handle.db.execute(
        sql`select to_json(${canonicalFamiliesText(sql`${`{${families.join(",")}}`}::text[]`)})::text as written`,
      )) as unknown as { rows: { written: string }[] };
      expect(result.rows[0]?.written, families.join(",")).toBe(JSON.stringify(canonicalFamilies(families)));
    }
  });
});
