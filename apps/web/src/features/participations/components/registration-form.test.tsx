import { validationMessages as m, participationMessages } from "@culture-patrimoine/contract/messages";
import { CARD_FIELDS } from "@culture-patrimoine/contract/schemas/participation";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  expectNoAxeViolations,
  fill,
  renderAt,
  sentBody,
  stubApi,
} from "../../../test/form-test-harness.tsx";
import { registrationDefaults } from "../utils/registration-form-values.ts";
import { RegistrationForm } from "./registration-form.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

// Card expiry is compared with this day: 06/26 is still valid, 05/26 is past.
const now = () => new Date("2026-06-15T10:00:00.000Z");

const participation = {
  id: 61,
  nom: "Durand",
  prenom: "Camille",
  email: "camille@example.fr",
  telephone: "0612345678",
  nombre_places: 2,
  demandes_speciales: null,
  motivation: "J'aime l'orgue.",
  montant_paye: 24,
  payment_status: "paid",
  user_id: null,
  event_id: 3,
  ticket_code: "ticket-61",
  created_at: "2026-06-15T10:00:00.000Z",
};

function renderForm(price: number | null, onRegistered = vi.fn()) {
  const result = renderAt(
    <RegistrationForm
      event={{ id: 3, price }}
      defaultValues={registrationDefaults(null)}
      onRegistered={onRegistered}
      now={now}
    />,
    { pattern: "/events/:id/register", url: "/events/3/register" },
  );
  return { ...result, onRegistered };
}

const field = (label: RegExp | string) => screen.getByLabelText(label);
const submit = () => fireEvent.click(screen.getByRole("button", { name: /Payer et m'inscrire|Confirmer/ }));

/** The message shown under a field (DSFR puts it in the field's group). */
async function expectFieldError(label: RegExp | string, message: string) {
  const input = field(label);
  const group = input.closest(".fr-input-group, .fr-select-group");
  if (!group) throw new Error(`no group around ${String(label)}`);
  await waitFor(() => expect(within(group as HTMLElement).getByText(message)).toBeTruthy());
  expect(input.getAttribute("aria-invalid")).toBe("true");
}

function fillValidForm() {
  fill(field("Prénom"), "Camille");
  fill(field("Nom"), "Durand");
  fill(field(/^Email/), "camille@example.fr");
  fill(field(/^Téléphone/), "06 12 34 56 78");
  fireEvent.change(field(/^Nombre de places/), { target: { value: "2" } });
  fill(field(/^Motivation/), "J'aime l'orgue.");
  if (screen.queryByLabelText("Nom sur la carte")) {
    fill(field("Nom sur la carte"), "CAMILLE DURAND");
    fill(field(/^Numéro de carte/), "4111 1111 1111 1111");
    fill(field(/^Date d'expiration/), "12/30");
    fill(field(/^Cryptogramme/), "123");
  }
}

describe("RegistrationForm", () => {
  // axe walks a big form slowly in jsdom.
  it("has no accessibility violation", { timeout: 30_000 }, async () => {
    const { container } = renderForm(12);
    await screen.findByLabelText("Prénom");
    await expectNoAxeViolations(container);
  });

  it("shows the message of every required field when sent empty", async () => {
    renderForm(12);
    submit();
    await expectFieldError("Prénom", m.participantFirstNameRequired);
    await expectFieldError("Nom", m.participantLastNameRequired);
    await expectFieldError(/^Email/, m.emailInvalid);
    await expectFieldError(/^Téléphone/, m.participantPhoneRequired);
    await expectFieldError(/^Motivation/, m.participantMotivationRequired);
    await expectFieldError("Nom sur la carte", m.cardNameRequired);
    await expectFieldError(/^Numéro de carte/, m.cardNumberInvalid);
    await expectFieldError(/^Date d'expiration/, m.cardExpiryInvalid);
    await expectFieldError(/^Cryptogramme/, m.cardCvvInvalid);
  });

  it.each([
    [/^Email/, "camille@", m.emailInvalid],
    [/^Téléphone/, "12 34", m.phoneInvalid],
    [/^Numéro de carte/, "4111 1111 1111 1112", m.cardNumberInvalid],
    [/^Numéro de carte/, "4111 11", m.cardNumberInvalid],
    [/^Date d'expiration/, "13/30", m.cardExpiryInvalid],
    [/^Date d'expiration/, "1230", m.cardExpiryInvalid],
    [/^Date d'expiration/, "05/26", m.cardExpired],
    [/^Cryptogramme/, "12", m.cardCvvInvalid],
    [/^Cryptogramme/, "12a", m.cardCvvInvalid],
  ])("refuses %s = %j with its message", async (label, value, message) => {
    const { onRegistered } = renderForm(12);
    fillValidForm();
    fill(field(label), value);
    submit();
    await expectFieldError(label, message);
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it("refuses a number of places outside 1 to 4, even forced into the page", async () => {
    renderForm(12);
    fillValidForm();
    const select = field(/^Nombre de places/) as HTMLSelectElement;
    select.append(new Option("9 places", "9"));
    fireEvent.change(select, { target: { value: "9" } });
    submit();
    await expectFieldError(/^Nombre de places/, m.placesRange);
  });

  it("accepts a card that expires this very month", async () => {
    const api = stubApi([
      { method: "POST", path: "/api/participations", answer: { status: 201, body: participation } },
    ]);
    const { onRegistered } = renderForm(12);
    fillValidForm();
    fill(field(/^Date d'expiration/), "06/26");
    submit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(api).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["1", "Total : 12 €"],
    ["2", "Total : 24 €"],
    ["3", "Total : 36 €"],
    ["4", "Total : 48 €"],
  ])("shows the amount before paying for %s place(s): %s", async (places, total) => {
    renderForm(12);
    fireEvent.change(field(/^Nombre de places/), { target: { value: places } });
    await waitFor(() =>
      expect(screen.getByTestId("registration-amount").textContent?.replace(/\s/g, " ")).toContain(
        total.replace(/\s/g, " "),
      ),
    );
  });

  it("shows cents the French way", async () => {
    renderForm(12.5);
    fireEvent.change(field(/^Nombre de places/), { target: { value: "3" } });
    await waitFor(() => expect(screen.getByTestId("registration-amount").textContent).toMatch(/37,50\s€/));
  });

  it("says 'Gratuit' for a free event and asks for no card", async () => {
    const api = stubApi([
      { method: "POST", path: "/api/participations", answer: { status: 201, body: participation } },
    ]);
    const { onRegistered } = renderForm(null);
    fireEvent.change(field(/^Nombre de places/), { target: { value: "4" } });
    expect(screen.getByTestId("registration-amount").textContent).toContain("Gratuit");
    expect(screen.queryByLabelText("Nom sur la carte")).toBeNull();
    fillValidForm();
    submit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(sentBody(api, "/api/participations")).toMatchObject({ nombre_places: 2, event_id: 3 });
  });

  it("sends the participant's fields and never the card's, then hands over the registration", async () => {
    const api = stubApi([
      { method: "POST", path: "/api/participations", answer: { status: 201, body: participation } },
    ]);
    const { onRegistered } = renderForm(12);
    fillValidForm();
    submit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(participation));
    const body = sentBody(api, "/api/participations");
    expect(body).toEqual({
      prenom: "Camille",
      nom: "Durand",
      email: "camille@example.fr",
      telephone: "06 12 34 56 78",
      nombre_places: 2,
      demandes_speciales: null,
      motivation: "J'aime l'orgue.",
      event_id: 3,
    });
    for (const card of CARD_FIELDS) expect(body).not.toHaveProperty(card);
    expect(JSON.stringify(api.mock.calls)).not.toContain("4111");
  });

  it("sends the member's token when logged in", async () => {
    window.localStorage.setItem("token", "token-7");
    window.localStorage.setItem(
      "user",
      JSON.stringify({
        id: 7,
        first_name: "Camille",
        last_name: "Durand",
        email: "c@example.fr",
        role: "participant",
      }),
    );
    const api = stubApi([
      { method: "POST", path: "/api/participations", answer: { status: 201, body: participation } },
    ]);
    const { onRegistered } = renderForm(12);
    fillValidForm();
    submit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    const headers = api.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer token-7");
  });

  it("disables the button while sending", async () => {
    let release: (value: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    renderForm(12);
    fillValidForm();
    submit();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: /Envoi en cours/ }).hasAttribute("disabled")).toBe(true),
    );
    release(new Response(JSON.stringify(participation), { status: 201 }));
    await waitFor(() => expect(screen.queryByRole("button", { name: /Envoi en cours/ })).toBeNull());
  });

  it("puts the server's field messages under the fields and keeps what was typed", async () => {
    stubApi([
      {
        method: "POST",
        path: "/api/participations",
        answer: {
          status: 400,
          body: {
            error: "Les données envoyées sont invalides.",
            code: "VALIDATION_ERROR",
            details: [{ path: "email", message: "Adresse refusée par le serveur" }],
          },
        },
      },
    ]);
    const { onRegistered } = renderForm(12);
    fillValidForm();
    submit();
    await expectFieldError(/^Email/, "Adresse refusée par le serveur");
    expect(onRegistered).not.toHaveBeenCalled();
    expect((field("Prénom") as HTMLInputElement).value).toBe("Camille");
    expect(participationMessages.paymentFailed).toBe("Impossible de finaliser le paiement.");
  });
});
