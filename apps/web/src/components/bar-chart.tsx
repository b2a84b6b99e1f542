// A horizontal bar chart of our own, in SVG (decision 048: a chart library cost 23 to 47 kB gzip for
// a few bars, this costs about 1 kB). Horizontal so that at 390 px every bar keeps a readable label;
// each bar carries its text, so nothing is said by colour alone, and a second segment is hatched,
// not only coloured. Widths are percentages of the drawing, heights fixed pixels: the text never
// shrinks with the screen. Used by the administration's figures and the organisations' statistics.

import { useId } from "react";

const ROW_HEIGHT = 32;
const BAR_HEIGHT = 20;
/** The share of the width left to the longest bar: its text follows it. */
const BAR_SHARE = 62;

const textStyle = { fill: "var(--text-default-grey)", fontSize: "0.875rem" };
const solidStyle = { fill: "var(--background-action-high-blue-france)" };
const axisStyle = { stroke: "var(--border-default-grey)" };

export interface BarSegment {
  value: number;
  /** A second series is hatched (patterned), never told apart by colour alone. */
  hatched?: boolean;
}

export interface Bar {
  key: string;
  /** Short: « 2 nov. », « 5 déc. 20 h » (the data table has the long one). */
  label: string;
  /** One segment, or several stacked left to right. */
  segments: readonly BarSegment[];
  /** Written after the bar: its number(s) in words or figures. */
  text: string;
}

interface BarChartProps {
  bars: readonly Bar[];
  /** The chart's accessible name. */
  name: string;
  /** The id of the sentence that says what the chart shows. */
  describedBy: string;
  /** The value of a full-length bar (1 for rates); the longest bar's otherwise. */
  max?: number;
  /** The share of the width for the labels, in percent (longer labels need more). */
  labelShare?: number;
}

/**
 * `role="img"` with its name: assistive technology reads the name and the sentence it is described
 * by, and the data table beside it, not the bars' texts one by one.
 */
export function BarChart({ bars, name, describedBy, max, labelShare = 22 }: BarChartProps) {
  const total = (bar: Bar) => bar.segments.reduce((sum, segment) => sum + segment.value, 0);
  const highest = max ?? Math.max(1, ...bars.map(total));
  const height = bars.length * ROW_HEIGHT;
  // One pattern per chart: ids stay unique when a page shows several charts.
  const hatchId = `cp-hatch-${useId().replace(/[^\w-]/g, "")}`;
  const hatchedStyle = { fill: `url(#${hatchId})`, stroke: "var(--background-action-high-blue-france)" };
  const share = (value: number) => (Math.min(value, highest) / highest) * BAR_SHARE;
  return (
    <svg
      role="img"
      aria-label={name}
      aria-describedby={describedBy}
      width="100%"
      height={height}
      style={{ maxWidth: "40rem", display: "block" }}
    >
      <defs>
        <pattern
          id={hatchId}
          width="6"
          height="6"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="6" height="6" style={{ fill: "var(--background-default-grey)" }} />
          <line
            x1="0"
            y1="0"
            x2="0"
            y2="6"
            style={{ stroke: "var(--background-action-high-blue-france)", strokeWidth: 3 }}
          />
        </pattern>
      </defs>
      {bars.map((bar, index) => {
        const middle = index * ROW_HEIGHT + ROW_HEIGHT / 2;
        let left = labelShare;
        return (
          <g key={bar.key}>
            <text x="0" y={middle} dominantBaseline="middle" style={textStyle}>
              {bar.label}
            </text>
            {bar.segments.map((segment, position) => {
              const x = left;
              const width = share(segment.value);
              left += width;
              return (
                <rect
                  // biome-ignore lint/suspicious/noArrayIndexKey: a bar's segments are fixed, in a fixed order
                  key={position}
                  x={`${x}%`}
                  y={middle - BAR_HEIGHT / 2}
                  width={`${width}%`}
                  height={BAR_HEIGHT}
                  style={segment.hatched ? hatchedStyle : solidStyle}
                />
              );
            })}
            <text x={`${left}%`} dx={6} y={middle} dominantBaseline="middle" style={textStyle}>
              {bar.text}
            </text>
          </g>
        );
      })}
      <line x1={`${labelShare}%`} x2={`${labelShare}%`} y1={0} y2={height} style={axisStyle} />
    </svg>
  );
}
