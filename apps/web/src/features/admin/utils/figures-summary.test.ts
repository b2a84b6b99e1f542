import type { WeekFigures } from "@culture-patrimoine/contract/schemas/admin";
import { describe, expect, it } from "vitest";
import { busiestWeek, figuresSummary, weekDay, weekLabel, weekShortLabel } from "./figures-summary.ts";

function weeks(counts: number[], first = "2026-09-07"): WeekFigures[] {
  const start = new Date(`${first}T00:00:00Z`);
  return counts.map((registrations, index) => {
    const day = new Date(start);
    day.setUTCDate(start.getUTCDate() + 7 * index);
    return { week_start: day.toISOString().slice(0, 10), registrations, places: registrations * 2 };
  });
}

describe("week labels", () => {
  it("names a week by its Monday, the French way", () => {
    expect(weekLabel("2026-11-02")).toBe("semaine du 2 novembre");
    expect(weekDay("2026-06-01")).toBe("1er juin");
    expect(weekShortLabel("2026-11-02")).toBe("2 nov.");
    expect(weekShortLabel("2026-12-01")).toBe("1er déc.");
  });

  it("adds the year only to a week of another year than the last one shown", () => {
    expect(weekLabel("2025-12-29", 2026)).toBe("semaine du 29 décembre 2025");
    expect(weekLabel("2026-01-05", 2026)).toBe("semaine du 5 janvier");
  });

  it("keeps the calendar day whatever the time zone (a day, not an instant)", () => {
    // Midnight UTC is the day before in America: a Date read in local time would say 1 November.
    expect(weekDay("2026-11-02")).toBe("2 novembre");
  });
});

describe("the chart's sentence", () => {
  it("says this week's registrations, the total and the busiest week", () => {
    const data = weeks([0, 3, 57, 12, 0, 0, 9, 1200, 4, 0, 2, 42]);
    expect(figuresSummary(data)).toBe(
      "Inscriptions par semaine sur les 12 dernières semaines\u00a0: 42\u00a0inscriptions cette semaine, " +
        `${(1329).toLocaleString("fr-FR")} au total\u00a0; la semaine la plus chargée est celle du 26 octobre ` +
        `(${(1200).toLocaleString("fr-FR")}\u00a0inscriptions).`,
    );
  });

  it("writes one registration in the singular and a week of another year with its year", () => {
    const data = weeks([1, 0, 0], "2025-12-22");
    expect(figuresSummary(data)).toBe(
      "Inscriptions par semaine sur les 3 dernières semaines\u00a0: 0\u00a0inscription cette semaine, 1 au total\u00a0; " +
        "la semaine la plus chargée est celle du 22 décembre 2025 (1\u00a0inscription).",
    );
  });

  it("says so when nobody registered", () => {
    expect(figuresSummary(weeks(Array(12).fill(0)))).toBe(
      "Inscriptions par semaine sur les 12 dernières semaines\u00a0: aucune inscription.",
    );
    expect(busiestWeek(weeks([0, 0]))).toBeNull();
  });

  it("takes the most recent of two equally busy weeks", () => {
    expect(busiestWeek(weeks([5, 2, 5]))?.week_start).toBe("2026-09-21");
  });
});
