import { describe, expect, it } from "vitest";
import { rangeFromSearch, searchOfRange } from "./range-search.ts";
import { dayLabel, dayShortLabel, daysSummary, formatRate, sessionShortLabel } from "./statistics-format.ts";

describe("the statistics in French", () => {
  it("names days as calendar days, whatever the time zone", () => {
    expect(dayLabel("2026-12-01")).toBe("1er décembre 2026");
    expect(dayShortLabel("2026-11-22")).toBe("22 nov.");
  });

  it("names a session by its Paris start, short enough for a bar", () => {
    expect(sessionShortLabel("2026-12-05T18:00:00Z")).toBe("5 déc. 19\u00a0h");
    expect(sessionShortLabel("2026-07-14T19:30:00Z")).toBe("14 juil. 21\u00a0h\u00a030");
  });

  it("writes rates as whole percentages, a dash without a capacity", () => {
    expect(formatRate(0.6667)).toBe("67\u00a0%");
    expect(formatRate(null)).toBe("—");
  });

  it("sums the days and names the busiest, the latest of a tie", () => {
    const days = [
      { day: "2026-11-21", registrations: 2, places: 2, cancellations: 0 },
      { day: "2026-11-22", registrations: 2, places: 3, cancellations: 0 },
    ];
    expect(daysSummary(days)).toBe(
      "Inscriptions par jour sur 2\u00a0jours\u00a0: 4\u00a0inscriptions au total\u00a0; le jour le plus chargé est le 22 novembre (2\u00a0inscriptions).",
    );
    expect(daysSummary([{ ...days[0]!, registrations: 0 }])).toBe(
      "Inscriptions par jour sur 1\u00a0jour\u00a0: aucune inscription.",
    );
  });

  it("keeps the period in the address, leaving out what is not a day", () => {
    expect(rangeFromSearch(new URLSearchParams("from=2026-09-01&to=demain"))).toEqual({ from: "2026-09-01" });
    expect(searchOfRange({ from: "2026-09-01", to: "2026-12-31" })).toBe("?from=2026-09-01&to=2026-12-31");
    expect(searchOfRange({})).toBe("");
  });
});
