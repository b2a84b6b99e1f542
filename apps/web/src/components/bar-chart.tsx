// A horizontal bar chart of our own (decision 048: a chart library cost 23 to 47 kB gzip for a few
// bars, this costs about 1 kB). Horizontal so that at 390 px every bar keeps a readable label; each
// bar carries its text, so nothing is said by colour alone, and a second segment is hatched, not only
// coloured. Drawn with boxes rather than SVG text: the texts keep a column as wide as the longest
// one (in `ch`), so that no text is ever cut at 390 px, and the bars share what is left, in the same
// scale on every row. Used by the administration's figures and the organisations' statistics.

const ROW_HEIGHT = "2rem";
const BAR_HEIGHT = "1.25rem";
const blue = "var(--background-action-high-blue-france)";

const rowStyle = { display: "flex", alignItems: "center", gap: "0.5rem", minHeight: ROW_HEIGHT } as const;
const textStyle = { color: "var(--text-default-grey)", fontSize: "0.875rem", whiteSpace: "nowrap" } as const;
const areaStyle = {
  flex: "1 1 0",
  minWidth: 0,
  display: "flex",
  height: BAR_HEIGHT,
  borderLeft: "1px solid var(--border-default-grey)",
} as const;
const solidStyle = { background: blue } as const;
// The second series: hatched, so that it is told apart without colour (and in forced colours, by its border).
const hatchedStyle = {
  background: `repeating-linear-gradient(45deg, ${blue} 0 2px, var(--background-default-grey) 2px 6px)`,
  boxShadow: `inset 0 0 0 1px ${blue}`,
  border: "1px solid transparent",
} as const;

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
  const share = (value: number) => (Math.min(value, highest) / highest) * 100;
  const textWidth = `${Math.max(...bars.map((bar) => bar.text.length), 1) + 1}ch`;
  return (
    <div role="img" aria-label={name} aria-describedby={describedBy} style={{ maxWidth: "40rem" }}>
      {bars.map((bar) => (
        <div key={bar.key} style={rowStyle}>
          <span
            style={{ ...textStyle, flex: `0 0 ${labelShare}%`, overflow: "hidden", textOverflow: "ellipsis" }}
          >
            {bar.label}
          </span>
          <span style={areaStyle}>
            {bar.segments.map((segment, position) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: a bar's segments are fixed, in a fixed order
                key={position}
                style={{
                  ...(segment.hatched ? hatchedStyle : solidStyle),
                  width: `${share(segment.value)}%`,
                  boxSizing: "border-box",
                }}
              />
            ))}
          </span>
          <span style={{ ...textStyle, flex: `0 0 ${textWidth}` }}>{bar.text}</span>
        </div>
      ))}
    </div>
  );
}
