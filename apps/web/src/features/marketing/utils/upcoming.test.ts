import { describe, expect, it } from "vitest";
import { upcomingEvents } from "./upcoming.ts";

const now = new Date("2026-11-21T12:00:00Z");
const event = (id: number, date_start: string, date_end: string | null = null) => ({
  id,
  date_start,
  date_end,
});

describe("upcomingEvents", () => {
  it("drops events that are over and keeps the API's order", () => {
    const events = [
      event(1, "2026-10-01T18:00:00Z", "2026-10-01T20:00:00Z"),
      event(2, "2026-11-01T10:00:00Z", "2027-01-31T18:00:00Z"),
      event(3, "2026-11-20T18:00:00Z"),
      event(4, "2026-11-22T18:00:00Z"),
      event(5, "2026-12-05T18:00:00Z", "2026-12-05T20:00:00Z"),
    ];
    expect(upcomingEvents(events, now, 6).map((e) => e.id)).toEqual([2, 4, 5]);
  });

  it("keeps at most `count` events", () => {
    const events = Array.from({ length: 10 }, (_, index) => event(index, `2027-01-${10 + index}T18:00:00Z`));
    expect(upcomingEvents(events, now, 6).map((e) => e.id)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("keeps an event happening right now", () => {
    expect(upcomingEvents([event(1, "2026-11-21T11:00:00Z", "2026-11-21T13:00:00Z")], now, 6)).toHaveLength(
      1,
    );
  });
});
