import { type PlanSite, routePlan } from "./route-plan.ts";
import type { placeLabels } from "./route-plan-labels.ts";
import "./route-plan.css";

const WIDTH = 640;
const HEIGHT = 360;
/** Names longer than this are cut (the list of steps below gives them whole). */
const NAME_MAX = 26;

function shortName(name: string): string {
  return name.length > NAME_MAX ? `${name.slice(0, NAME_MAX - 1).trimEnd()}…` : name;
}

interface RoutePlanProps {
  /** The route's sites in the visit's order, or only their count (a list without the sites). */
  sites: readonly PlanSite[] | number;
  /**
   * Writes each step's name beside its number, placed by this function (placeLabels, passed by the
   * route's page only: a card is too small for names, and its page does not carry that code).
   */
  placeNames?: typeof placeLabels;
  /** What the drawing tells, for screen readers; without it the drawing is decorative. */
  label?: string;
  className?: string;
}

/**
 * A route's own plan where it has no picture (issue 33): its steps numbered in the visit's order,
 * at their sites' coordinates when they have some, drawn from the data in a few SVG shapes (no map
 * library, no picture to load).
 */
export function RoutePlan({ sites, placeNames, label, className }: RoutePlanProps) {
  const withNames = placeNames !== undefined;
  const radius = withNames ? 18 : 22;
  // On a card, the difficulty badge covers the top left corner: the stops keep below it.
  const plan = routePlan(
    sites,
    withNames
      ? { width: WIDTH, height: HEIGHT, margin: 48 }
      : { width: WIDTH, height: HEIGHT, margin: 36, marginTop: 84 },
  );
  const names = plan.stops.map((stop) => shortName(stop.name));
  const labels = placeNames?.(plan.stops, names, {
    width: WIDTH,
    height: HEIGHT,
    radius,
    charWidth: 7.5,
    lineHeight: 18,
  });
  const shapes = (
    <>
      {plan.path && <path className="cp-route-plan__path" d={plan.path} />}
      {plan.stops.map((stop, index) => (
        <g key={stop.number}>
          <circle className="cp-route-plan__stop" cx={stop.x} cy={stop.y} r={radius} />
          <text className="cp-route-plan__number" x={stop.x} y={stop.y} fontSize={radius}>
            {stop.number}
          </text>
          {labels?.[index] && stop.name && (
            <text
              className="cp-route-plan__name"
              x={labels[index]?.x}
              y={labels[index]?.y}
              textAnchor={labels[index]?.anchor}
              fontSize={15}
            >
              {names[index]}
            </text>
          )}
        </g>
      ))}
    </>
  );
  const classes = ["cp-route-plan", className].filter(Boolean).join(" ");
  const viewBox = `0 0 ${WIDTH} ${HEIGHT}`;
  return label ? (
    <svg className={classes} viewBox={viewBox} width={WIDTH} height={HEIGHT} role="img" aria-label={label}>
      {shapes}
    </svg>
  ) : (
    <svg
      className={classes}
      viewBox={viewBox}
      width={WIDTH}
      height={HEIGHT}
      aria-hidden="true"
      focusable="false"
    >
      {shapes}
    </svg>
  );
}
