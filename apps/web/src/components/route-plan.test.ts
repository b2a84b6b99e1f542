import { describe, expect, it } from "vitest";
import { routePlan } from "./route-plan.ts";
import { placeLabels } from "./route-plan-labels.ts";

const box = { width: 640, height: 360, margin: 40 };

describe("routePlan", () => {
  it("draws one stop per step, in order, with their names", () => {
    const plan = routePlan([{ name: "A" }, { name: "B" }, { name: "C" }, { name: "D" }, { name: "E" }], box);
    expect(plan.stops.map((stop) => [stop.number, stop.name])).toEqual([
      [1, "A"],
      [2, "B"],
      [3, "C"],
      [4, "D"],
      [5, "E"],
    ]);
    expect(plan.geographic).toBe(false);
    // Left to right, inside the box's margins, a zigzag.
    expect(plan.stops.map((stop) => stop.x)).toEqual([40, 180, 320, 460, 600]);
    expect(new Set(plan.stops.map((stop) => stop.y)).size).toBe(2);
    expect(plan.path.match(/[ML]/g)).toHaveLength(5);
    expect(plan.path.startsWith("M40 ")).toBe(true);
  });

  it("places the stops at their coordinates, north up, one scale on both axes", () => {
    // Three points of a town: west, east (same latitude), and north of the middle.
    const plan = routePlan(
      [
        { name: "Ouest", latitude: 45, longitude: 4.8 },
        { name: "Est", latitude: 45, longitude: 4.84 },
        { name: "Nord", latitude: 45.01, longitude: 4.82 },
      ],
      box,
    );
    expect(plan.geographic).toBe(true);
    const [west, east, north] = plan.stops;
    expect(west?.x).toBeLessThan(east?.x ?? 0);
    expect(west?.y).toBe(east?.y);
    expect(north?.y).toBeLessThan(west?.y ?? 0);
    expect(north?.x).toBeCloseTo(((west?.x ?? 0) + (east?.x ?? 0)) / 2, 0);
    for (const stop of plan.stops) {
      expect(stop.x).toBeGreaterThanOrEqual(40);
      expect(stop.x).toBeLessThanOrEqual(600);
      expect(stop.y).toBeGreaterThanOrEqual(40);
      expect(stop.y).toBeLessThanOrEqual(320);
    }
  });

  it("falls back to the order when a site has no coordinates or all stand at one point", () => {
    expect(routePlan([{ name: "A", latitude: 45, longitude: 4 }, { name: "B" }], box).geographic).toBe(false);
    const same = routePlan(
      [
        { name: "A", latitude: 45, longitude: 4 },
        { name: "B", latitude: 45, longitude: 4 },
      ],
      box,
    );
    expect(same.geographic).toBe(false);
    expect(same.stops[0]?.x).not.toBe(same.stops[1]?.x);
  });

  it("keeps more room at the top when asked (a card's badge)", () => {
    const plan = routePlan(
      [
        { name: "Nord", latitude: 46, longitude: 4 },
        { name: "Sud", latitude: 45.9, longitude: 4 },
      ],
      { ...box, marginTop: 84 },
    );
    expect(Math.min(...plan.stops.map((stop) => stop.y))).toBe(84);
    expect(Math.max(...plan.stops.map((stop) => stop.y))).toBe(320);
  });

  it("draws a count alone, one stop centred, and nothing for no step", () => {
    expect(routePlan(3, box).stops.map((stop) => stop.number)).toEqual([1, 2, 3]);
    expect(routePlan([{ name: "Seul" }], box)).toEqual({
      stops: [{ number: 1, name: "Seul", x: 320, y: 180 }],
      path: "",
      geographic: false,
    });
    expect(routePlan(0, box)).toEqual({ stops: [], path: "", geographic: false });
  });
});

describe("placeLabels", () => {
  const options = { width: 640, height: 360, radius: 18, charWidth: 7.5, lineHeight: 18 };
  const stop = (number: number, x: number, y: number) => ({ number, name: "", x, y });

  it("writes a name right of its disc, or left of it at the right edge", () => {
    const [left, right] = placeLabels(
      [stop(1, 100, 180), stop(2, 600, 180)],
      ["Porte Noire", "Citadelle"],
      options,
    );
    expect(left).toMatchObject({ anchor: "start", x: 124 });
    expect(right).toMatchObject({ anchor: "end", x: 576 });
  });

  it("keeps the names of two stops side by side from writing over each other", () => {
    const labels = placeLabels(
      [stop(1, 300, 180), stop(2, 330, 190)],
      ["Cathédrale Saint-Jean", "Porte Noire"],
      options,
    );
    // Stop 2 stands right of stop 1: stop 1's name goes left, stop 2's right, clear of both discs.
    expect(labels.map((label) => label.anchor)).toEqual(["end", "start"]);
  });
});
