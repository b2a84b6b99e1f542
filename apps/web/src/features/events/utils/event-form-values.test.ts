import { validationMessages } from "@culture-patrimoine/contract/messages";
import { type EventResponse, eventBodySchema } from "@culture-patrimoine/contract/schemas/event";
import { describe, expect, it } from "vitest";
import { eventFixture, sessionFixture } from "../../../test/event-fixtures.ts";
import {
  emptyEventFormValues,
  emptySession,
  mergeSessions,
  toBody,
  toFormValues,
} from "./event-form-values.ts";

// 19:30 UTC on 16 May is 21:30 in Paris (summer time); 10:00 UTC in January is 11:00.
const summer = sessionFixture({
  id: 31,
  event_id: 7,
  starts_at: "2026-05-16T19:30:00.000Z",
  ends_at: "2026-05-16T21:00:00.000Z",
  capacity: 40,
  places_taken: 12,
});
const winter = sessionFixture({ id: 32, event_id: 7, starts_at: "2027-01-10T10:00:00.000Z", ends_at: null });

const event: EventResponse = eventFixture({
  id: 7,
  title: "Nuit des musées",
  category: "Visite",
  date_start: summer.starts_at,
  date_end: "2027-01-10T10:00:00.000Z",
  price: 12.5,
  payment_mode: "online",
  lieu_id: 4,
  lieu: { id: 4, nom: "Musée des Augustins", ville: "Toulouse" },
  next_session: summer,
  sessions: [summer, winter],
});

describe("event form: toFormValues", () => {
  it("shows each session in Paris time, in summer and in winter, with its places", () => {
    const { sessions } = toFormValues(event);
    expect(sessions).toEqual([
      {
        session_id: 31,
        starts_at: "2026-05-16T21:30",
        ends_at: "2026-05-16T23:00",
        capacity: "40",
        places_taken: 12,
        state: "open",
      },
      {
        session_id: 32,
        starts_at: "2027-01-10T11:00",
        ends_at: "",
        capacity: "",
        places_taken: 0,
        state: "open",
      },
    ]);
  });

  it("writes the price with a French decimal comma, and missing values as empty fields", () => {
    expect(toFormValues(event)).toMatchObject({
      price: "12,50",
      payment_mode: "online",
      description: "",
      image_url: "",
      lieu_id: "4",
    });
    expect(toFormValues({ ...event, price: 20, lieu_id: null, lieu: null })).toMatchObject({
      price: "20",
      lieu_id: "",
    });
    expect(toFormValues({ ...event, price: null, payment_mode: "free" })).toMatchObject({
      price: "",
      payment_mode: "on_site",
    });
  });

  it("falls back on the event's dates when the answer has no sessions", () => {
    const { sessions } = toFormValues({ ...event, sessions: undefined });
    expect(sessions).toEqual([
      { ...emptySession(), starts_at: "2026-05-16T21:30", ends_at: "2027-01-10T11:00" },
    ]);
  });
});

describe("event form: toBody", () => {
  const filled = { ...toFormValues(event), description: "Visites à la lampe", image_url: "" };

  it("sends every session, saved ones with their id, Paris wall-clock times as UTC instants", () => {
    const body = toBody({
      ...filled,
      sessions: [...filled.sessions, { ...emptySession(), starts_at: "2027-03-28T14:00" }],
    });
    expect(body.sessions).toEqual([
      { id: 31, starts_at: "2026-05-16T19:30:00.000Z", ends_at: "2026-05-16T21:00:00.000Z", capacity: "40" },
      { id: 32, starts_at: "2027-01-10T10:00:00.000Z", ends_at: null, capacity: null },
      // After the change to summer time (28 March 2027): 14:00 in Paris is 12:00 UTC.
      { starts_at: "2027-03-28T12:00:00.000Z", ends_at: null, capacity: null },
    ]);
    // The API takes the event's dates from its sessions.
    expect(body).toMatchObject({ date_start: null, date_end: null });
  });

  it("reads a French price, with or without the euro sign; empty means free", () => {
    expect(toBody({ ...filled, price: "12,50" }).price).toBe(12.5);
    expect(toBody({ ...filled, price: " 8.5 € " }).price).toBe(8.5);
    expect(toBody({ ...filled, price: "" }).price).toBeNull();
    expect(toBody({ ...filled, price: "douze" }).price).toBe("douze");
  });

  it("sends a free event as free whatever was chosen, a priced one with its payment mode", () => {
    expect(toBody({ ...filled, price: "", payment_mode: "online" }).payment_mode).toBe("free");
    expect(toBody({ ...filled, price: "0", payment_mode: "online" }).payment_mode).toBe("free");
    expect(toBody({ ...filled, price: "5", payment_mode: "online" }).payment_mode).toBe("online");
    expect(toBody({ ...filled, price: "5", payment_mode: "on_site" }).payment_mode).toBe("on_site");
  });

  it("sends empty optional fields as null and the venue as a number", () => {
    const body = toBody({ ...filled, description: "  " });
    expect(body).toMatchObject({ description: null, image_url: null, lieu_id: 4 });
  });

  it("gives a body the contract accepts, a round trip keeping the event and its sessions as they were", () => {
    const parsed = eventBodySchema.parse(toBody(toFormValues(event)));
    expect(parsed).toEqual({
      title: event.title,
      description: null,
      category: event.category,
      date_start: null,
      date_end: null,
      price: 12.5,
      payment_mode: "online",
      image_url: null,
      image_alt: null,
      lieu_id: 4,
      sessions: [
        { id: 31, starts_at: summer.starts_at, ends_at: summer.ends_at, capacity: 40 },
        { id: 32, starts_at: winter.starts_at, ends_at: null, capacity: null },
      ],
      accessibility: [],
      accessibility_details: null,
    });
  });

  it("lets the contract name each missing required field, the session's start included", () => {
    const result = eventBodySchema.safeParse(toBody(emptyEventFormValues));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(messages).toEqual({
      title: validationMessages.eventTitleRequired,
      category: validationMessages.eventCategoryRequired,
      "sessions.0.starts_at": validationMessages.sessionStartRequired,
      lieu_id: validationMessages.eventLieuRequired,
    });
  });
});

describe("event form: mergeSessions", () => {
  const saved = toFormValues(event).sessions;

  it("adds generated sessions in time order with their places, leaving out times already listed", () => {
    const { sessions, added } = mergeSessions(
      saved,
      [
        { starts_at: "2026-06-01T10:00", ends_at: "2026-06-01T10:45" },
        { starts_at: "2026-05-16T21:30", ends_at: null },
      ],
      "25",
    );
    expect(added).toBe(1);
    expect(sessions.map((s) => [s.session_id, s.starts_at, s.capacity])).toEqual([
      [31, "2026-05-16T21:30", "40"],
      [null, "2026-06-01T10:00", "25"],
      [32, "2027-01-10T11:00", ""],
    ]);
  });

  it("replaces the blank first session of a new event", () => {
    const { sessions } = mergeSessions(
      [emptySession()],
      [{ starts_at: "2026-09-19T10:00", ends_at: null }],
      "",
    );
    expect(sessions).toEqual([{ ...emptySession(), starts_at: "2026-09-19T10:00" }]);
  });
});
