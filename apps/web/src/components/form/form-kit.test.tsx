import { formMessages } from "@culture-patrimoine/contract/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { expectNoAxeViolations } from "../../test/form-test-harness.tsx";
import { CheckboxGroupField } from "./checkbox-group-field.tsx";
import { ErrorSummary } from "./error-summary.tsx";
import { PasswordField } from "./password-field.tsx";
import { RadioGroupField } from "./radio-group-field.tsx";
import { SelectField } from "./select-field.tsx";
import { TextField } from "./text-field.tsx";

const schema = z.object({
  kind: z.enum(["a", "b"], { message: "Choisissez un type" }),
  name: z.string().min(2, "Nom trop court"),
  city: z.string().min(1, "Choisissez une ville"),
  secret: z.string().min(8, "Mot de passe trop court"),
  lines: z.array(z.object({ title: z.string().min(1, "Titre manquant") })),
  terms: z.boolean().refine((value) => value, "Acceptez les conditions"),
});
type Values = z.input<typeof schema>;

function KitForm() {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { kind: "a", name: "", city: "", secret: "", lines: [{ title: "" }], terms: false },
  });
  return (
    <form onSubmit={form.handleSubmit(() => undefined)} noValidate aria-label="Essai">
      <ErrorSummary form={form} />
      <RadioGroupField
        form={form}
        name="kind"
        legend="Type"
        options={[
          { value: "a", label: "A" },
          { value: "b", label: "B" },
        ]}
      />
      <TextField form={form} name="name" label="Nom" hint="Prénom puis nom" autoComplete="name" />
      <SelectField form={form} name="city" label="Ville" placeholder="Choisir" options={["Rennes"]} />
      <PasswordField form={form} name="secret" label="Mot de passe" autoComplete="new-password" />
      <TextField form={form} name="lines.0.title" label="Titre de la ligne" rows={2} />
      <CheckboxGroupField form={form} options={[{ name: "terms", label: "J'accepte" }]} />
      <button type="submit">Envoyer</button>
    </form>
  );
}

afterEach(cleanup);

describe("form field kit", () => {
  it("has no accessibility violation, before and after a refused send", async () => {
    const { container } = render(<KitForm />);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole("button", { name: "Envoyer" }));
    await screen.findByText("Nom trop court");
    await expectNoAxeViolations(container);
  });

  it("ties each message to its field, outside any live region", async () => {
    render(<KitForm />);
    await userEvent.click(screen.getByRole("button", { name: "Envoyer" }));
    const name = screen.getByLabelText(/^Nom/);
    const message = await screen.findByText("Nom trop court");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.getAttribute("aria-describedby")).toBe(message.id);
    expect(message.closest("[aria-live]")).toBeNull();
    const title = screen.getByLabelText("Titre de la ligne");
    expect(title.tagName).toBe("TEXTAREA");
    expect(document.getElementById(String(title.getAttribute("aria-describedby")))?.textContent).toBe(
      "Titre manquant",
    );
    expect(screen.getByLabelText("J'accepte").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Mot de passe").getAttribute("aria-invalid")).toBe("true");
  });

  it("shows no summary before a send", () => {
    render(<KitForm />);
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("");
  });
});

describe("error summary", () => {
  it("lists the fields in error in page order, leaves the focus in the first and announces the count", async () => {
    render(<KitForm />);
    await userEvent.selectOptions(screen.getByLabelText("Ville"), "Rennes");
    await userEvent.click(screen.getByRole("button", { name: "Envoyer" }));

    const summary = await screen.findByRole("region", { name: formMessages.errorSummaryTitle(4) });
    const links = within(summary).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Nom",
      "Mot de passe",
      "Titre de la ligne",
      "J'accepte",
    ]);
    expect(screen.getByLabelText(/^Nom/)).toHaveProperty("id", links[0]?.getAttribute("href")?.slice(1));
    expect(document.activeElement).toBe(screen.getByLabelText(/^Nom/));
    expect(screen.getByRole("status").textContent).toBe(formMessages.errorSummaryTitle(4));
  });

  it("sends the focus to a field from its link", async () => {
    render(<KitForm />);
    await userEvent.click(screen.getByRole("button", { name: "Envoyer" }));
    const summary = await screen.findByRole("region");
    await userEvent.click(within(summary).getByRole("link", { name: "Titre de la ligne" }));
    expect(document.activeElement).toBe(screen.getByLabelText("Titre de la ligne"));
    await userEvent.click(within(summary).getByRole("link", { name: "J'accepte" }));
    expect(document.activeElement).toBe(screen.getByLabelText("J'accepte"));
  });

  it("follows the corrections silently and goes once nothing is left", async () => {
    render(<KitForm />);
    await userEvent.click(screen.getByRole("button", { name: "Envoyer" }));
    await screen.findByRole("region", { name: formMessages.errorSummaryTitle(5) });
    await userEvent.type(screen.getByLabelText(/^Nom/), "Marie Curie");
    await screen.findByRole("region", { name: formMessages.errorSummaryTitle(4) });
    // The count announced is the one of the send, not one per keystroke.
    expect(screen.getByRole("status").textContent).toBe(formMessages.errorSummaryTitle(5));

    await userEvent.selectOptions(screen.getByLabelText("Ville"), "Rennes");
    await userEvent.type(screen.getByLabelText("Mot de passe"), "Patrimoine-2026");
    await userEvent.type(screen.getByLabelText("Titre de la ligne"), "Visite");
    await userEvent.click(screen.getByLabelText("J'accepte"));
    expect(screen.queryByRole("region")).toBeNull();
  });
});
