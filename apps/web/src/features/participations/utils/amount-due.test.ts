import { describe, expect, it } from "vitest";
import { placesFromInput, registrationAmount } from "./amount-due.ts";

describe("registrationAmount", () => {
  it.each([
    [12, 1, 12],
    [12, 2, 24],
    [12, 3, 36],
    [12, 4, 48],
    [12.1, 3, 36.3],
    [0.1, 3, 0.3],
  ])("%s € × %i places = %s €", (price, places, amount) => {
    expect(registrationAmount(price, places)).toBe(amount);
  });

  it("is 0 for a free event, whatever the places", () => {
    expect(registrationAmount(null, 4)).toBe(0);
    expect(registrationAmount(0, 2)).toBe(0);
  });

  it("never counts more than 4 places, nor a broken number of places", () => {
    expect(registrationAmount(10, 9)).toBe(40);
    expect(registrationAmount(10, 0)).toBe(0);
    expect(registrationAmount(10, 1.5)).toBe(0);
  });
});

describe("placesFromInput", () => {
  it("reads the select's value, one place otherwise", () => {
    expect(placesFromInput("3")).toBe(3);
    expect(placesFromInput("5")).toBe(1);
    expect(placesFromInput("")).toBe(1);
    expect(placesFromInput(undefined)).toBe(1);
  });
});
