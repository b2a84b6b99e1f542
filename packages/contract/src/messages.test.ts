import { describe, expect, it } from "vitest";
import * as messages from "./messages.ts";

// Sample arguments for the message functions: a name, a singular and a plural count.
const sampleArguments: readonly (string | number)[] = ["Camille", 1, 2];

/** Every text of every exported message object, functions called with each sample argument. */
function allTexts(): { where: string; text: string }[] {
  const texts: { where: string; text: string }[] = [];
  const walk = (value: unknown, where: string): void => {
    if (typeof value === "string") {
      texts.push({ where, text: value });
    } else if (typeof value === "function") {
      for (const sample of sampleArguments) walk(value(sample), `${where}(${JSON.stringify(sample)})`);
    } else if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) walk(inner, `${where}.${key}`);
    }
  };
  for (const [name, value] of Object.entries(messages)) walk(value, name);
  return texts;
}

/** What French typography forbids in a text: a line break where it must not fall, a typewriter apostrophe. */
const typographyRules: { rule: string; pattern: RegExp }[] = [
  { rule: "ordinary space before : ; ? !", pattern: /[ \t][:;?!]/u },
  { rule: "ordinary space inside « »", pattern: /«[ \t]|[ \t]»/u },
  {
    rule: "ordinary space between a number and its unit",
    pattern: /\d[ \t](?:h|min|minutes?|heures?|Mo|Ko|Go|€|%)(?![\p{L}])/u,
  },
  // STYLE: the typographic apostrophe (l’, d’, aujourd’hui), never the typewriter one.
  { rule: "straight apostrophe between letters", pattern: /\p{L}'\p{L}/u },
  // One convention for the whole file: U+00A0, never the narrow U+202F.
  { rule: "narrow no-break space U+202F", pattern: /\u202f/u },
];

describe("French typography of the messages", () => {
  const texts = allTexts();

  it("walks every message object, functions included", () => {
    expect(texts.length).toBeGreaterThan(200);
    expect(texts.map(({ text }) => text)).toContain(messages.authMessages.loginSuccessDescription("Camille"));
  });

  it.each(typographyRules)("no $rule", ({ pattern }) => {
    const offenders = texts
      .filter(({ text }) => pattern.test(text))
      .map(({ where, text }) => `${where}: ${text}`);
    expect(offenders).toEqual([]);
  });

  it("puts a no-break space where a line must not break", () => {
    expect(messages.lieuMessages.deleteConfirm).toBe("Êtes-vous sûr de vouloir supprimer ce lieu\u00a0?");
    expect(messages.participationMessages.freeCancellation).toMatch(/\d\u00a0h avant/u);
    expect(messages.validationMessages.imageTooLarge).toBe("L’image ne doit pas dépasser 5\u00a0Mo");
  });
});
