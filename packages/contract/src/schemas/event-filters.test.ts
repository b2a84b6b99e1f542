import { describe, expect, it } from "vitest";
import { eventFilterMessages as f } from "../messages.ts";
import { issuesOf, parseOk } from "../test-helpers.ts";
import { accessibilityBodySchema } from "./accessibility.ts";
import { eventListQuerySchema } from "./event.ts";
import { dateWindowOf, daysOfWhen } from "./event-filters.ts";

// The date windows of the events list in Paris time (decision 033), whatever the machine's zone.

const paris = (iso: string) => new Date(iso);

describe("daysOfWhen", () => {
  it("gives the next week-end on a weekday, the current one on Saturday and Sunday", () => {
    expect(daysOfWhen("weekend", paris("2027-03-24T12:00:00Z"))).toEqual({
      first: "2027-03-27",
      afterLast: "2027-03-29",
    });
    expect(daysOfWhen("weekend", paris("2027-03-27T08:00:00Z"))).toEqual({
      first: "2027-03-27",
      afterLast: "2027-03-29",
    });
    // Sunday 28 March, 23:30 in Paris (21:30 UTC): still that week-end.
    expect(daysOfWhen("weekend", paris("2027-03-28T21:30:00Z"))).toEqual({
      first: "2027-03-27",
      afterLast: "2027-03-29",
    });
    // Sunday 28 March, 23:30 UTC is already Monday in Paris.
    expect(daysOfWhen("weekend", paris("2027-03-28T22:30:00Z"))).toEqual({
      first: "2027-04-03",
      afterLast: "2027-04-05",
    });
  });

  it("gives the Paris day, the week from Monday and the month", () => {
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(daysOfWhen("today", paris("2026-12-31T23:30:00Z"))).toEqual({
      first: "2027-01-01",
      afterLast: "2027-01-02",
    });
    expect(daysOfWhen("week", paris("2027-03-28T10:00:00Z"))).toEqual({
      first: "2027-03-22",
      afterLast: "2027-03-29",
    });
    expect(daysOfWhen("month", paris("2026-12-15T10:00:00Z"))).toEqual({
      first: "2026-12-01",
      afterLast: "2027-01-01",
    });
  });
});

describe("dateWindowOf", () => {
  it("starts and ends at Paris midnight: the week-ends of the DST changes last 47 and 49 hours", () => {
    const march = dateWindowOf({ when: "weekend" }, paris("2027-03-24T12:00:00Z"));
    expect(march.start?.toISOString()).toBe("2027-03-26T23:00:00.000Z");
    expect(march.end?.toISOString()).toBe("2027-03-28T22:00:00.000Z");
    const october = dateWindowOf({ when: "weekend" }, paris("2027-10-27T12:00:00Z"));
    expect(october.start?.toISOString()).toBe("2027-10-29T22:00:00.000Z");
    expect(october.end?.toISOString()).toBe("2027-10-31T23:00:00.000Z");
  });

  it("intersects a preset with a range; a range's end day is included", () => {
    const window = dateWindowOf(
      { when: "month", from: "2027-03-20", to: "2027-04-10" },
      paris("2027-03-24T12:00:00Z"),
    );
    expect(window.start?.toISOString()).toBe("2027-03-19T23:00:00.000Z");
    expect(window.end?.toISOString()).toBe("2027-03-31T22:00:00.000Z");
    expect(dateWindowOf({ to: "2027-04-10" }, paris("2027-03-24T12:00:00Z"))).toEqual({
      end: new Date("2027-04-10T22:00:00.000Z"),
    });
    expect(dateWindowOf({}, paris("2027-03-24T12:00:00Z"))).toEqual({});
  });
});

describe("eventListQuerySchema's filters", () => {
  it("reads every filter from query strings, and none when blank", () => {
    expect(
      parseOk(eventListQuerySchema, {
        when: "weekend",
        from: "2027-03-01",
        to: "2027-03-31",
        ville: " Lyon ",
        departement: "2a",
        free: "true",
        accessibility: "visuel,moteur",
        sort: "distance",
        lat: "45.76",
        lon: "-4.8",
      }),
    ).toMatchObject({
      when: "weekend",
      ville: "Lyon",
      departement: "2A",
      free: true,
      accessibility: ["moteur", "visuel"],
      sort: "distance",
      lat: 45.76,
      lon: -4.8,
    });
    const blank = parseOk(eventListQuerySchema, {
      when: "",
      ville: "",
      departement: "",
      accessibility: "",
      sort: "",
    });
    expect(blank).toMatchObject({ sort: "date", free: false });
    expect(blank.when).toBeUndefined();
    expect(blank.accessibility).toBeUndefined();
  });

  it("refuses bad values with French messages", () => {
    expect(issuesOf(eventListQuerySchema, { sort: "distance", lat: "1e3", lon: "2" })).toEqual({
      lat: [f.latitudeInvalid],
    });
    expect(issuesOf(eventListQuerySchema, { lon: "2" })).toEqual({ lat: [f.positionIncomplete] });
    expect(issuesOf(eventListQuerySchema, { departement: "20" })).toEqual({
      departement: [f.departementInvalid],
    });
  });
});

describe("accessibilityBodySchema", () => {
  it("keeps each family once in the label's order; absent keeps the stored ones, null is none; an unknown one is refused", () => {
    expect(parseOk(accessibilityBodySchema, ["mental", "moteur", "mental"])).toEqual(["moteur", "mental"]);
    expect(parseOk(accessibilityBodySchema, undefined)).toBeUndefined();
    expect(parseOk(accessibilityBodySchema, null)).toEqual([]);
    expect(parseOk(accessibilityBodySchema, "auditif")).toEqual(["auditif"]);
    expect(accessibilityBodySchema.safeParse(["psychique"]).success).toBe(false);
  });
});
