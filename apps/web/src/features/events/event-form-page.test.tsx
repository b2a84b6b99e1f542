import { eventMessages, validationMessages } from "@culture-patrimoine/contract/messages";
import type { EventResponse } from "@culture-patrimoine/contract/schemas/event";
import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import { cleanup, configure, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../lib/toast.ts";
import { domText } from "../../test/dom-text.ts";
import {
  expectNoAxeViolations,
  renderAt,
  sentBody,
  signInAs,
  stubApi,
} from "../../test/form-test-harness.tsx";
import { EventFormPage } from "./event-form-page.tsx";

const lieu: LieuResponse = {
  id: 4,
  nom: "Musée des Augustins",
  ville: "Toulouse",
  pays: "France",
  image: null,
  description: null,
  site_web: null,
  user_id: 7,
  created_at: "2026-01-05T10:00:00.000Z",
};

const event: EventResponse = {
  id: 21,
  title: "Nuit des musées",
  description: null,
  category: "Visite",
  date_start: "2026-05-16T19:30:00.000Z",
  date_end: null,
  price: 12.5,
  image_url: null,
  lieu_id: 4,
  user_id: 7,
  created_at: "2026-01-05T10:00:00.000Z",
  lieu: { id: 4, nom: lieu.nom, ville: lieu.ville },
};

const lieuxAnswer = (items: LieuResponse[]) => ({
  method: "GET",
  path: "/api/lieux",
  answer: { status: 200, body: items, headers: { "X-Total-Count": String(items.length) } },
});

function renderCreate() {
  return renderAt(<EventFormPage />, { pattern: "/create-event", url: "/create-event" });
}

function renderEdit(id = 21) {
  return renderAt(<EventFormPage />, { pattern: "/events/edit/:id", url: `/events/edit/${id}` });
}

const submit = () => userEvent.click(screen.getByRole("button", { name: "Créer l'événement" }));
const setValue = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillValidEvent() {
  await userEvent.type(screen.getByLabelText(/^Titre/), "Nuit des musées");
  await userEvent.selectOptions(screen.getByLabelText(/^Catégorie/), "Visite");
  setValue(/^Début/, "2026-05-16T21:30");
  setValue(/^Fin/, "2026-05-16T23:00");
  await userEvent.type(screen.getByLabelText(/^Prix/), "12,50");
  await userEvent.selectOptions(await screen.findByLabelText(/^Lieu/), "4");
}

// axe and the first render of DSFR components take seconds on a busy machine.
const SLOW = 20_000;
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  window.localStorage.clear();
});

describe("event form", { timeout: SLOW }, () => {
  it("has no accessibility violation", async () => {
    signInAs("professionnel");
    stubApi([lieuxAnswer([lieu])]);
    const { container } = renderCreate();
    await screen.findByRole("option", { name: "Musée des Augustins (Toulouse)" });
    await expectNoAxeViolations(container);
  });

  it("names each missing required field next to it, and sends nothing", async () => {
    signInAs("professionnel");
    const api = stubApi([lieuxAnswer([lieu])]);
    renderCreate();
    await screen.findByRole("option", { name: /Musée des Augustins/ });
    await submit();
    expect(await screen.findByText(validationMessages.eventTitleRequired)).toBeTruthy();
    expect(screen.getByText(validationMessages.eventCategoryRequired)).toBeTruthy();
    expect(screen.getByText(validationMessages.eventDateStartRequired)).toBeTruthy();
    expect(screen.getByText(validationMessages.eventLieuRequired)).toBeTruthy();
    expect(screen.getByLabelText(/^Titre/)).toHaveProperty("ariaInvalid", "true");
    expect(api).toHaveBeenCalledTimes(1);
  });

  it("refuses an end before the start, a bad price and a bad image address", async () => {
    signInAs("professionnel");
    stubApi([lieuxAnswer([lieu])]);
    renderCreate();
    await fillValidEvent();
    setValue(/^Fin/, "2026-05-16T20:00");
    const price = screen.getByLabelText(/^Prix/);
    await userEvent.clear(price);
    await userEvent.type(price, "-3");
    await userEvent.type(screen.getByLabelText(/^Adresse de l'image/), "pas une adresse");
    await submit();
    expect(await screen.findByText(validationMessages.eventEndBeforeStart)).toBeTruthy();
    expect(screen.getByText(validationMessages.priceNegative)).toBeTruthy();
    expect(screen.getByText(validationMessages.invalidUrl)).toBeTruthy();

    await userEvent.clear(price);
    await userEvent.type(price, "douze");
    await submit();
    expect(await screen.findByText(validationMessages.invalidNumber)).toBeTruthy();
    await userEvent.clear(price);
    await userEvent.type(price, "12,505");
    await submit();
    expect(await screen.findByText(validationMessages.priceInvalid)).toBeTruthy();
  });

  it("creates the event in Paris time, then goes on to its programme", async () => {
    signInAs("professionnel");
    const api = stubApi([
      lieuxAnswer([lieu]),
      { method: "POST", path: "/api/events", answer: { status: 201, body: event } },
    ]);
    renderCreate();
    await fillValidEvent();
    await submit();
    expect(await screen.findByText("Page suivante : /create-program/21")).toBeTruthy();
    expect(sentBody(api, "/api/events")).toEqual({
      title: "Nuit des musées",
      description: null,
      category: "Visite",
      date_start: "2026-05-16T19:30:00.000Z",
      date_end: "2026-05-16T21:00:00.000Z",
      price: 12.5,
      image_url: null,
      lieu_id: 4,
    });
  });

  it("keeps what was typed and shows the server's messages when the save is refused", async () => {
    signInAs("professionnel");
    stubApi([
      lieuxAnswer([lieu]),
      {
        method: "POST",
        path: "/api/events",
        answer: {
          status: 400,
          body: {
            error: "Ce texte est trop long",
            code: "VALIDATION_ERROR",
            details: [{ path: "title", message: "Ce texte est trop long" }],
          },
        },
      },
    ]);
    renderCreate();
    await fillValidEvent();
    await submit();
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Ce texte est trop long");
    expect(screen.getAllByText("Ce texte est trop long")).toHaveLength(2);
    expect(screen.getByLabelText(/^Titre/)).toHaveProperty("value", "Nuit des musées");
    expect(toast.error).toHaveBeenCalledWith(eventMessages.saveFailed, "Ce texte est trop long");
  });

  it("says 'Erreur réseau !' when the server cannot be reached", async () => {
    signInAs("professionnel");
    stubApi([
      lieuxAnswer([lieu]),
      {
        method: "POST",
        path: "/api/events",
        answer: () => {
          throw new TypeError("Failed to fetch");
        },
      },
    ]);
    renderCreate();
    await fillValidEvent();
    await submit();
    expect(await screen.findByText(domText(eventMessages.networkError))).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(eventMessages.networkError, expect.any(String));
    expect(screen.getByRole("button", { name: "Créer l'événement" })).toHaveProperty("disabled", false);
  });

  it("offers to create a venue when the organiser has none", async () => {
    signInAs("professionnel");
    stubApi([lieuxAnswer([])]);
    renderCreate();
    expect(await screen.findByRole("link", { name: "Créer un lieu" })).toHaveProperty(
      "pathname",
      "/create-lieu",
    );
    expect(screen.getByText(domText(eventMessages.noOwnLieu), { exact: false })).toBeTruthy();
  });

  it("edits an event with its Paris times, then goes back to the dashboard", async () => {
    signInAs("professionnel");
    const api = stubApi([
      lieuxAnswer([lieu]),
      { method: "GET", path: "/api/events/21", answer: { status: 200, body: event } },
      { method: "PUT", path: "/api/events/21", answer: { status: 200, body: event } },
    ]);
    renderEdit();
    expect(await screen.findByDisplayValue("2026-05-16T21:30")).toBeTruthy();
    expect(screen.getByLabelText(/^Prix/)).toHaveProperty("value", "12,50");
    await screen.findByRole("option", { name: /Musée des Augustins/ });
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer les modifications" }));
    expect(await screen.findByText("Page suivante : /dashboard")).toBeTruthy();
    expect(sentBody(api, "/api/events/21")).toMatchObject({ date_start: event.date_start, lieu_id: 4 });
    expect(toast.success).toHaveBeenCalledWith(expect.any(String), eventMessages.updateSuccess);
  });

  it("refuses clearly to edit someone else's event", async () => {
    signInAs("professionnel");
    stubApi([
      lieuxAnswer([lieu]),
      { method: "GET", path: "/api/events/21", answer: { status: 200, body: { ...event, user_id: 99 } } },
    ]);
    renderEdit();
    expect(await screen.findByText(eventMessages.notYoursTitle)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Enregistrer les modifications" })).toBeNull();
  });

  it("tells a participant that events are for organisers", async () => {
    signInAs("participant");
    renderCreate();
    expect(screen.getByText(eventMessages.professionalOnly, { exact: false })).toBeTruthy();
  });
});
