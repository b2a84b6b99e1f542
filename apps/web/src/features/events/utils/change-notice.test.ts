import { describe, expect, it } from "vitest";
import { mayTellPeople } from "./change-notice.ts";
import { type EventFormValues, emptyEventFormValues, emptySession } from "./event-form-values.ts";

const saved: EventFormValues = {
  ...emptyEventFormValues,
  title: "Nuit des musées",
  lieu_id: "4",
  sessions: [
    { ...emptySession(), session_id: 51, starts_at: "2026-05-16T21:30", ends_at: "2026-05-16T23:00" },
    { ...emptySession(), session_id: 52, starts_at: "2026-05-23T21:30", ends_at: "" },
  ],
};

function withSession(index: number, change: Partial<EventFormValues["sessions"][number]>) {
  return {
    ...saved,
    sessions: saved.sessions.map((session, at) => (at === index ? { ...session, ...change } : session)),
  };
}

describe("mayTellPeople", () => {
  it("is true for a saved session moved, its start or its end, or another venue", () => {
    expect(mayTellPeople(saved, withSession(0, { starts_at: "2026-05-17T21:30" }))).toBe(true);
    expect(mayTellPeople(saved, withSession(1, { ends_at: "2026-05-23T23:00" }))).toBe(true);
    expect(mayTellPeople(saved, { ...saved, lieu_id: "5" })).toBe(true);
  });

  it("is false for a title, a capacity, a new session or a session removed", () => {
    expect(mayTellPeople(saved, { ...saved, title: "Nuit européenne des musées" })).toBe(false);
    expect(mayTellPeople(saved, withSession(0, { capacity: "40" }))).toBe(false);
    const added = {
      ...saved,
      sessions: [...saved.sessions, { ...emptySession(), starts_at: "2026-05-30T21:30" }],
    };
    expect(mayTellPeople(saved, added)).toBe(false);
    expect(mayTellPeople(saved, { ...saved, sessions: saved.sessions.slice(0, 1) })).toBe(false);
  });
});
