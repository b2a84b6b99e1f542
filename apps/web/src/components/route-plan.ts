/** A site of a route as its plan reads it: its name, and where it stands when that is known. */
export interface PlanSite {
  name: string;
  latitude?: number | null;
  longitude?: number | null;
}

export interface PlanStop {
  /** 1 for the first step of the visit. */
  number: number;
  name: string;
  x: number;
  y: number;
}

export interface RoutePlan {
  stops: PlanStop[];
  /** The walk from stop to stop, in the visit's order (an SVG path; empty under two stops). */
  path: string;
  /** True when the stops stand where the sites are; false when only their order is drawn. */
  geographic: boolean;
}

interface Box {
  width: number;
  height: number;
  /** Room kept on every side for the stops' discs. */
  margin: number;
  /** More room at the top, where a card writes its badge over the picture. */
  marginTop?: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

function hasCoordinates(site: PlanSite): site is PlanSite & { latitude: number; longitude: number } {
  return (
    typeof site.latitude === "number" &&
    typeof site.longitude === "number" &&
    Number.isFinite(site.latitude) &&
    Number.isFinite(site.longitude)
  );
}

/**
 * Where each step of a route goes on a small drawing of `box`: at its coordinates when every site
 * has some and they are not all at one point (an equirectangular projection, fine at a town's
 * scale, north up, centred, one scale on both axes so that the shape is true); otherwise in the
 * visit's order along a gentle zigzag from left to right, which tells the count and the order
 * without pretending to be a map. `sites` are the route's steps in order; a count alone draws
 * unnamed steps (a list that only knows how many there are).
 */
export function routePlan(sites: readonly PlanSite[] | number, box: Box): RoutePlan {
  const list: PlanSite[] =
    typeof sites === "number" ? Array.from({ length: sites }, () => ({ name: "" })) : [...sites];
  const top = box.marginTop ?? box.margin;
  const innerWidth = box.width - 2 * box.margin;
  const innerHeight = box.height - box.margin - top;
  let positions: { x: number; y: number }[];
  let geographic = false;

  const located = list.every(hasCoordinates) ? list : [];
  const ys = located.map((site) => site.latitude as number);
  // One east-west scale for the whole plan, the one of its middle latitude.
  const shrink = Math.cos(((ys.reduce((sum, y) => sum + y, 0) / Math.max(ys.length, 1)) * Math.PI) / 180);
  const xs = located.map((site) => (site.longitude as number) * shrink);
  const spanX = xs.length > 0 ? Math.max(...xs) - Math.min(...xs) : 0;
  const spanY = ys.length > 0 ? Math.max(...ys) - Math.min(...ys) : 0;

  if (located.length >= 2 && (spanX > 0 || spanY > 0)) {
    geographic = true;
    const scale = Math.min(
      spanX > 0 ? innerWidth / spanX : Infinity,
      spanY > 0 ? innerHeight / spanY : Infinity,
    );
    const offsetX = box.margin + (innerWidth - spanX * scale) / 2;
    const offsetY = top + (innerHeight - spanY * scale) / 2;
    const minX = Math.min(...xs);
    const maxY = Math.max(...ys);
    positions = xs.map((x, index) => ({
      x: offsetX + (x - minX) * scale,
      // North up: the higher the latitude, the nearer the top.
      y: offsetY + (maxY - (ys[index] as number)) * scale,
    }));
  } else {
    const count = list.length;
    positions = list.map((_, index) => ({
      x: count === 1 ? box.width / 2 : box.margin + (innerWidth * index) / (count - 1),
      // Up and down in turn, so that the path reads as a walk rather than a ruler.
      y: count === 1 ? top + innerHeight / 2 : top + innerHeight * (index % 2 === 0 ? 0.7 : 0.3),
    }));
  }

  const stops = list.map((site, index) => ({
    number: index + 1,
    name: site.name,
    x: round(positions[index]?.x ?? 0),
    y: round(positions[index]?.y ?? 0),
  }));
  const path =
    stops.length < 2
      ? ""
      : stops.map((stop, index) => `${index === 0 ? "M" : "L"}${stop.x} ${stop.y}`).join(" ");
  return { stops, path, geographic };
}
