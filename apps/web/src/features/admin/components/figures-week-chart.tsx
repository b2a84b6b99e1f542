import type { WeekFigures } from "@culture-patrimoine/contract/schemas/admin";
import { weekShortLabel } from "../utils/figures-summary.ts";
import { formatFigure } from "./figures-table.tsx";

// A horizontal bar chart of our own, in SVG (decision in the figures commit: a chart library cost
// 23 to 47 kB gzip for twelve bars, this costs about 1 kB). Horizontal so that at 390 px every week
// keeps a readable label; each bar carries its number, so nothing is said by colour alone. Widths
// are percentages of the drawing, heights fixed pixels: the text never shrinks with the screen.

const ROW_HEIGHT = 32;
const BAR_HEIGHT = 20;
/** The share of the width for the week labels, then for the longest bar (its number follows it). */
const LABEL_SHARE = 22;
const BAR_SHARE = 62;

const textStyle = { fill: "var(--text-default-grey)", fontSize: "0.875rem" };
const barStyle = { fill: "var(--background-action-high-blue-france)" };
const axisStyle = { stroke: "var(--border-default-grey)" };

/**
 * Registrations per week, one bar a week, oldest at the top. `role="img"` with its name: assistive
 * technology reads the name and the sentence it is described by, and the data table beside it,
 * not the bars' texts one by one.
 */
export function FiguresWeekChart({
  weeks,
  name,
  describedBy,
}: {
  weeks: readonly WeekFigures[];
  name: string;
  describedBy: string;
}) {
  const highest = Math.max(1, ...weeks.map((week) => week.registrations));
  const height = weeks.length * ROW_HEIGHT;
  return (
    <svg
      role="img"
      aria-label={name}
      aria-describedby={describedBy}
      width="100%"
      height={height}
      style={{ maxWidth: "40rem", display: "block" }}
    >
      {weeks.map((week, index) => {
        const share = (week.registrations / highest) * BAR_SHARE;
        const middle = index * ROW_HEIGHT + ROW_HEIGHT / 2;
        return (
          <g key={week.week_start}>
            <text x="0" y={middle} dominantBaseline="middle" style={textStyle}>
              {weekShortLabel(week.week_start)}
            </text>
            <rect
              x={`${LABEL_SHARE}%`}
              y={middle - BAR_HEIGHT / 2}
              width={`${share}%`}
              height={BAR_HEIGHT}
              style={barStyle}
            />
            <text x={`${LABEL_SHARE + share}%`} dx={6} y={middle} dominantBaseline="middle" style={textStyle}>
              {formatFigure(week.registrations)}
            </text>
          </g>
        );
      })}
      <line x1={`${LABEL_SHARE}%`} x2={`${LABEL_SHARE}%`} y1={0} y2={height} style={axisStyle} />
    </svg>
  );
}
