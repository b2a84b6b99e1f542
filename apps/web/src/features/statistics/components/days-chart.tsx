import type { StatisticsDay } from "@culture-patrimoine/contract/schemas/statistics";
import { dayShortLabel, formatCount } from "../utils/statistics-format.ts";

// Registrations per day as columns, in SVG like components/bar-chart.tsx (decision 048): up to 400
// days do not fit as labelled rows, so the days run left to right, the first of each month named
// under its column, and the highest count written on the scale. The numbers of every day are in
// the data table beside it; one series, one colour: nothing is said by colour.

const HEIGHT = 160;
const LABELS = 24;
const SCALE_SHARE = 10;

const textStyle = { fill: "var(--text-default-grey)", fontSize: "0.75rem" };
const barStyle = { fill: "var(--background-action-high-blue-france)" };
const axisStyle = { stroke: "var(--border-default-grey)" };

/** The days under which a label goes: the first, then each first of a month (every few days for a short window). */
function labelled(days: readonly StatisticsDay[]): Set<number> {
  const short = days.length <= 31;
  return new Set(
    days
      .map((day, index) => ({ day: day.day, index }))
      .filter(({ day, index }) => index === 0 || (short ? index % 7 === 0 : day.endsWith("-01")))
      .map(({ index }) => index),
  );
}

export function DaysChart({
  days,
  name,
  describedBy,
}: {
  days: readonly StatisticsDay[];
  name: string;
  describedBy: string;
}) {
  const highest = Math.max(1, ...days.map((day) => day.registrations));
  const step = (100 - SCALE_SHARE) / Math.max(1, days.length);
  const plot = HEIGHT - LABELS;
  const labels = labelled(days);
  return (
    <svg
      role="img"
      aria-label={name}
      aria-describedby={describedBy}
      width="100%"
      height={HEIGHT}
      style={{ maxWidth: "48rem", display: "block" }}
    >
      <text x="0" y={10} dominantBaseline="middle" style={textStyle}>
        {formatCount(highest)}
      </text>
      <text x="0" y={plot - 6} style={textStyle}>
        0
      </text>
      {days.map((day, index) => {
        const height = (day.registrations / highest) * (plot - 4);
        const x = SCALE_SHARE + index * step;
        return (
          <g key={day.day}>
            {height > 0 && (
              <rect
                x={`${x + step * 0.1}%`}
                y={plot - height}
                width={`${step * 0.8}%`}
                height={height}
                style={barStyle}
              />
            )}
            {labels.has(index) && (
              <text x={`${x}%`} y={HEIGHT - 6} style={textStyle}>
                {dayShortLabel(day.day)}
              </text>
            )}
          </g>
        );
      })}
      <line x1={`${SCALE_SHARE}%`} x2="100%" y1={plot} y2={plot} style={axisStyle} />
    </svg>
  );
}
