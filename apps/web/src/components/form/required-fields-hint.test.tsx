import { formMessages } from "@culture-patrimoine/contract/messages";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { optionalLabel, RequiredFieldsHint } from "./required-fields-hint.tsx";

afterEach(cleanup);

// Every form and field of the app, as text: the guard below reads how they mark required fields.
const sources = import.meta.glob(["../../features/**/*.tsx", "../../components/**/*.tsx", "!**/*.test.tsx"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

describe("required fields, marked the DSFR's one way (issue 33)", () => {
  it("says it once above the fields, and « (facultatif) » on the others", () => {
    render(<RequiredFieldsHint />);
    expect(screen.getByText(formMessages.requiredFieldsHint).className).toBe("fr-hint-text");
    expect(formMessages.requiredFieldsHint).toBe(
      "Sauf mention contraire, tous les champs sont obligatoires.",
    );
    expect(optionalLabel("Tarif")).toBe("Tarif (facultatif)");
  });

  it("leaves no asterisk and no « Tous les champs sont obligatoires » in any form", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    // The kit's own file names the ways it replaces.
    for (const [file, text] of Object.entries(sources).filter(
      ([file]) => !file.endsWith("/required-fields-hint.tsx"),
    )) {
      expect(text, file).not.toMatch(/label="[^"]* \*"/);
      expect(text, file).not.toMatch(/astérisque/);
      // « Tous les champs sont obligatoires, sauf mention contraire » says the DSFR's rule in other words.
      expect(text, file).not.toMatch(/Tous les champs sont obligatoires\./);
    }
  });
});
