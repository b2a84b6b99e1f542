import {
  bookingMessages,
  eventMessages,
  lieuChoiceMessages,
  sessionMessages,
  validationMessages,
} from "@culture-patrimoine/contract/messages";
import type { EventResponse, OwnEventResponse } from "@culture-patrimoine/contract/schemas/event";
import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../lib/toast.ts";
import { domText } from "../../test/dom-text.ts";
import { eventFixture, sessionFixture } from "../../test/event-fixtures.ts";
import {
  expectNoAxeViolations,
  renderAt,
  sentBody,
  signInAs,
  stubApi,
} from "../../test/form-test-harness.tsx";
import { EventFormPage } from "./event-form-page.tsx";

const lieu: LieuResponse = {
  moderation_status: "published",
  id: 4,
  nom: "Musée des Augustins",
  ville: "Toulouse",
  pays: "France",
  image: null,
  image_alt: null,
  description: null,
  site_web: null,
  adresse: null,
  code_postal: null,
  departement: null,
  latitude: null,
  longitude: null,
  accessibility: [],
  accessibility_details: null,
  user_id: 7,
  organisation_id: 7,
  created_at: "2026-01-05T10:00:00.000Z",
};

const event: EventResponse = eventFixture({
  id: 21,
  title: "Nuit des musées",
  category: "Visite",
  date_start: "2026-05-16T19:30:00.000Z",
  price: 12.5,
  payment_mode: "on_site",
  lieu_id: 4,
  user_id: 7,
  organisation_id: 7,
  lieu: { id: 4, nom: lieu.nom, ville: lieu.ville },
});

/** The edit form reads the event through its preview (issue 29): the owner's answer. */
const asOwner = (answer: EventResponse): OwnEventResponse => ({
  ...answer,
  moderation_reason: null,
  owner_suspended: false,
});

const lieuxAnswer = (items: LieuResponse[]) => ({
  method: "GET",
  path: "/api/lieux/choices",
  answer: { status: 200, body: items, headers: { "X-Total-Count": String(items.length) } },
});

function renderCreate() {
  return renderAt(<EventFormPage />, { pattern: "/create-event", url: "/create-event" });
}

function renderEdit(id = 21) {
  return renderAt(<EventFormPage />, { pattern: "/events/edit/:id", url: `/events/edit/${id}` });
}

const submit = () => userEvent.click(screen.getByRole("button", { name: "Créer l’événement" }));
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

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  window.localStorage.clear();
});

describe("event form", () => {
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
    expect(screen.getByText(validationMessages.sessionStartRequired)).toBeTruthy();
    expect(screen.getByText(validationMessages.eventLieuRequired)).toBeTruthy();
    expect(screen.getByLabelText(/^Titre/)).toHaveProperty("ariaInvalid", "true");
    expect(api).toHaveBeenCalledTimes(1);
  });

  it("refuses an end before the start, a bad price and a picture without its text alternative", async () => {
    signInAs("professionnel");
    stubApi([lieuxAnswer([lieu])]);
    renderCreate();
    await fillValidEvent();
    setValue(/^Fin/, "2026-05-16T20:00");
    const price = screen.getByLabelText(/^Prix/);
    await userEvent.clear(price);
    await userEvent.type(price, "-3");
    const photo = new File([new Uint8Array([255, 216, 255])], "nef.jpg", { type: "image/jpeg" });
    await userEvent.upload(screen.getByLabelText(/^Image de l’événement/), photo);
    await submit();
    expect(await screen.findByText(validationMessages.sessionEndBeforeStart)).toBeTruthy();
    expect(screen.getByText(validationMessages.priceNegative)).toBeTruthy();
    expect(screen.getByText(validationMessages.imageAltRequired)).toBeTruthy();

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
      date_start: null,
      date_end: null,
      price: 12.5,
      payment_mode: "on_site",
      image_url: null,
      image_alt: null,
      lieu_id: 4,
      sessions: [
        { starts_at: "2026-05-16T19:30:00.000Z", ends_at: "2026-05-16T21:00:00.000Z", capacity: null },
      ],
      accessibility: [],
      accessibility_details: null,
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
    expect(screen.getByRole("button", { name: "Créer l’événement" })).toHaveProperty("disabled", false);
  });

  it("offers every venue, another organiser's too, found by name or city, and « Nouveau lieu »", async () => {
    signInAs("professionnel", 7);
    const theirs: LieuResponse = {
      ...lieu,
      id: 9,
      nom: "Théâtre du Capitole",
      user_id: 31,
      organisation_id: 31,
    };
    const far: LieuResponse = {
      ...lieu,
      id: 12,
      nom: "Opéra Bastille",
      ville: "Paris",
      user_id: 32,
      organisation_id: 32,
    };
    const api = stubApi([lieuxAnswer([lieu, theirs, far])]);
    const { container } = renderCreate();
    await screen.findByRole("option", { name: "Théâtre du Capitole (Toulouse)" });
    // Venues are public places (issue 28): the form reads them all, not only the organiser's own
    // (and the organiser's own too while they wait for approval, issue 29).
    const asked = new URL(String(api.mock.calls[0]?.[0]), "http://localhost");
    expect(asked.pathname).toBe("/api/lieux/choices");
    expect(asked.searchParams.has("user_id")).toBe(false);

    await userEvent.selectOptions(screen.getByLabelText(/^Lieu/), "4");
    await userEvent.type(screen.getByLabelText(/^Rechercher un lieu/), "opera");
    const options = within(screen.getByLabelText(/^Lieu/)).getAllByRole("option");
    // The match, and the venue already chosen, which a search never takes away.
    expect(options.map((option) => option.textContent)).toEqual([
      expect.any(String),
      "Musée des Augustins (Toulouse)",
      "Opéra Bastille (Paris)",
    ]);
    expect(screen.getByLabelText(/^Lieu/)).toHaveProperty("value", "4");
    expect(await screen.findByText(domText(lieuChoiceMessages.searchMatches(1)))).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText(/^Lieu/), "12");
    expect(screen.getByRole("link", { name: lieuChoiceMessages.newLieu })).toHaveProperty(
      "pathname",
      "/create-lieu",
    );
    await expectNoAxeViolations(container);
  });

  it("offers to create a venue when none exists yet", async () => {
    signInAs("professionnel");
    stubApi([lieuxAnswer([])]);
    renderCreate();
    expect(await screen.findByText(domText(eventMessages.noLieuYet), { exact: false })).toBeTruthy();
    expect(screen.getByRole("link", { name: lieuChoiceMessages.newLieu })).toHaveProperty(
      "pathname",
      "/create-lieu",
    );
  });

  it("edits an event with its Paris times, then goes back to the dashboard", async () => {
    signInAs("professionnel");
    const api = stubApi([
      lieuxAnswer([lieu]),
      { method: "GET", path: "/api/events/21/preview", answer: { status: 200, body: asOwner(event) } },
      { method: "PUT", path: "/api/events/21", answer: { status: 200, body: event } },
    ]);
    renderEdit();
    expect(await screen.findByDisplayValue("2026-05-16T21:30")).toBeTruthy();
    expect(screen.getByLabelText(/^Prix/)).toHaveProperty("value", "12,50");
    await screen.findByRole("option", { name: /Musée des Augustins/ });
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer les modifications" }));
    expect(await screen.findByText("Page suivante : /dashboard")).toBeTruthy();
    expect(sentBody(api, "/api/events/21")).toMatchObject({
      lieu_id: 4,
      sessions: [{ id: 2100, starts_at: event.date_start, ends_at: null, capacity: null }],
    });
    expect(toast.success).toHaveBeenCalledWith(expect.any(String), eventMessages.updateSuccess);
  });

  it("refuses clearly to edit someone else's event", async () => {
    signInAs("professionnel");
    stubApi([
      lieuxAnswer([lieu]),
      {
        method: "GET",
        path: "/api/events/21/preview",
        answer: { status: 200, body: asOwner({ ...event, user_id: 99, organisation_id: 99 }) },
      },
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

describe("event form: sessions and payment", () => {
  const startFields = () => screen.getAllByLabelText(/^Début/);
  const generator = (title: string) => {
    const section = screen.getByRole("button", { name: title }).closest("section");
    if (!section) throw new Error(`no generator ${title}`);
    return within(section);
  };

  async function fillEventWithoutDates() {
    await userEvent.type(screen.getByLabelText(/^Titre/), "Visites du dimanche");
    await userEvent.selectOptions(screen.getByLabelText(/^Catégorie/), "Visite");
    await userEvent.selectOptions(await screen.findByLabelText(/^Lieu/), "4");
  }

  it("adds a session, removes one, and sends the whole list", async () => {
    signInAs("professionnel");
    const api = stubApi([
      lieuxAnswer([lieu]),
      { method: "POST", path: "/api/events", answer: { status: 201, body: event } },
    ]);
    renderCreate();
    await fillEventWithoutDates();
    setValue(/^Début/, "2026-05-16T21:30");
    await userEvent.click(screen.getByRole("button", { name: sessionMessages.add }));
    expect(startFields()).toHaveLength(2);
    fireEvent.change(startFields()[1] as HTMLElement, { target: { value: "2026-05-17T15:00" } });
    fireEvent.change(screen.getAllByLabelText(/^Places/)[1] as HTMLElement, { target: { value: "30" } });
    await userEvent.click(screen.getByRole("button", { name: sessionMessages.remove(1) }));
    expect(startFields()).toHaveLength(1);
    expect(screen.getByRole("button", { name: sessionMessages.add })).toBe(document.activeElement);
    // The only session left cannot be removed.
    expect(screen.queryByRole("button", { name: sessionMessages.remove(1) })).toBeNull();
    await submit();
    expect(await screen.findByText("Page suivante : /create-program/21")).toBeTruthy();
    expect(sentBody(api, "/api/events")).toMatchObject({
      payment_mode: "free",
      sessions: [{ starts_at: "2026-05-17T13:00:00.000Z", ends_at: null, capacity: 30 }],
    });
  });

  it("adds every Saturday at 14:00 from 7 March to 25 April, still 14:00 in Paris after the change of time", async () => {
    signInAs("professionnel");
    const api = stubApi([
      lieuxAnswer([lieu]),
      { method: "POST", path: "/api/events", answer: { status: 201, body: event } },
    ]);
    renderCreate();
    await fillEventWithoutDates();
    const weekly = generator(sessionMessages.weeklyTitle);
    await userEvent.click(weekly.getByRole("button", { name: sessionMessages.generate }));
    expect(await weekly.findAllByText(sessionMessages.dateRequired)).toHaveLength(2);

    await userEvent.click(weekly.getByLabelText("Samedi"));
    fireEvent.change(weekly.getByLabelText(sessionMessages.timeLabel), { target: { value: "14:00" } });
    fireEvent.change(weekly.getByLabelText(sessionMessages.firstDayLabel), {
      target: { value: "2026-03-07" },
    });
    fireEvent.change(weekly.getByLabelText(sessionMessages.lastDayLabel), {
      target: { value: "2026-04-25" },
    });
    fireEvent.change(weekly.getByLabelText(/^Durée/), { target: { value: "90" } });
    fireEvent.change(weekly.getByLabelText(/^Places par séance/), { target: { value: "20" } });
    await userEvent.click(weekly.getByRole("button", { name: sessionMessages.generate }));

    expect(await screen.findByText(domText(sessionMessages.generated(8)))).toBeTruthy();
    expect(startFields().map((field) => (field as HTMLInputElement).value)).toEqual([
      "2026-03-07T14:00",
      "2026-03-14T14:00",
      "2026-03-21T14:00",
      "2026-03-28T14:00",
      "2026-04-04T14:00",
      "2026-04-11T14:00",
      "2026-04-18T14:00",
      "2026-04-25T14:00",
    ]);
    // The same again adds nothing.
    await userEvent.click(weekly.getByRole("button", { name: sessionMessages.generate }));
    expect(await screen.findByText(domText(sessionMessages.generated(0)))).toBeTruthy();

    await submit();
    expect(await screen.findByText("Page suivante : /create-program/21")).toBeTruthy();
    const body = sentBody(api, "/api/events") as {
      sessions: { starts_at: string; ends_at: string; capacity: number }[];
    };
    expect(body.sessions).toHaveLength(8);
    expect(body.sessions[3]).toEqual({
      starts_at: "2026-03-28T13:00:00.000Z",
      ends_at: "2026-03-28T14:30:00.000Z",
      capacity: 20,
    });
    expect(body.sessions[4]).toEqual({
      starts_at: "2026-04-04T12:00:00.000Z",
      ends_at: "2026-04-04T13:30:00.000Z",
      capacity: 20,
    });
  });

  it("adds several times of one day, and says which times it cannot read", async () => {
    signInAs("professionnel");
    stubApi([lieuxAnswer([lieu])]);
    renderCreate();
    await screen.findByRole("option", { name: /Musée des Augustins/ });
    const slots = generator(sessionMessages.slotsTitle);
    fireEvent.change(slots.getByLabelText(sessionMessages.dayLabel), { target: { value: "2026-09-19" } });
    const times = slots.getByLabelText(/^Horaires de début/);
    fireEvent.change(times, { target: { value: "10:00, 11:00, midi" } });
    fireEvent.change(slots.getByLabelText(/^Durée/), { target: { value: "45" } });
    await userEvent.click(slots.getByRole("button", { name: sessionMessages.generate }));
    expect(await slots.findByText(domText(sessionMessages.timesInvalid("midi")))).toBeTruthy();
    expect(startFields()).toHaveLength(1);

    fireEvent.change(times, { target: { value: "10:00, 11:00\n14 h 30" } });
    await userEvent.click(slots.getByRole("button", { name: sessionMessages.generate }));
    expect(await screen.findByText(domText(sessionMessages.generated(3)))).toBeTruthy();
    expect(startFields().map((field) => (field as HTMLInputElement).value)).toEqual([
      "2026-09-19T10:00",
      "2026-09-19T11:00",
      "2026-09-19T14:30",
    ]);
    expect((screen.getAllByLabelText(/^Fin/)[2] as HTMLInputElement).value).toBe("2026-09-19T15:15");
  });

  it("keeps a session with registrations, and shows the API's refusal to remove one", async () => {
    signInAs("professionnel");
    const booked = sessionFixture({
      id: 51,
      event_id: 21,
      starts_at: "2026-05-16T19:30:00+02:00",
      capacity: 20,
      places_taken: 3,
    });
    const waitlistOnly = sessionFixture({ id: 52, event_id: 21, starts_at: "2026-05-23T19:30:00+02:00" });
    const api = stubApi([
      lieuxAnswer([lieu]),
      {
        method: "GET",
        path: "/api/events/21/preview",
        answer: {
          status: 200,
          body: asOwner({ ...event, sessions: [booked, waitlistOnly], next_session: booked }),
        },
      },
      {
        method: "PUT",
        path: "/api/events/21",
        answer: {
          status: 409,
          body: { error: bookingMessages.sessionHasRegistrations, code: "CONFLICT" },
        },
      },
    ]);
    const { container } = renderEdit();
    expect(await screen.findByText(domText(sessionMessages.placesTaken(3)))).toBeTruthy();
    await screen.findByRole("option", { name: /Musée des Augustins/ });
    expect(screen.queryByRole("button", { name: sessionMessages.remove(1) })).toBeNull();
    expect(screen.getByText(domText(sessionMessages.removeWithRegistrations))).toBeTruthy();
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole("button", { name: sessionMessages.remove(2) }));
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer les modifications" }));
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      bookingMessages.sessionHasRegistrations,
    );
    expect(screen.getAllByText(domText(bookingMessages.sessionHasRegistrations))).toHaveLength(2);
    expect(toast.error).toHaveBeenCalledWith(
      eventMessages.saveFailed,
      bookingMessages.sessionHasRegistrations,
    );
    expect(sentBody(api, "/api/events/21")).toMatchObject({
      sessions: [{ id: 51, capacity: 20 }],
    });
  });

  it("offers a payment mode only for a priced event", async () => {
    signInAs("professionnel");
    const api = stubApi([
      lieuxAnswer([lieu]),
      { method: "POST", path: "/api/events", answer: { status: 201, body: event } },
    ]);
    renderCreate();
    await fillValidEvent();
    expect(screen.getByRole("radio", { name: /^Paiement sur place/ })).toHaveProperty("checked", true);
    await userEvent.click(screen.getByRole("radio", { name: /^Paiement en ligne \(démonstration\)/ }));
    await submit();
    expect(await screen.findByText("Page suivante : /create-program/21")).toBeTruthy();
    expect(sentBody(api, "/api/events")).toMatchObject({ price: 12.5, payment_mode: "online" });
  });

  it("says a free event has nothing to pay", async () => {
    signInAs("professionnel");
    stubApi([lieuxAnswer([lieu])]);
    renderCreate();
    await screen.findByRole("option", { name: /Musée des Augustins/ });
    expect(screen.getByText(domText(sessionMessages.paymentFree))).toBeTruthy();
    expect(screen.queryByRole("radio", { name: /^Paiement sur place/ })).toBeNull();
  });
});

describe("event form: the people a change tells (issue 28)", () => {
  const booked = sessionFixture({
    id: 51,
    event_id: 21,
    starts_at: "2026-05-16T19:30:00+02:00",
    capacity: 20,
    places_taken: 10,
  });
  const bookedEvent = { ...event, sessions: [booked], next_session: booked };
  const saveButton = () => screen.getByRole("button", { name: "Enregistrer les modifications" });
  const previews = (api: ReturnType<typeof stubApi>) =>
    api.mock.calls.filter(([input]) => String(input).endsWith("/change-preview")).length;

  function stubEdit(peopleToNotify: number) {
    return stubApi([
      lieuxAnswer([lieu]),
      { method: "GET", path: "/api/events/21/preview", answer: { status: 200, body: asOwner(bookedEvent) } },
      {
        method: "POST",
        path: "/api/events/21/change-preview",
        answer: { status: 200, body: { people_to_notify: peopleToNotify } },
      },
      { method: "PUT", path: "/api/events/21", answer: { status: 200, body: bookedEvent } },
    ]);
  }

  async function moveTheSession() {
    const { container } = renderEdit();
    expect(await screen.findByDisplayValue("2026-05-16T19:30")).toBeTruthy();
    await screen.findByRole("option", { name: /Musée des Augustins/ });
    setValue(/^Début/, "2026-05-17T19:30");
    await userEvent.click(saveButton());
    return {
      container,
      notice: await screen.findByRole("region", { name: eventMessages.changeNoticeTitle }),
    };
  }

  it("says how many people will be told before saving, takes the focus, and saves once confirmed", async () => {
    signInAs("professionnel");
    const api = stubEdit(12);
    const { container, notice } = await moveTheSession();
    expect(
      within(notice).getByText("12 personnes inscrites ou en liste d’attente seront prévenues par courriel."),
    ).toBeTruthy();
    expect(document.activeElement).toBe(
      within(notice).getByRole("heading", { name: eventMessages.changeNoticeTitle }),
    );
    // Counted by the server on the very body the save will send; nothing saved yet.
    expect(sentBody(api, "/api/events/21/change-preview")).toMatchObject({
      sessions: [{ id: 51, starts_at: "2026-05-17T17:30:00.000Z" }],
    });
    expect(sentBody(api, "/api/events/21")).toBeUndefined();
    expect(screen.queryByRole("button", { name: "Enregistrer les modifications" })).toBeNull();
    await expectNoAxeViolations(container);

    await userEvent.click(within(notice).getByRole("button", { name: eventMessages.changeNoticeConfirm }));
    expect(await screen.findByText("Page suivante : /dashboard")).toBeTruthy();
    expect(sentBody(api, "/api/events/21")).toMatchObject({
      sessions: [{ id: 51, starts_at: "2026-05-17T17:30:00.000Z" }],
    });
  });

  it("goes back to the form without saving, and asks again after a new change", async () => {
    signInAs("professionnel");
    const api = stubEdit(1);
    const { notice } = await moveTheSession();
    expect(
      within(notice).getByText("1 personne inscrite ou en liste d’attente sera prévenue par courriel."),
    ).toBeTruthy();
    await userEvent.click(within(notice).getByRole("button", { name: eventMessages.changeNoticeBack }));
    expect(screen.queryByRole("region", { name: eventMessages.changeNoticeTitle })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(saveButton()));
    expect(sentBody(api, "/api/events/21")).toBeUndefined();

    setValue(/^Début/, "2026-05-18T19:30");
    await userEvent.click(saveButton());
    expect(await screen.findByRole("region", { name: eventMessages.changeNoticeTitle })).toBeTruthy();
    expect(previews(api)).toBe(2);
    expect(sentBody(api, "/api/events/21")).toBeUndefined();
  });

  it("saves at once when nobody would be told, and asks nothing for a change no calendar holds", async () => {
    signInAs("professionnel");
    const api = stubEdit(0);
    renderEdit();
    expect(await screen.findByDisplayValue("2026-05-16T19:30")).toBeTruthy();
    await screen.findByRole("option", { name: /Musée des Augustins/ });
    await userEvent.clear(screen.getByLabelText(/^Titre/));
    await userEvent.type(screen.getByLabelText(/^Titre/), "Nuit européenne des musées");
    await userEvent.click(saveButton());
    expect(await screen.findByText("Page suivante : /dashboard")).toBeTruthy();
    expect(previews(api)).toBe(0);
    expect(sentBody(api, "/api/events/21")).toMatchObject({ title: "Nuit européenne des musées" });
  });
});
