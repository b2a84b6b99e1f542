import { parisLocalToIso } from "@culture-patrimoine/contract/dates";
import { describe, expect, it } from "vitest";
import { daySlots, endAfter, normaliseTime, parseTimeList, weeklySessions } from "./session-generator.ts";

describe("weeklySessions", () => {
  const saturdays = weeklySessions({
    weekdays: [6],
    time: "14:00",
    from: "2026-03-07",
    to: "2026-04-25",
    durationMinutes: 90,
  });

  it("gives every Saturday of the period, both ends included", () => {
    expect(saturdays.map((s) => s.starts_at)).toEqual([
      "2026-03-07T14:00",
      "2026-03-14T14:00",
      "2026-03-21T14:00",
      "2026-03-28T14:00",
      "2026-04-04T14:00",
      "2026-04-11T14:00",
      "2026-04-18T14:00",
      "2026-04-25T14:00",
    ]);
    expect(saturdays[0]?.ends_at).toBe("2026-03-07T15:30");
  });

  it("keeps 14:00 in Paris on both sides of the change to summer time (29 March 2026)", () => {
    const before = saturdays.find((s) => s.starts_at.startsWith("2026-03-28"));
    const after = saturdays.find((s) => s.starts_at.startsWith("2026-04-04"));
    // 14:00 Paris is 13:00 UTC in winter, 12:00 UTC in summer.
    expect(parisLocalToIso(before?.starts_at ?? "")).toBe("2026-03-28T13:00:00.000Z");
    expect(parisLocalToIso(after?.starts_at ?? "")).toBe("2026-04-04T12:00:00.000Z");
    expect(after?.ends_at).toBe("2026-04-04T15:30");
  });

  it("keeps the wall-clock time across the change back to winter time too", () => {
    const sessions = weeklySessions({
      weekdays: [6],
      time: "14:00",
      from: "2026-10-24",
      to: "2026-10-31",
      durationMinutes: null,
    });
    expect(sessions).toEqual([
      { starts_at: "2026-10-24T14:00", ends_at: null },
      { starts_at: "2026-10-31T14:00", ends_at: null },
    ]);
    expect(sessions.map((s) => parisLocalToIso(s.starts_at))).toEqual([
      "2026-10-24T12:00:00.000Z",
      "2026-10-31T13:00:00.000Z",
    ]);
  });

  it("takes several weekdays, in time order", () => {
    const sessions = weeklySessions({
      weekdays: [7, 3],
      time: "10 h 30",
      from: "2026-06-01",
      to: "2026-06-14",
      durationMinutes: null,
    });
    expect(sessions.map((s) => s.starts_at)).toEqual([
      "2026-06-03T10:30",
      "2026-06-07T10:30",
      "2026-06-10T10:30",
      "2026-06-14T10:30",
    ]);
  });

  it("gives nothing for a reversed period, a bad date or a bad time, and stops at the limit", () => {
    const rule = { weekdays: [1, 2, 3, 4, 5, 6, 7] as const, time: "09:00", durationMinutes: null };
    expect(weeklySessions({ ...rule, from: "2026-05-10", to: "2026-05-01" })).toEqual([]);
    expect(weeklySessions({ ...rule, from: "2026-02-30", to: "2026-03-05" })).toEqual([]);
    expect(weeklySessions({ ...rule, time: "25:00", from: "2026-05-01", to: "2026-05-02" })).toEqual([]);
    expect(weeklySessions({ ...rule, from: "2026-01-01", to: "2099-12-31" }, 201)).toHaveLength(201);
  });
});

describe("daySlots", () => {
  it("gives one session per time on the day, each of the same duration", () => {
    expect(daySlots("2026-09-19", ["10:00", "11:00", "14:00"], 45)).toEqual([
      { starts_at: "2026-09-19T10:00", ends_at: "2026-09-19T10:45" },
      { starts_at: "2026-09-19T11:00", ends_at: "2026-09-19T11:45" },
      { starts_at: "2026-09-19T14:00", ends_at: "2026-09-19T14:45" },
    ]);
    expect(daySlots("pas un jour", ["10:00"], 45)).toEqual([]);
  });
});

describe("endAfter", () => {
  it("counts elapsed time: a 2-hour session from 01:30 on the night of the change ends at 04:30", () => {
    expect(endAfter("2026-03-29T01:30", 120)).toBe("2026-03-29T04:30");
    expect(endAfter("2026-12-31T23:30", 60)).toBe("2027-01-01T00:30");
  });
});

describe("time lists", () => {
  it("reads the ways a French organiser writes a time", () => {
    expect(normaliseTime("10:00")).toBe("10:00");
    expect(normaliseTime("9:30")).toBe("09:30");
    expect(normaliseTime("14h")).toBe("14:00");
    expect(normaliseTime("14 h 30")).toBe("14:30");
    expect(normaliseTime("24:00")).toBeNull();
    expect(normaliseTime("midi")).toBeNull();
  });

  it("splits on commas, semicolons and lines, sorts, drops duplicates and reports what it cannot read", () => {
    expect(parseTimeList("14:00, 10:00; 11 h\n10h00, midi,, ")).toEqual({
      times: ["10:00", "11:00", "14:00"],
      invalid: ["midi"],
    });
  });
});
