import { describe, expect, it } from "vitest";
import { LIST_UNPAGED_CAP } from "../constants.ts";
import { validationMessages as m } from "../messages.ts";
import { issuesOf, messageAt, parseOk } from "../test-helpers.ts";
import {
  eventBodySchema,
  eventListQuerySchema,
  eventSchema,
  recentEventSchema,
  recentEventsQuerySchema,
} from "./event.ts";

const validEvent = {
  title: "Nuit des musées",
  description: "Ouverture exceptionnelle en soirée.",
  category: "Exposition",
  date_start: "2025-05-17T19:00",
  date_end: "2025-05-17T23:30",
  price: 12,
  image_url: "https://example.fr/nuit.jpg",
  image_alt: null,
  lieu_id: 3,
};

describe("eventBodySchema", () => {
  it("accepts a full event and converts the Paris times to ISO UTC", () => {
    expect(parseOk(eventBodySchema, validEvent)).toEqual({
      ...validEvent,
      date_start: "2025-05-17T17:00:00.000Z",
      date_end: "2025-05-17T21:30:00.000Z",
    });
  });

  it("gives each required field its own message", () => {
    expect(issuesOf(eventBodySchema, {})).toEqual({
      title: [m.eventTitleRequired],
      category: [m.eventCategoryRequired],
      date_start: [m.eventDateStartRequired],
      lieu_id: [m.eventLieuRequired],
    });
    const blank = { ...validEvent, title: "  ", category: "", date_start: "", lieu_id: "" };
    expect(issuesOf(eventBodySchema, blank)).toEqual({
      title: [m.eventTitleRequired],
      category: [m.eventCategoryRequired],
      date_start: [m.eventDateStartRequired],
      lieu_id: [m.eventLieuRequired],
    });
  });

  it("refuses an unknown category and accepts every known one, Visite included", () => {
    expect(messageAt(eventBodySchema, { ...validEvent, category: "Cirque" }, "category")).toBe(
      m.categoryInvalid,
    );
    for (const category of ["Musique", "Exposition", "Visite", "Spectacle", "Conférence"]) {
      expect(parseOk(eventBodySchema, { ...validEvent, category }).category).toBe(category);
    }
  });

  it("matches a category typed with a decomposed accent", () => {
    const decomposed = "Confe\u0301rence";
    expect(parseOk(eventBodySchema, { ...validEvent, category: decomposed }).category).toBe("Conférence");
  });

  it("refuses an end before the start, on date_end, and accepts an end equal to the start", () => {
    const before = { ...validEvent, date_end: "2025-05-17T18:59" };
    expect(issuesOf(eventBodySchema, before)).toEqual({ date_end: [m.eventEndBeforeStart] });
    const same = { ...validEvent, date_end: validEvent.date_start };
    expect(parseOk(eventBodySchema, same).date_end).toBe("2025-05-17T17:00:00.000Z");
  });

  it("reports an end before the start together with the other errors", () => {
    const input = { ...validEvent, title: "", date_end: "2025-05-16" };
    expect(issuesOf(eventBodySchema, input)).toEqual({
      title: [m.eventTitleRequired],
      date_end: [m.eventEndBeforeStart],
    });
  });

  it("makes date_end optional: absent, null or blank is null", () => {
    for (const date_end of [undefined, null, "", "  "]) {
      expect(parseOk(eventBodySchema, { ...validEvent, date_end }).date_end).toBeNull();
    }
  });

  it("refuses an invalid date with the French message", () => {
    expect(messageAt(eventBodySchema, { ...validEvent, date_start: "2025-02-30T10:00" }, "date_start")).toBe(
      m.invalidDate,
    );
    expect(messageAt(eventBodySchema, { ...validEvent, date_end: "bientôt" }, "date_end")).toBe(
      m.invalidDate,
    );
  });

  it("reads the price: -1 refused, 0 and numeric strings accepted, empty means free", () => {
    expect(messageAt(eventBodySchema, { ...validEvent, price: -1 }, "price")).toBe(m.priceNegative);
    expect(messageAt(eventBodySchema, { ...validEvent, price: "-1" }, "price")).toBe(m.priceNegative);
    expect(parseOk(eventBodySchema, { ...validEvent, price: 0 }).price).toBe(0);
    expect(parseOk(eventBodySchema, { ...validEvent, price: "15" }).price).toBe(15);
    expect(parseOk(eventBodySchema, { ...validEvent, price: "12,50" }).price).toBe(12.5);
    for (const price of ["", null, undefined]) {
      expect(parseOk(eventBodySchema, { ...validEvent, price }).price).toBeNull();
    }
  });

  it("bounds the price at 100 000 euros with cents", () => {
    expect(parseOk(eventBodySchema, { ...validEvent, price: 100_000 }).price).toBe(100_000);
    expect(messageAt(eventBodySchema, { ...validEvent, price: 100_000.01 }, "price")).toBe(m.priceTooHigh);
    expect(messageAt(eventBodySchema, { ...validEvent, price: 9.999 }, "price")).toBe(m.priceInvalid);
    expect(messageAt(eventBodySchema, { ...validEvent, price: "douze" }, "price")).toBe(m.invalidNumber);
    expect(messageAt(eventBodySchema, { ...validEvent, price: "1e3" }, "price")).toBe(m.invalidNumber);
  });

  it("accepts only http(s) image URLs; empty means none", () => {
    expect(messageAt(eventBodySchema, { ...validEvent, image_url: "javascript:alert(1)" }, "image_url")).toBe(
      m.invalidUrl,
    );
    expect(messageAt(eventBodySchema, { ...validEvent, image_url: "pas une url" }, "image_url")).toBe(
      m.invalidUrl,
    );
    expect(parseOk(eventBodySchema, { ...validEvent, image_url: "" }).image_url).toBeNull();
  });

  it("accepts a title of 200 characters and refuses 201 or a 100 KB text", () => {
    expect(parseOk(eventBodySchema, { ...validEvent, title: "a".repeat(200) }).title).toHaveLength(200);
    expect(messageAt(eventBodySchema, { ...validEvent, title: "a".repeat(201) }, "title")).toBe(m.tooLong);
    const huge = "a".repeat(100_000);
    expect(messageAt(eventBodySchema, { ...validEvent, title: huge }, "title")).toBe(m.tooLong);
    expect(messageAt(eventBodySchema, { ...validEvent, description: huge }, "description")).toBe(m.tooLong);
  });

  it("reads lieu_id as a string of digits and refuses a non-id", () => {
    expect(parseOk(eventBodySchema, { ...validEvent, lieu_id: "7" }).lieu_id).toBe(7);
    expect(messageAt(eventBodySchema, { ...validEvent, lieu_id: "abc" }, "lieu_id")).toBeDefined();
    expect(messageAt(eventBodySchema, { ...validEvent, lieu_id: 0 }, "lieu_id")).toBeDefined();
  });

  it("drops the owner, the id and unknown fields", () => {
    const parsed = parseOk(eventBodySchema, { ...validEvent, user_id: 99, id: 5, role: "professionnel" });
    expect(parsed).not.toHaveProperty("user_id");
    expect(parsed).not.toHaveProperty("id");
    expect(parsed).not.toHaveProperty("role");
  });
});

describe("eventSchema", () => {
  it("describes an answered event with its venue or null", () => {
    const event = {
      id: 1,
      title: "Concert",
      description: null,
      category: "Musique",
      date_start: "2025-06-21T18:00:00.000Z",
      date_end: null,
      price: null,
      image_url: null,
      image_alt: null,
      lieu_id: null,
      user_id: 2,
      organisation_id: 2,
      created_at: "2025-01-01T00:00:00.000Z",
      lieu: null,
      payment_mode: "free",
      next_session: null,
      accessibility: ["moteur"],
      accessibility_details: "Rampe d’accès",
      moderation_status: "published",
    };
    expect(parseOk(eventSchema, event)).toEqual(event);
    // An answer of a server older than moderation (issue 29) reads as published.
    const { moderation_status: _state, ...older } = event;
    expect(parseOk(eventSchema, older)).toEqual(event);
    const withLieu = { ...event, lieu_id: 4, lieu: { id: 4, nom: "Olympia", ville: "Paris" } };
    expect(parseOk(eventSchema, withLieu).lieu?.nom).toBe("Olympia");
  });
});

describe("eventListQuerySchema", () => {
  it("defaults the pagination and treats empty filters as none", () => {
    expect(parseOk(eventListQuerySchema, { q: "  ", category: "", user_id: "" })).toMatchObject({
      limit: LIST_UNPAGED_CAP,
      offset: 0,
      q: undefined,
      category: undefined,
      user_id: undefined,
    });
  });

  it("reads q, category and user_id from query strings", () => {
    expect(
      parseOk(eventListQuerySchema, { q: " église ", category: "Visite", user_id: "3", limit: "10" }),
    ).toMatchObject({ q: "église", category: "Visite", user_id: 3, limit: 10 });
  });

  it("refuses an unknown category, a search over 200 characters and a limit over 200", () => {
    expect(messageAt(eventListQuerySchema, { category: "Cirque" }, "category")).toBe(m.categoryInvalid);
    expect(parseOk(eventListQuerySchema, { q: "a".repeat(200) }).q).toHaveLength(200);
    expect(messageAt(eventListQuerySchema, { q: "a".repeat(201) }, "q")).toBe(m.searchInvalid);
    expect(messageAt(eventListQuerySchema, { limit: "201" }, "limit")).toBe(m.listLimitInvalid);
    expect(messageAt(eventListQuerySchema, { limit: "abc" }, "limit")).toBe(m.listLimitInvalid);
    expect(messageAt(eventListQuerySchema, { offset: "-1" }, "offset")).toBe(m.listOffsetInvalid);
    expect(messageAt(eventListQuerySchema, { user_id: "x" }, "user_id")).toBe(m.idInvalid);
  });
});

describe("recent events", () => {
  it("reads exclude_user_id as an optional id", () => {
    expect(parseOk(recentEventsQuerySchema, { exclude_user_id: "4" })).toEqual({ exclude_user_id: 4 });
    expect(parseOk(recentEventsQuerySchema, {}).exclude_user_id).toBeUndefined();
    expect(messageAt(recentEventsQuerySchema, { exclude_user_id: "-1" }, "exclude_user_id")).toBeDefined();
  });

  it("describes a recent event", () => {
    const recent = {
      id: 1,
      title: "Visite du château",
      date_start: "2025-06-21T08:00:00.000Z",
      date_end: null,
      category: "Visite",
    };
    expect(parseOk(recentEventSchema, recent)).toEqual(recent);
  });
});
