import { describe, expect, it } from "vitest";
import {
  canCancelFreely,
  cancellationDeadline,
  isEventOver,
  isFreePrice,
  isSessionOver,
  isSessionUnderWay,
  sessionDoorCloses,
  sessionToCheck,
} from "./event-rules.ts";

describe("isEventOver", () => {
  const now = new Date("2026-06-15T12:00:00.000Z");
  it("reads the end, or the start when there is no end", () => {
    expect(isEventOver({ date_start: "2026-06-14T18:00:00.000Z", date_end: null }, now)).toBe(true);
    expect(
      isEventOver({ date_start: "2026-06-14T18:00:00.000Z", date_end: "2026-06-20T18:00:00.000Z" }, now),
    ).toBe(false);
    expect(isEventOver({ date_start: "2026-06-16T18:00:00.000Z", date_end: null }, now)).toBe(false);
  });

  it("reads Paris times with their offset like UTC ones", () => {
    expect(isEventOver({ date_start: "2026-06-15T13:59:00+02:00", date_end: null }, now)).toBe(true);
    expect(isEventOver({ date_start: "2026-06-15T14:01:00+02:00", date_end: null }, now)).toBe(false);
  });
});

describe("isFreePrice", () => {
  it.each([
    [null, true],
    [undefined, true],
    [0, true],
    [0.5, false],
    [2500, false],
  ])("%s → %s", (price, expected) => {
    expect(isFreePrice(price)).toBe(expected);
  });
});

describe("cancellationDeadline / canCancelFreely", () => {
  it("counts 48 elapsed hours, across the spring change of time", () => {
    // Sunday 29 March 2026, 10:00 in Paris is 08:00Z (summer time began at 02:00 that night).
    const start = "2026-03-29T10:00:00+02:00";
    expect(cancellationDeadline(start).toISOString()).toBe("2026-03-27T08:00:00.000Z"); // 09:00 Paris
    expect(canCancelFreely(start, new Date("2026-03-27T07:59:00Z"))).toBe(true);
    expect(canCancelFreely(start, new Date("2026-03-27T08:00:00Z"))).toBe(true);
    expect(canCancelFreely(start, new Date("2026-03-27T08:01:00Z"))).toBe(false);
  });

  it("and across the autumn one", () => {
    // Sunday 25 October 2026, 10:00 in Paris is 09:00Z; 48 h before is Friday 11:00 Paris (summer time).
    expect(cancellationDeadline("2026-10-25T10:00:00+01:00").toISOString()).toBe("2026-10-23T09:00:00.000Z");
  });
});

describe("the door's sessions: isSessionUnderWay, isSessionOver, sessionToCheck", () => {
  // Saturday 12 December 2026, 20:30 in Paris is 19:30Z.
  const evening = { id: 1, starts_at: "2026-12-12T20:30:00+01:00", ends_at: "2026-12-12T22:00:00+01:00" };
  const at = (iso: string) => new Date(iso);

  it("is under way from an hour before the start until the end, and over after the end", () => {
    expect(isSessionUnderWay(evening, at("2026-12-12T19:29:00+01:00"))).toBe(false);
    expect(isSessionUnderWay(evening, at("2026-12-12T19:30:00+01:00"))).toBe(true);
    expect(isSessionUnderWay(evening, at("2026-12-12T22:00:00+01:00"))).toBe(true);
    expect(isSessionOver(evening, at("2026-12-12T22:00:00+01:00"))).toBe(false);
    expect(isSessionUnderWay(evening, at("2026-12-12T22:01:00+01:00"))).toBe(false);
    expect(isSessionOver(evening, at("2026-12-12T22:01:00+01:00"))).toBe(true);
  });

  it("takes a session without an end to last four hours", () => {
    const open = { starts_at: "2026-12-12T20:30:00+01:00", ends_at: null };
    expect(sessionDoorCloses(open).toISOString()).toBe("2026-12-12T23:30:00.000Z");
    expect(isSessionOver(open, at("2026-12-12T23:30:00Z"))).toBe(false);
    expect(isSessionOver(open, at("2026-12-12T23:31:00Z"))).toBe(true);
  });

  it("reads instants as dates or as texts alike", () => {
    const asDates = {
      starts_at: new Date("2026-12-12T19:30:00Z"),
      ends_at: new Date("2026-12-12T21:00:00Z"),
    };
    expect(isSessionUnderWay(asDates, at("2026-12-12T20:00:00Z"))).toBe(true);
    expect(isSessionOver(asDates, at("2026-12-12T21:00:01Z"))).toBe(true);
  });

  const morning = { id: 2, starts_at: "2026-12-12T10:00:00+01:00", ends_at: "2026-12-12T12:00:00+01:00" };
  const afternoon = { id: 3, starts_at: "2026-12-12T12:30:00+01:00", ends_at: null };
  const inTenDays = { id: 4, starts_at: "2026-12-22T20:30:00+01:00", ends_at: null };
  const sessions = [inTenDays, afternoon, evening, morning];

  it("checks the session under way, else the next one to start", () => {
    expect(sessionToCheck(sessions, at("2026-12-12T08:00:00+01:00"))?.id).toBe(2);
    expect(sessionToCheck(sessions, at("2026-12-12T10:45:00+01:00"))?.id).toBe(2);
    // 12:00 to 16:30: the afternoon's four assumed hours.
    expect(sessionToCheck(sessions, at("2026-12-12T16:00:00+01:00"))?.id).toBe(3);
    // Between the afternoon's assumed end and the evening's doors: the evening is next.
    expect(sessionToCheck(sessions, at("2026-12-12T17:00:00+01:00"))?.id).toBe(1);
    expect(sessionToCheck(sessions, at("2026-12-13T09:00:00+01:00"))?.id).toBe(4);
    expect(sessionToCheck(sessions, at("2026-12-23T09:00:00+01:00"))).toBeNull();
  });

  it("prefers, of two sessions under way, the one whose start is nearest", () => {
    // 11:45: the morning runs until 12:00, the afternoon's doors opened at 11:30.
    expect(sessionToCheck(sessions, at("2026-12-12T11:45:00+01:00"))?.id).toBe(3);
    expect(sessionToCheck(sessions, at("2026-12-12T11:00:00+01:00"))?.id).toBe(2);
  });

  it("never chooses a cancelled session", () => {
    const cancelledMorning = { ...morning, cancelled_at: "2026-12-01T09:00:00+01:00" };
    expect(sessionToCheck([cancelledMorning, afternoon, evening], at("2026-12-12T10:45:00+01:00"))?.id).toBe(
      3,
    );
    expect(sessionToCheck([cancelledMorning], at("2026-12-12T08:00:00+01:00"))).toBeNull();
  });
});
