import { describe, expect, it } from "vitest";
import * as messages from "./messages.ts";
import { typographyRules } from "./typography.ts";

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

describe("French typography of the messages", () => {
  const texts = allTexts();

  it("walks every message object, functions included", () => {
    expect(texts.length).toBeGreaterThan(200);
    expect(texts.map(({ text }) => text)).toContain(messages.authMessages.loginSuccessDescription("Camille"));
  });

  // The rules of typography.ts, shared with the guard over the rendered pages (e2e/every-page.spec.ts).
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
