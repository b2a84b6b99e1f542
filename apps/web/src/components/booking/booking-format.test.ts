import { describe, expect, it } from "vitest";
import { formatMoment, formatSessionStart, formatSessionTimes } from "./booking-format.ts";

describe("booking dates in French, Paris time", () => {
  it("writes a session's start with « h » and the 1st as « 1er »", () => {
    expect(formatSessionStart("2026-03-01T20:30:00+01:00")).toBe(
      "Dimanche 1er mars 2026 à 20\u00a0h\u00a030",
    );
    expect(formatSessionStart("2026-07-14T07:05:00Z")).toBe("Mardi 14 juillet 2026 à 9\u00a0h\u00a005");
  });

  it("writes a session of one day as a range of hours", () => {
    expect(formatSessionTimes("2026-03-27T20:30:00+01:00", "2026-03-27T22:00:00+01:00")).toBe(
      "Vendredi 27 mars 2026, 20\u00a0h\u00a030 – 22\u00a0h\u00a000",
    );
  });

  it("writes a deadline inside a sentence", () => {
    expect(formatMoment("2026-03-27T09:00:00+01:00")).toBe("vendredi 27 mars à 9\u00a0h\u00a000");
  });

  it("says the date is unknown rather than « Invalid Date »", () => {
    expect(formatSessionStart("")).not.toMatch(/Invalid/);
  });
});
