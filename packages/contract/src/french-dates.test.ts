import { describe, expect, it } from "vitest";
import {
  formatMoment,
  formatSessionMoment,
  formatSessionStart,
  formatSessionTimes,
  parisDay,
  parisHourDaysBefore,
} from "./french-dates.ts";

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

  it("writes where a session moves from and to as it is said: « 18 h », « 20 h 30 », « 1er »", () => {
    expect(formatSessionMoment("2037-12-12T20:30:00+01:00")).toBe("samedi 12 décembre à 20\u00a0h\u00a030");
    expect(formatSessionMoment("2037-12-13T18:00:00+01:00")).toBe("dimanche 13 décembre à 18\u00a0h");
    expect(formatSessionMoment("2037-05-01T09:05:00+02:00")).toBe("vendredi 1er mai à 9\u00a0h\u00a005");
  });

  it("says the date is unknown rather than « Invalid Date »", () => {
    expect(formatSessionStart("")).not.toMatch(/Invalid/);
  });
});

describe("Paris days and hours", () => {
  it("reads the Paris day of an instant, not the UTC one", () => {
    expect(parisDay(new Date("2026-03-28T23:30:00Z"))).toBe("2026-03-29");
    expect(parisDay(new Date("2026-07-14T21:59:00Z"))).toBe("2026-07-14");
  });

  it("finds 18 h on the eve across the spring clock change", () => {
    // Sunday 29 March 2026 10:00 (summer time) → Saturday 28 March 18:00 (winter time, UTC+1).
    expect(parisHourDaysBefore(new Date("2026-03-29T08:00:00Z"), 1, 18).toISOString()).toBe(
      "2026-03-28T17:00:00.000Z",
    );
    // Sunday 25 October 2026 10:00 (winter time) → Saturday 24 October 18:00 (summer time, UTC+2).
    expect(parisHourDaysBefore(new Date("2026-10-25T09:00:00Z"), 1, 18).toISOString()).toBe(
      "2026-10-24T16:00:00.000Z",
    );
  });

  it("crosses the first of a month", () => {
    expect(parisHourDaysBefore(new Date("2026-03-01T09:00:00Z"), 1, 8).toISOString()).toBe(
      "2026-02-28T07:00:00.000Z",
    );
  });
});
