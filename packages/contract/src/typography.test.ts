import { describe, expect, it } from "vitest";
import { typographyOffences, typographyRules } from "./typography.ts";

const rulesBroken = (text: string) => typographyOffences(text).map(({ rule }) => rule);

describe("typographyOffences", () => {
  it("accepts French typography", () => {
    expect(
      rulesBroken(
        "Bonjour Camille\u00a0! L’église ouvre à 14\u00a0h\u00a030, tarif\u00a0: 5\u00a0€. «\u00a0Entrée libre\u00a0»\u00a0?",
      ),
    ).toEqual([]);
  });

  it("accepts what is not French text: addresses and times written with a colon", () => {
    expect(rulesBroken("https://www.culture.gouv.fr/agenda?ville=Lyon 14:30")).toEqual([]);
  });

  it.each([
    ["Standard : 01 40 15 80 00", "ordinary space before : ; ? !"],
    ["Bonjour Camille !", "ordinary space before : ; ? !"],
    ["Billet perdu ?", "ordinary space before : ; ? !"],
    ["Horaires ; tarifs", "ordinary space before : ; ? !"],
    ["« Tout public »", "ordinary space inside « »"],
    ["«Tout public»", "no space inside « »"],
    ["Durée 2 h", "ordinary space between a number and its unit"],
    ["L'offre d'aujourd'hui", "straight apostrophe between letters"],
    ["Bonjour\u202f!", "narrow no-break space U+202F"],
  ])("finds %j", (text, rule) => {
    expect(rulesBroken(text)).toContain(rule);
  });

  it("checks only the rules it is given", () => {
    const colonOnly = typographyRules.filter(({ rule }) => rule.startsWith("ordinary space before"));
    expect(typographyOffences("Durée : 2 h", colonOnly).map(({ rule }) => rule)).toEqual([
      "ordinary space before : ; ? !",
    ]);
  });

  it("names each offence with its context, once per occurrence", () => {
    expect(typographyOffences("Standard : 01 — Courriel : a@b.fr")).toEqual([
      { rule: "ordinary space before : ; ? !", excerpt: "Standard : 01 — Courriel : a@b" },
      { rule: "ordinary space before : ; ? !", excerpt: "dard : 01 — Courriel : a@b.fr" },
    ]);
  });
});
