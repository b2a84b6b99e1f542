import { describe, expect, it } from "vitest";
import { formatLegalDate } from "./legal-date.ts";

describe("formatLegalDate", () => {
  it("writes the date in French, whatever the time zone", () => {
    expect(formatLegalDate("2026-11-21")).toBe("21 novembre 2026");
    expect(formatLegalDate("2027-01-01")).toBe("1 janvier 2027");
  });
});
