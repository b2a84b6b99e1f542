import { validationMessages } from "@culture-patrimoine/contract/messages";
import { type EventResponse, eventBodySchema } from "@culture-patrimoine/contract/schemas/event";
import { describe, expect, it } from "vitest";
import { emptyEventFormValues, toBody, toFormValues } from "./event-form-values.ts";

const event: EventResponse = {
  id: 7,
  title: "Nuit des musées",
  description: null,
  category: "Visite",
  // 19:30 UTC on 16 May is 21:30 in Paris (summer time); 10:00 UTC in January is 11:00.
  date_start: "2026-05-16T19:30:00.000Z",
  date_end: "2027-01-10T10:00:00.000Z",
  price: 12.5,
  image_url: null,
  lieu_id: 4,
  user_id: 2,
  created_at: "2026-01-01T10:00:00.000Z",
  lieu: { id: 4, nom: "Musée des Augustins", ville: "Toulouse" },
};

describe("event form: toFormValues", () => {
  it("shows the dates in Paris time, in summer and in winter", () => {
    const values = toFormValues(event);
    expect(values.date_start).toBe("2026-05-16T21:30");
    expect(values.date_end).toBe("2027-01-10T11:00");
  });

  it("writes the price with a French decimal comma, and missing values as empty fields", () => {
    expect(toFormValues(event)).toMatchObject({
      price: "12,50",
      description: "",
      image_url: "",
      lieu_id: "4",
    });
    expect(toFormValues({ ...event, price: 20, date_end: null, lieu_id: null, lieu: null })).toMatchObject({
      price: "20",
      date_end: "",
      lieu_id: "",
    });
    expect(toFormValues({ ...event, price: null }).price).toBe("");
  });
});

describe("event form: toBody", () => {
  const filled = { ...toFormValues(event), description: "Visites à la lampe", image_url: "" };

  it("sends Paris wall-clock times as UTC instants", () => {
    const body = toBody(filled);
    expect(body.date_start).toBe("2026-05-16T19:30:00.000Z");
    expect(body.date_end).toBe("2027-01-10T10:00:00.000Z");
  });

  it("reads a French price, with or without the euro sign; empty means free", () => {
    expect(toBody({ ...filled, price: "12,50" }).price).toBe(12.5);
    expect(toBody({ ...filled, price: " 8.5 € " }).price).toBe(8.5);
    expect(toBody({ ...filled, price: "" }).price).toBeNull();
    expect(toBody({ ...filled, price: "douze" }).price).toBe("douze");
  });

  it("sends empty optional fields as null and the venue as a number", () => {
    const body = toBody({ ...filled, description: "  ", date_end: "" });
    expect(body).toMatchObject({ description: null, date_end: null, image_url: null, lieu_id: 4 });
  });

  it("gives a body the contract accepts, a round trip keeping the event as it was", () => {
    const parsed = eventBodySchema.parse(toBody(toFormValues(event)));
    expect(parsed).toEqual({
      title: event.title,
      description: null,
      category: event.category,
      date_start: event.date_start,
      date_end: event.date_end,
      price: 12.5,
      image_url: null,
      lieu_id: 4,
    });
  });

  it("lets the contract name each missing required field", () => {
    const result = eventBodySchema.safeParse(toBody(emptyEventFormValues));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(messages).toEqual({
      title: validationMessages.eventTitleRequired,
      category: validationMessages.eventCategoryRequired,
      date_start: validationMessages.eventDateStartRequired,
      lieu_id: validationMessages.eventLieuRequired,
    });
  });
});
