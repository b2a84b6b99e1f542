import type { Stats } from "@culture-patrimoine/contract/schemas/stats";

export interface StatFigure {
  key: keyof Stats;
  /** "1 234", grouped the French way. */
  value: string;
  /** What is counted, agreeing with the number ("1 événement", "0 inscription", "2 parcours"). */
  label: string;
}

const numbers = new Intl.NumberFormat("fr-FR");

// French uses the singular for 0 and 1.
const labels: Record<keyof Stats, { one: string; many: string }> = {
  events: { one: "événement culturel", many: "événements culturels" },
  parcours: { one: "parcours thématique", many: "parcours thématiques" },
  places: { one: "lieu ou site patrimonial", many: "lieux et sites patrimoniaux" },
  participations: { one: "inscription à un événement", many: "inscriptions aux événements" },
};

const order: (keyof Stats)[] = ["events", "parcours", "places", "participations"];

/** The four figures of the home and about pages, in display order. */
export function statFigures(stats: Stats): StatFigure[] {
  return order.map((key) => {
    const count = stats[key];
    return { key, value: numbers.format(count), label: count > 1 ? labels[key].many : labels[key].one };
  });
}
