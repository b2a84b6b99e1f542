import type { PlanStop } from "./route-plan.ts";

// Kept apart from route-plan.ts: only a route's page writes the names, so the cards of the home
// page do not carry this code (decision 030's budget).

const round = (value: number) => Math.round(value * 10) / 10;

export interface PlanLabel {
  x: number;
  y: number;
  anchor: "start" | "middle" | "end";
}

interface LabelOptions {
  width: number;
  height: number;
  radius: number;
  /** The average width of a character and the height of a line, in the drawing's units. */
  charWidth: number;
  lineHeight: number;
}

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function overlap(a: Rect, b: Rect): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/**
 * Where to write each stop's name: to the right of its disc, else to the left, below or above,
 * whichever covers the least of the other discs, the names already placed and the drawing's edges
 * (stops near one another would otherwise write over each other). `names` are what will be
 * written (already shortened), in the stops' order.
 */
export function placeLabels(
  stops: readonly PlanStop[],
  names: readonly string[],
  options: LabelOptions,
): PlanLabel[] {
  const { radius, charWidth, lineHeight } = options;
  const gap = 6;
  const discs: Rect[] = stops.map((stop) => ({
    left: stop.x - radius,
    top: stop.y - radius,
    right: stop.x + radius,
    bottom: stop.y + radius,
  }));
  const placed: Rect[] = [];
  return stops.map((stop, index) => {
    const textWidth = (names[index] ?? "").length * charWidth;
    // The text's baseline sits a third of a line under its middle.
    const candidates: (PlanLabel & { box: Rect })[] = [
      { x: stop.x + radius + gap, y: stop.y + lineHeight / 3, anchor: "start" },
      { x: stop.x - radius - gap, y: stop.y + lineHeight / 3, anchor: "end" },
      { x: stop.x, y: stop.y + radius + gap + lineHeight * 0.75, anchor: "middle" },
      { x: stop.x, y: stop.y - radius - gap - lineHeight / 4, anchor: "middle" },
    ].map((label) => {
      const left =
        label.anchor === "start"
          ? label.x
          : label.anchor === "end"
            ? label.x - textWidth
            : label.x - textWidth / 2;
      const top = label.y - lineHeight * 0.75;
      return {
        ...(label as PlanLabel),
        box: { left, top, right: left + textWidth, bottom: top + lineHeight },
      };
    });
    const cost = ({ box }: { box: Rect }) => {
      const outside =
        Math.max(0, -box.left) +
        Math.max(0, box.right - options.width) +
        Math.max(0, -box.top) +
        Math.max(0, box.bottom - options.height);
      const others = discs.filter((_, other) => other !== index);
      return (
        outside * lineHeight * 4 +
        others.reduce((sum, disc) => sum + overlap(box, disc), 0) +
        placed.reduce((sum, label) => sum + overlap(box, label), 0)
      );
    };
    // The first of the least costly: right of its disc when nothing is in the way.
    const best = candidates.reduce((chosen, candidate) =>
      cost(candidate) < cost(chosen) ? candidate : chosen,
    );
    placed.push(best.box);
    return { x: round(best.x), y: round(best.y), anchor: best.anchor };
  });
}
