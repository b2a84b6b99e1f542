import { describe, expect, it } from "vitest";
import { validationMessages as m } from "../messages.ts";
import { issuesOf, messageAt, parseOk } from "../test-helpers.ts";
import { sessionInputSchema, sessionListInputSchema } from "./event-session.ts";

describe("sessionInputSchema", () => {
  it("reads Paris wall-clock times and an optional capacity", () => {
    expect(
      parseOk(sessionInputSchema, { starts_at: "2026-03-28T14:00", ends_at: "", capacity: "5" }),
    ).toEqual({
      starts_at: "2026-03-28T13:00:00.000Z",
      ends_at: null,
      capacity: 5,
    });
    expect(parseOk(sessionInputSchema, { id: "3", starts_at: "2026-03-29T14:00", capacity: "" })).toEqual({
      id: 3,
      starts_at: "2026-03-29T12:00:00.000Z",
      ends_at: null,
      capacity: null,
    });
  });

  it("needs a start, an end after it and a whole capacity from 1", () => {
    expect(issuesOf(sessionInputSchema, {})).toEqual({ starts_at: [m.sessionStartRequired] });
    expect(
      messageAt(
        sessionInputSchema,
        { starts_at: "2026-03-28T14:00", ends_at: "2026-03-28T13:00" },
        "ends_at",
      ),
    ).toBe(m.sessionEndBeforeStart);
    for (const capacity of [0, -1, 2.5, "beaucoup", 100_001]) {
      expect(messageAt(sessionInputSchema, { starts_at: "2026-03-28T14:00", capacity }, "capacity")).toBe(
        m.sessionCapacityInvalid,
      );
    }
  });
});

describe("sessionListInputSchema", () => {
  const session = { starts_at: "2026-03-28T14:00" };
  it("takes 1 to 200 sessions, each id once", () => {
    expect(issuesOf(sessionListInputSchema, [])).toEqual({ "": [m.sessionsRequired] });
    expect(issuesOf(sessionListInputSchema, Array(201).fill(session))).toEqual({ "": [m.sessionsTooMany] });
    expect(
      issuesOf(sessionListInputSchema, [
        { ...session, id: 1 },
        { ...session, id: 1 },
      ]),
    ).toEqual({
      "": [m.sessionDuplicate],
    });
    expect(parseOk(sessionListInputSchema, [session, { ...session, id: 2 }])).toHaveLength(2);
  });
});
