import { describe, expect, it } from "vitest";
import { atParisDayOf, isDateOnly, isoToParisLocal, parisLocalToIso, toParisIso } from "./dates.ts";
import { validationMessages as m } from "./messages.ts";
import { eventDateTimeSchema } from "./schemas/common.ts";
import { issuesOf } from "./test-helpers.ts";

describe("parisLocalToIso", () => {
  it("reads a winter wall-clock time as UTC+1", () => {
    expect(parisLocalToIso("2025-01-15T10:00")).toBe("2025-01-15T09:00:00.000Z");
  });

  it("reads a summer wall-clock time as UTC+2", () => {
    expect(parisLocalToIso("2025-07-14T21:30")).toBe("2025-07-14T19:30:00.000Z");
  });

  it("keeps the seconds when they are given", () => {
    expect(parisLocalToIso("2025-07-14T21:30:45")).toBe("2025-07-14T19:30:45.000Z");
  });

  it("reads a date alone as midnight in Paris", () => {
    expect(parisLocalToIso("2025-07-14")).toBe("2025-07-13T22:00:00.000Z");
    expect(parisLocalToIso("2025-12-25")).toBe("2025-12-24T23:00:00.000Z");
  });

  it("takes an instant with Z or an offset as it is", () => {
    expect(parisLocalToIso("2025-07-14T19:30:00Z")).toBe("2025-07-14T19:30:00.000Z");
    expect(parisLocalToIso("2025-07-14T19:30:00.250Z")).toBe("2025-07-14T19:30:00.250Z");
    expect(parisLocalToIso("2025-07-14T21:30:00+02:00")).toBe("2025-07-14T19:30:00.000Z");
    expect(parisLocalToIso("2025-07-14T10:00:00-0500")).toBe("2025-07-14T15:00:00.000Z");
  });

  it("does not depend on the process time zone: the offset changes on the DST days", () => {
    // Spring forward, 30 March 2025 at 02:00 (UTC 01:00).
    expect(parisLocalToIso("2025-03-30T01:59")).toBe("2025-03-30T00:59:00.000Z");
    expect(parisLocalToIso("2025-03-30T03:00")).toBe("2025-03-30T01:00:00.000Z");
    // Fall back, 26 October 2025 at 03:00 (UTC 01:00).
    expect(parisLocalToIso("2025-10-26T01:59")).toBe("2025-10-25T23:59:00.000Z");
    expect(parisLocalToIso("2025-10-26T03:00")).toBe("2025-10-26T02:00:00.000Z");
  });

  it("moves a time that does not exist (spring gap) forward by one hour", () => {
    expect(parisLocalToIso("2025-03-30T02:30")).toBe("2025-03-30T01:30:00.000Z");
    expect(isoToParisLocal("2025-03-30T01:30:00.000Z")).toBe("2025-03-30T03:30");
  });

  it("takes the first of a time that happens twice (autumn overlap)", () => {
    expect(parisLocalToIso("2025-10-26T02:30")).toBe("2025-10-26T00:30:00.000Z");
  });

  it("refuses what is not a real date or time", () => {
    for (const value of [
      "",
      "demain",
      "2025-02-29",
      "2024-13-01",
      "2025-04-31",
      "2025-07-14T24:00",
      "2025-07-14T12:60",
      "14/07/2025",
      "2025-07-14Z",
      "2025-07-14T10:00+25:00",
      "0999-01-01",
    ]) {
      expect(parisLocalToIso(value), value).toBeNull();
    }
    expect(parisLocalToIso("2024-02-29")).toBe("2024-02-28T23:00:00.000Z");
  });
});

describe("isoToParisLocal", () => {
  it("gives the datetime-local value of an instant, in Paris time", () => {
    expect(isoToParisLocal("2025-07-14T19:30:00.000Z")).toBe("2025-07-14T21:30");
    expect(isoToParisLocal("2025-01-15T09:00:00.000Z")).toBe("2025-01-15T10:00");
  });

  it("round-trips with parisLocalToIso", () => {
    for (const local of ["2025-01-01T00:00", "2025-06-21T23:59", "2025-10-26T01:30"]) {
      expect(isoToParisLocal(parisLocalToIso(local) ?? "")).toBe(local);
    }
  });

  it("returns null for a value that is not a date", () => {
    expect(isoToParisLocal("n'importe quoi")).toBeNull();
  });
});

describe("eventDateTimeSchema", () => {
  it("answers an ISO UTC string", () => {
    expect(eventDateTimeSchema.parse(" 2025-07-14T21:30 ")).toBe("2025-07-14T19:30:00.000Z");
  });

  it("refuses an invalid date with the French message", () => {
    expect(issuesOf(eventDateTimeSchema, "2025-02-30")).toEqual({ "": [m.invalidDate] });
    expect(issuesOf(eventDateTimeSchema, 20250714)).toEqual({ "": [m.invalidDate] });
    expect(issuesOf(eventDateTimeSchema, "x".repeat(100_000))).toEqual({ "": [m.invalidDate] });
  });
});

describe("toParisIso", () => {
  it("answers a winter instant in Paris time with +01:00, to the second", () => {
    expect(toParisIso(new Date("2027-03-13T23:00:00.000Z"))).toBe("2027-03-14T00:00:00+01:00");
    expect(toParisIso("2027-01-05T08:15:42.987Z")).toBe("2027-01-05T09:15:42+01:00");
  });

  it("answers a summer instant with +02:00", () => {
    expect(toParisIso(new Date("2027-07-14T19:30:00Z"))).toBe("2027-07-14T21:30:00+02:00");
    expect(toParisIso(new Date("2027-07-13T22:00:00Z"))).toBe("2027-07-14T00:00:00+02:00");
  });

  it("changes offset at the very second of the March change (28 March 2027)", () => {
    expect(toParisIso("2027-03-28T00:59:59Z")).toBe("2027-03-28T01:59:59+01:00");
    expect(toParisIso("2027-03-28T01:00:00Z")).toBe("2027-03-28T03:00:00+02:00");
  });

  it("tells the two 02:30 of the October change apart by their offset (31 October 2027)", () => {
    expect(toParisIso("2027-10-31T00:30:00Z")).toBe("2027-10-31T02:30:00+02:00");
    expect(toParisIso("2027-10-31T01:30:00Z")).toBe("2027-10-31T02:30:00+01:00");
    expect(toParisIso("2027-10-31T01:00:00Z")).toBe("2027-10-31T02:00:00+01:00");
  });

  it("is read back as the same instant, and its day is the Paris day", () => {
    for (const iso of ["2027-03-13T23:00:00.000Z", "2027-06-30T22:00:00.000Z", "2027-10-31T00:30:00.000Z"]) {
      const answered = toParisIso(iso);
      expect(Date.parse(answered)).toBe(Date.parse(iso));
      expect(parisLocalToIso(answered)).toBe(iso);
      expect(parisLocalToIso(answered.split("T")[0] ?? "")).toBe(parisLocalToIso(answered.slice(0, 10)));
    }
    expect(parisLocalToIso(toParisIso("2027-03-13T23:00:00Z").split("T")[0] ?? "")).toBe(
      "2027-03-13T23:00:00.000Z",
    );
  });

  it("answers what Intl's Europe/Paris says, second by second around changes and over two centuries", () => {
    const intl = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Paris",
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    /** The Paris wall clock as Intl writes it ("14/07/2027, 21:30:00" → "2027-07-14T21:30:00"). */
    const wallClockOf = (instantMs: number) => {
      const parts = Object.fromEntries(intl.formatToParts(instantMs).map((part) => [part.type, part.value]));
      return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
    };
    const instants: number[] = [];
    // Every 3 hours 7 minutes 13 seconds through 2027 (every hour of the day drifts through), then
    // the seconds around its two changes.
    for (let ms = Date.UTC(2027, 0, 1); ms < Date.UTC(2028, 0, 1); ms += 11_233_000) instants.push(ms);
    for (const change of [Date.UTC(2027, 2, 28, 1), Date.UTC(2027, 9, 31, 1)]) {
      for (let ms = change - 5_000; ms <= change + 5_000; ms += 1_000) instants.push(ms);
    }
    // Pseudo-random instants from 1890 to 2090 (local mean time, wars and double summer time included).
    let seed = 42;
    for (let i = 0; i < 2_000; i += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      instants.push(Date.UTC(1890, 0, 1) + Math.floor((seed / 2_147_483_648) * 200 * 365.25 * 86_400_000));
    }
    for (const instantMs of instants) {
      const answered = toParisIso(instantMs);
      expect(answered.slice(0, 19)).toBe(wallClockOf(instantMs));
      // The offset is written in minutes: Paris mean time (+00:09:21, until 1911) reads back within one.
      expect(Math.abs(Date.parse(answered) - Math.floor(instantMs / 1000) * 1000)).toBeLessThan(60_000);
    }
  });

  it("refuses what is not a date", () => {
    expect(() => toParisIso("demain")).toThrow(RangeError);
    expect(() => toParisIso(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("date-only edits (issue 28)", () => {
  it("tells a bare day from a date with a time", () => {
    expect(isDateOnly("2026-12-10")).toBe(true);
    expect(isDateOnly(" 2026-12-10 ")).toBe(true);
    for (const value of ["2026-12-10T20:30", "2026-12-10T19:30:00.000Z", "", null, undefined, 20261210]) {
      expect(isDateOnly(value)).toBe(false);
    }
  });

  it("keeps the Paris time of day on another day, across a change of time", () => {
    const summerEvening = new Date("2037-07-11T18:30:00.000Z"); // 20:30 in Paris (UTC+2)
    const novemberDay = new Date(parisLocalToIso("2037-11-07") ?? "");
    expect(atParisDayOf(summerEvening, novemberDay).toISOString()).toBe("2037-11-07T19:30:00.000Z");
    expect(toParisIso(atParisDayOf(summerEvening, novemberDay))).toBe("2037-11-07T20:30:00+01:00");
  });

  it("answers the instant itself on its own day, even in the hour the clocks repeat", () => {
    const secondHalfPastTwo = new Date("2037-10-25T01:30:00.000Z"); // 02:30 the second time (UTC+1)
    const sameDay = new Date(parisLocalToIso("2037-10-25") ?? "");
    expect(atParisDayOf(secondHalfPastTwo, sameDay)).toBe(secondHalfPastTwo);
    const withSeconds = new Date("2037-12-10T19:30:15.250Z");
    expect(atParisDayOf(withSeconds, new Date(parisLocalToIso("2037-12-12") ?? "")).toISOString()).toBe(
      "2037-12-12T19:30:15.250Z",
    );
  });
});
