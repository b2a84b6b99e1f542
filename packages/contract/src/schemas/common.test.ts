import { describe, expect, it } from "vitest";
import { z } from "zod";
import { validationMessages as m } from "../messages.ts";
import { issuesOf, parseOk } from "../test-helpers.ts";
import {
  flagSchema,
  idSchema,
  nullableWebsiteSchema,
  optionalIdSchema,
  parseNumberInput,
  priceSchema,
  queryIdSchema,
  requiredId,
  withWebScheme,
} from "./common.ts";

describe("parseNumberInput", () => {
  it("reads decimal text, with a dot or a French comma", () => {
    expect(parseNumberInput("12")).toBe(12);
    expect(parseNumberInput(" 12.5 ")).toBe(12.5);
    expect(parseNumberInput("12,5")).toBe(12.5);
    expect(parseNumberInput("-3")).toBe(-3);
  });

  it("leaves blank as undefined, non-text as it is, and refuses other notations", () => {
    expect(parseNumberInput("  ")).toBeUndefined();
    expect(parseNumberInput(7)).toBe(7);
    expect(parseNumberInput(null)).toBeNull();
    for (const text of ["0x10", "1e3", "12 €", "Infinity", "1.2.3"]) {
      expect(parseNumberInput(text), text).toBeNaN();
    }
  });
});

describe("requiredId", () => {
  const schema = z.object({ lieu_id: requiredId(m.eventLieuRequired) });

  it("gives the field's message when absent, null or blank", () => {
    for (const lieu_id of [undefined, null, "", "  "]) {
      expect(issuesOf(schema, { lieu_id })).toEqual({ lieu_id: [m.eventLieuRequired] });
    }
  });

  it("reads a positive integer, as a number or digits", () => {
    expect(parseOk(schema, { lieu_id: "12" })).toEqual({ lieu_id: 12 });
    for (const lieu_id of [0, -1, 1.5, "abc", 2_147_483_648]) {
      expect(schema.safeParse({ lieu_id }).success, String(lieu_id)).toBe(false);
    }
  });
});

describe("idSchema", () => {
  it("reads a JSON number or canonical decimal digits", () => {
    expect(idSchema.parse(16)).toBe(16);
    expect(idSchema.parse("16")).toBe(16);
    expect(idSchema.parse("2147483647")).toBe(2_147_483_647);
  });

  it("refuses every other spelling that Number() would read as the same id", () => {
    for (const text of ["0x10", "1e1", "1.6e1", " 16", "16 ", "16.0", "+16", "016", "0o20", "0b10000", ""]) {
      expect(issuesOf(z.object({ id: idSchema }), { id: text }), JSON.stringify(text)).toEqual({
        id: [m.idInvalid],
      });
    }
    for (const value of ["0", "-1", "2147483648", 0, 1.5, Number.NaN, null, true]) {
      expect(idSchema.safeParse(value).success, String(value)).toBe(false);
    }
  });
});

describe("optional ids", () => {
  it("make blank null in a body and undefined in a query", () => {
    expect(optionalIdSchema.parse("")).toBeNull();
    expect(optionalIdSchema.parse(undefined)).toBeNull();
    expect(optionalIdSchema.parse("4")).toBe(4);
    expect(queryIdSchema.parse("")).toBeUndefined();
    expect(queryIdSchema.parse("4")).toBe(4);
  });
});

describe("priceSchema", () => {
  it("reads 0 and cents, refuses negatives and more than 2 decimals", () => {
    expect(priceSchema.parse(0)).toBe(0);
    expect(priceSchema.parse("0,99")).toBe(0.99);
    expect(priceSchema.parse(undefined)).toBeNull();
    expect(issuesOf(priceSchema, -0.01)).toEqual({ "": [m.priceNegative] });
    expect(issuesOf(priceSchema, 1.005)).toEqual({ "": [m.priceInvalid] });
  });
});

describe("flagSchema", () => {
  it("reads booleans and checkbox texts, absent is false", () => {
    expect(flagSchema.parse(undefined)).toBe(false);
    expect(flagSchema.parse("on")).toBe(true);
    expect(flagSchema.parse("false")).toBe(false);
    expect(issuesOf(flagSchema, 1)).toEqual({ "": [m.booleanInvalid] });
  });
});

describe("website fields", () => {
  it("give a typed host name the https scheme", () => {
    expect(parseOk(nullableWebsiteSchema, "www.exemple.fr")).toBe("https://www.exemple.fr");
    expect(parseOk(nullableWebsiteSchema, " exemple.fr/visites?jour=1 ")).toBe(
      "https://exemple.fr/visites?jour=1",
    );
    expect(parseOk(nullableWebsiteSchema, "//exemple.fr")).toBe("https://exemple.fr");
    expect(parseOk(nullableWebsiteSchema, "http://exemple.fr")).toBe("http://exemple.fr");
    expect(parseOk(nullableWebsiteSchema, "")).toBeNull();
    expect(parseOk(nullableWebsiteSchema, undefined)).toBeNull();
  });

  it("still refuse what is not a web address", () => {
    for (const value of [
      "n/a",
      "javascript:alert(1)",
      "mailto:a@exemple.fr",
      "ftp://exemple.fr",
      "exemple",
    ]) {
      expect(issuesOf(nullableWebsiteSchema, value)).toEqual({ "": [m.invalidUrl] });
    }
    expect(withWebScheme(12)).toBe(12);
  });
});
