import { PLANS } from "@culture-patrimoine/contract/constants";
import { describe, expect, it } from "vitest";
import { formatPlanPrice, planCallToAction, spokenPlanPrice } from "./plan-price.ts";

// Intl puts no-break spaces between digits and the euro sign; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatPlanPrice", () => {
  it("says Gratuit for the free plan", () => {
    expect(formatPlanPrice(0)).toBe("Gratuit");
  });

  it("writes monthly prices the French way", () => {
    expect(plain(formatPlanPrice(29))).toBe("29 € / mois");
    expect(plain(formatPlanPrice(99))).toBe("99 € / mois");
    expect(plain(formatPlanPrice(12.5))).toBe("12,50 € / mois");
    expect(plain(formatPlanPrice(1290))).toBe("1 290 € / mois");
  });

  it("keeps the euro sign on the same line as the amount", () => {
    expect(formatPlanPrice(29)).toMatch(/29[\u00a0\u202f]€/);
  });

  it("covers the contract's three plans", () => {
    expect(PLANS.map((plan) => plain(formatPlanPrice(plan.monthlyPriceEuros)))).toEqual([
      "Gratuit",
      "29 € / mois",
      "99 € / mois",
    ]);
  });
});

describe("spokenPlanPrice", () => {
  it("reads the period in words", () => {
    expect(plain(spokenPlanPrice(29))).toBe("29 € par mois");
    expect(spokenPlanPrice(0)).toBe("Gratuit");
  });
});

describe("planCallToAction", () => {
  it("invites to start for free, or to try a paid plan for the trial's length", () => {
    expect(PLANS.map(planCallToAction)).toEqual([
      "Commencer gratuitement",
      "Essayer 14 jours gratuits",
      "Essayer 14 jours gratuits",
    ]);
  });
});
