import {
  authMessages,
  locationMessages,
  toastTitles,
  validationMessages,
} from "@culture-patrimoine/contract/messages";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession } from "../../../lib/session.ts";
import { toast } from "../../../lib/toast.ts";
import {
  expectNoAxeViolations,
  fill,
  renderAt,
  sentBody,
  signInAs,
  stubApi,
} from "../../../test/form-test-harness.tsx";
import { LocationFormPage } from "../location-form-page.tsx";

const submitName = "Ajouter le lieu";

function renderPage() {
  return renderAt(<LocationFormPage />, { pattern: "/create-location", url: "/create-location" });
}

function fillRequired() {
  fill(screen.getByLabelText(/^Nom du lieu/), "Musée des Beaux-Arts");
  fill(screen.getByLabelText(/^Adresse\s*Numéro/), "20 quai Émile-Zola");
  fill(screen.getByLabelText(/^Ville/), "Rennes");
}

function fillTheRest() {
  fill(screen.getByLabelText(/^Description/), "Peintures du XVe au XXe siècle.");
  fill(screen.getByLabelText(/^Code postal/), "35000");
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  window.localStorage.clear();
});

describe("location form", () => {
  it("has no accessibility violation", async () => {
    signInAs("professionnel");
    const { container } = renderPage();
    await expectNoAxeViolations(container);
  });

  it("keeps the button disabled, with the reason, until name, address and city are filled", async () => {
    signInAs("professionnel");
    renderPage();
    const submit = screen.getByRole("button", { name: submitName });
    expect(submit).toHaveProperty("disabled", true);
    expect(submit.getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText(locationMessages.submitHint)).toBeTruthy();
    fill(screen.getByLabelText(/^Nom du lieu/), "Musée");
    fill(screen.getByLabelText(/^Adresse\s*Numéro/), "2 rue");
    expect(submit).toHaveProperty("disabled", true);
    fill(screen.getByLabelText(/^Ville/), "  ");
    expect(submit).toHaveProperty("disabled", true);
    fill(screen.getByLabelText(/^Ville/), "Rennes");
    expect(submit).toHaveProperty("disabled", false);
    expect(screen.queryByText(locationMessages.submitHint)).toBeNull();
  });

  it("then shows the other rules of SPEC §5 next to their fields", async () => {
    signInAs("professionnel");
    const api = stubApi([]);
    renderPage();
    fillRequired();
    fill(screen.getByLabelText(/^Email/), "pas-un-email");
    await userEvent.click(screen.getByRole("button", { name: submitName }));
    expect(await screen.findByText(validationMessages.locationCategoryRequired)).toBeTruthy();
    expect(screen.getByText(validationMessages.locationDescriptionRequired)).toBeTruthy();
    expect(screen.getByText(validationMessages.locationPostalCodeRequired)).toBeTruthy();
    expect(screen.getByText(validationMessages.emailInvalid)).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it("sends the place and confirms it", async () => {
    signInAs("professionnel");
    const api = stubApi([
      {
        method: "POST",
        path: "/api/locations",
        answer: (init) => ({
          status: 201,
          body: {
            ...JSON.parse(String(init.body)),
            id: 1,
            entryPrice: null,
            user_id: 7,
            organisation_id: 7,
            created_at: "2026-01-01T00:00:00Z",
          },
        }),
      },
    ]);
    renderPage();
    fillRequired();
    fillTheRest();
    await userEvent.selectOptions(screen.getByLabelText(/^Catégorie/), "Musée");
    await userEvent.click(screen.getByLabelText("Visites guidées disponibles"));
    await userEvent.click(screen.getByRole("button", { name: submitName }));
    expect(await screen.findByText(/Vous pouvez en ajouter un autre/)).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith(toastTitles.success, locationMessages.createSuccess);
    expect(sentBody(api, "/api/locations")).toMatchObject({
      name: "Musée des Beaux-Arts",
      category: "Musée",
      country: "France",
      postalCode: "35000",
      guidedTours: true,
    });
    // The form is empty again, ready for the next place.
    expect(screen.getByLabelText(/^Nom du lieu/)).toHaveProperty("value", "");
  });

  it("shows the server's refusal, or the default text", async () => {
    signInAs("professionnel");
    stubApi([
      {
        method: "POST",
        path: "/api/locations",
        answer: {
          status: 400,
          body: {
            error: validationMessages.postalCodeInvalid,
            code: "VALIDATION_ERROR",
            details: [{ path: "postalCode", message: validationMessages.postalCodeInvalid }],
          },
        },
      },
    ]);
    renderPage();
    fillRequired();
    await userEvent.selectOptions(screen.getByLabelText(/^Catégorie/), "Musée");
    fillTheRest();
    await userEvent.click(screen.getByRole("button", { name: submitName }));
    expect(await screen.findByText(validationMessages.postalCodeInvalid)).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(toastTitles.error, validationMessages.postalCodeInvalid);
    expect(screen.getByLabelText(/^Ville/)).toHaveProperty("value", "Rennes");
  });

  it("says the user is not logged in when the session ended while on the page", async () => {
    signInAs("professionnel");
    stubApi([]);
    renderPage();
    fillRequired();
    await userEvent.selectOptions(screen.getByLabelText(/^Catégorie/), "Musée");
    fillTheRest();
    // Another tab logged out; the page is still there in this one.
    window.localStorage.clear();
    await userEvent.click(screen.getByRole("button", { name: submitName }));
    expect(await screen.findAllByText(authMessages.userNotLoggedIn)).not.toHaveLength(0);
    clearSession();
  });

  it("explains to a participant that the form is for organisers", () => {
    signInAs("participant");
    renderPage();
    expect(screen.getByText(locationMessages.professionalOnly)).toBeTruthy();
    expect(screen.queryByRole("button", { name: submitName })).toBeNull();
  });
});
