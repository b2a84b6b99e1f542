import { formMessages } from "@culture-patrimoine/contract/messages";
import { cleanup, render, screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { FileField } from "./file-field.tsx";
import { RequiredFieldsHint } from "./required-fields-hint.tsx";
import { SelectField } from "./select-field.tsx";
import { TextField } from "./text-field.tsx";

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
  });

  it("writes « (facultatif) » after the label of a kit field that may stay empty, and only there", () => {
    function Fields() {
      const form = useForm<{ price: string; city: string; name: string }>({
        defaultValues: { price: "", city: "", name: "" },
      });
      return (
        <form aria-label="Essai">
          <TextField form={form} name="price" label="Tarif" hint="En euros" optional />
          <SelectField form={form} name="city" label="Ville" options={["Rennes"]} optional />
          <TextField form={form} name="name" label="Nom" />
          <FileField
            id="picture"
            name="picture"
            label="Image"
            hint="JPEG"
            accept="image/*"
            error={null}
            optional
            onChange={() => undefined}
          />
        </form>
      );
    }
    render(<Fields />);
    // The suffix is part of the label, so that it is read with the field's name.
    expect(screen.getByLabelText(/^Tarif \(facultatif\)/)).toBeTruthy();
    expect(screen.getByLabelText(/^Ville \(facultatif\)/)).toBeTruthy();
    expect(screen.getByLabelText(/^Image \(facultatif\)/)).toBeTruthy();
    expect(screen.getByLabelText("Nom")).toBeTruthy();
    expect(screen.queryByLabelText(/^Nom \(facultatif\)/)).toBeNull();
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
      // « Facultatif » is said by the label's suffix (the `optional` prop), not by a hint or by hand.
      expect(text, file).not.toMatch(/hint=\{?["`]Facultatif/);
      expect(text, file).not.toMatch(/label="[^"]*\(facultatif\)"/);
    }
  });
});
