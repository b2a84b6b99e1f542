import { eventMessages, programMessages, validationMessages } from "@culture-patrimoine/contract/messages";
import type { EventResponse } from "@culture-patrimoine/contract/schemas/event";
import type { ProgramResponse } from "@culture-patrimoine/contract/schemas/program";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../lib/toast.ts";
import { eventFixture } from "../../test/event-fixtures.ts";
import {
  expectNoAxeViolations,
  renderAt,
  sentBody,
  signInAs,
  stubApi,
} from "../../test/form-test-harness.tsx";
import { ProgramFormPage } from "./program-form-page.tsx";

const event = (id: number, title: string): EventResponse =>
  eventFixture({
    id,
    title,
    category: "Visite",
    date_start: "2026-07-14T08:00:00.000Z",
    lieu_id: 4,
    user_id: 7,
    organisation_id: 7,
    created_at: "2026-01-05T10:00:00.000Z",
  });
const events = [event(5, "Fête du patrimoine"), event(6, "Nuit des musées")];

const program: ProgramResponse = {
  id: 31,
  date: "2026-07-14",
  start_time: "10:00",
  end_time: "11:30",
  title: "Atelier de calligraphie",
  description: null,
  category: "Atelier",
  event_id: 5,
  event: { id: 5, title: "Fête du patrimoine", user_id: 7, organisation_id: 7, lieu: null },
};

const ownEvents = {
  method: "GET",
  path: "/api/events/user/7",
  answer: { status: 200, body: events, headers: { "X-Total-Count": "2" } },
};

function renderCreate(url = "/create-program") {
  const pattern = url === "/create-program" ? "/create-program" : "/create-program/:eventId";
  return renderAt(<ProgramFormPage />, { pattern, url });
}

const submit = () => userEvent.click(screen.getByRole("button", { name: "Enregistrer le programme" }));
const line = (number: number) => screen.getByRole("group", { name: new RegExp(`^Ligne ${number}`) });

async function fillLine(number: number, title: string, start = "10:00", end = "11:00") {
  const group = line(number);
  fireEvent.change(within(group).getByLabelText("Date"), { target: { value: "2026-07-14" } });
  fireEvent.change(within(group).getByLabelText("Heure de début"), { target: { value: start } });
  fireEvent.change(within(group).getByLabelText("Heure de fin"), { target: { value: end } });
  await userEvent.type(within(group).getByLabelText(/^Titre/), title);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  window.localStorage.clear();
});

describe("programme form", () => {
  it("has no accessibility violation, with SPEC's title", async () => {
    signInAs("professionnel");
    stubApi([ownEvents]);
    const { container } = renderCreate();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Ajouter des Programmes pour l’Événement",
    );
    await screen.findByRole("option", { name: "Fête du patrimoine" });
    await expectNoAxeViolations(container);
  });

  it("asks for an event and says once per line what is missing", async () => {
    signInAs("professionnel");
    const api = stubApi([ownEvents]);
    renderCreate();
    await screen.findByRole("option", { name: "Fête du patrimoine" });
    await userEvent.click(screen.getByRole("button", { name: "Ajouter une ligne" }));
    await fillLine(1, "Visite guidée");
    await submit();
    expect(await screen.findByText(validationMessages.programEventRequired)).toBeTruthy();
    expect(screen.getAllByText(validationMessages.programLineIncomplete)).toHaveLength(1);
    expect(within(line(2)).getByText(validationMessages.programLineIncomplete)).toBeTruthy();
    expect(within(line(2)).getByLabelText(/^Titre/)).toHaveProperty("ariaInvalid", "true");
    expect(within(line(1)).getByLabelText(/^Titre/)).toHaveProperty("ariaInvalid", null);
    expect(api).toHaveBeenCalledTimes(1);
  });

  it("refuses an end before the start on its line", async () => {
    signInAs("professionnel");
    stubApi([ownEvents]);
    renderCreate();
    await userEvent.selectOptions(await screen.findByLabelText(/^Événement/), "5");
    await fillLine(1, "Concert", "16:00", "15:00");
    await submit();
    expect(await within(line(1)).findByText(validationMessages.programEndBeforeStart)).toBeTruthy();
  });

  it("adds and removes lines, never the last one", async () => {
    signInAs("professionnel");
    stubApi([ownEvents]);
    renderCreate();
    await screen.findByRole("option", { name: "Fête du patrimoine" });
    expect(screen.queryByRole("button", { name: "Supprimer la ligne" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Ajouter une ligne" }));
    await userEvent.click(screen.getByRole("button", { name: "Ajouter une ligne" }));
    expect(screen.getAllByRole("group", { name: /^Ligne \d/ })).toHaveLength(3);
    await userEvent.click(within(line(2)).getByRole("button", { name: "Supprimer la ligne" }));
    expect(screen.getAllByRole("group", { name: /^Ligne \d/ })).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Ajouter une ligne" })).toBe(document.activeElement);
  });

  it("saves every line in one request, then starts again with one empty line and no event", async () => {
    signInAs("professionnel");
    const api = stubApi([
      ownEvents,
      { method: "POST", path: "/api/programs/batch", answer: { status: 201, body: [program, program] } },
    ]);
    renderCreate();
    await userEvent.selectOptions(await screen.findByLabelText(/^Événement/), "6");
    await fillLine(1, "Accueil");
    await userEvent.click(screen.getByRole("button", { name: "Ajouter une ligne" }));
    await fillLine(2, "Visite", "11:00", "12:00");
    await userEvent.selectOptions(within(line(2)).getByLabelText(/^Catégorie/), "Action");
    await submit();
    expect(toast.success).toHaveBeenCalledWith(expect.any(String), programMessages.createSuccess);
    expect(sentBody(api, "/api/programs/batch")).toEqual({
      event_id: 6,
      lines: [
        {
          date: "2026-07-14",
          start_time: "10:00",
          end_time: "11:00",
          title: "Accueil",
          description: null,
          category: null,
        },
        {
          date: "2026-07-14",
          start_time: "11:00",
          end_time: "12:00",
          title: "Visite",
          description: null,
          category: "Action",
        },
      ],
    });
    expect(api.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(1);
    expect(screen.getAllByRole("group", { name: /^Ligne \d/ })).toHaveLength(1);
    expect(within(line(1)).getByLabelText(/^Titre/)).toHaveProperty("value", "");
    expect(screen.getByLabelText(/^Événement/)).toHaveProperty("value", "");
  });

  it("keeps the event of the address after a create, and announces the event just created", async () => {
    signInAs("professionnel");
    stubApi([
      ownEvents,
      { method: "POST", path: "/api/programs/batch", answer: { status: 201, body: [program] } },
    ]);
    const { router } = renderCreate("/create-program/5");
    await router.navigate("/create-program/5", {
      state: { createdEvent: { id: 5, title: "Fête du patrimoine" } },
    });
    expect(await screen.findByText(eventMessages.createSuccess)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Ajouter un programme" }));
    expect(within(line(1)).getByLabelText("Date")).toBe(document.activeElement);
    const select = screen.getByLabelText(/^Événement/);
    expect(select).toHaveProperty("disabled", true);
    expect(select).toHaveProperty("value", "5");
    await fillLine(1, "Accueil");
    await submit();
    expect(toast.success).toHaveBeenCalled();
    expect(screen.getByLabelText(/^Événement/)).toHaveProperty("value", "5");
    expect(screen.queryByText(eventMessages.createSuccess)).toBeNull();
  });

  it("shows the server's message when the lines are refused, keeping them", async () => {
    signInAs("professionnel");
    stubApi([
      ownEvents,
      {
        method: "POST",
        path: "/api/programs/batch",
        answer: {
          status: 400,
          body: {
            error: "Heure invalide (format HH:MM)",
            code: "VALIDATION_ERROR",
            details: [{ path: "lines.0.start_time", message: "Heure invalide (format HH:MM)" }],
          },
        },
      },
    ]);
    renderCreate("/create-program/5");
    await screen.findByRole("option", { name: "Fête du patrimoine" });
    await fillLine(1, "Accueil");
    await submit();
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Heure invalide (format HH:MM)");
    expect(within(line(1)).getByText("Heure invalide (format HH:MM)")).toBeTruthy();
    expect(within(line(1)).getByLabelText(/^Titre/)).toHaveProperty("value", "Accueil");
  });

  it("refuses an event that is not the organiser's", async () => {
    signInAs("professionnel");
    stubApi([ownEvents]);
    renderCreate("/create-program/99");
    expect(await screen.findByText(eventMessages.notYoursTitle)).toBeTruthy();
  });

  it("says when the events cannot be loaded", async () => {
    signInAs("professionnel");
    stubApi([{ method: "GET", path: "/api/events/user/7", answer: { status: 500 } }]);
    renderCreate();
    expect(await screen.findByText(programMessages.eventsLoadFailed)).toBeTruthy();
  });

  it("edits one line and its event, then goes to the programme list", async () => {
    signInAs("professionnel");
    const api = stubApi([
      ownEvents,
      { method: "GET", path: "/api/programs/31/preview", answer: { status: 200, body: program } },
      { method: "PUT", path: "/api/programs/31", answer: { status: 200, body: program } },
    ]);
    renderAt(<ProgramFormPage />, {
      pattern: "/create-program/edit/:programId",
      url: "/create-program/edit/31",
    });
    expect(await screen.findByDisplayValue("Atelier de calligraphie")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Ajouter une ligne" })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText(/^Événement/), "6");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer les modifications" }));
    expect(await screen.findByText("Page suivante : /programs")).toBeTruthy();
    expect(sentBody(api, "/api/programs/31")).toEqual({
      date: "2026-07-14",
      start_time: "10:00",
      end_time: "11:30",
      title: "Atelier de calligraphie",
      description: null,
      category: "Atelier",
      event_id: 6,
    });
    expect(toast.success).toHaveBeenCalledWith(expect.any(String), programMessages.updateSuccess);
  });

  it("loads a line of an event waiting for approval, which the public read does not answer (issue 29)", async () => {
    signInAs("professionnel");
    const held = { ...program, id: 33, title: "Veillée aux chandelles" };
    const api = stubApi([
      ownEvents,
      { method: "GET", path: "/api/programs/33/preview", answer: { status: 200, body: held } },
    ]);
    const { container } = renderAt(<ProgramFormPage />, {
      pattern: "/create-program/edit/:programId",
      url: "/create-program/edit/33",
    });
    expect(await screen.findByDisplayValue("Veillée aux chandelles")).toBeTruthy();
    const [, init] =
      api.mock.calls.find(([input]) => String(input).includes("/api/programs/33/preview")) ?? [];
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer token-7");
    await expectNoAxeViolations(container);
  });

  it("says when the line cannot be loaded or is not the reader's, and refuses someone else's", async () => {
    signInAs("professionnel");
    stubApi([
      ownEvents,
      { method: "GET", path: "/api/programs/31/preview", answer: { status: 500 } },
      {
        method: "GET",
        path: "/api/programs/34/preview",
        answer: { status: 404, body: { error: programMessages.notFound, code: "NOT_FOUND" } },
      },
      {
        method: "GET",
        path: "/api/programs/32/preview",
        answer: {
          status: 200,
          body: { ...program, id: 32, event: { ...program.event, user_id: 99, organisation_id: 99 } },
        },
      },
    ]);
    const first = renderAt(<ProgramFormPage />, {
      pattern: "/create-program/edit/:programId",
      url: "/create-program/edit/31",
    });
    expect(await screen.findByText(programMessages.programLoadFailed)).toBeTruthy();
    first.unmount();
    const missing = renderAt(<ProgramFormPage />, {
      pattern: "/create-program/edit/:programId",
      url: "/create-program/edit/34",
    });
    expect(await screen.findByRole("heading", { name: programMessages.notFound })).toBeTruthy();
    missing.unmount();
    renderAt(<ProgramFormPage />, {
      pattern: "/create-program/edit/:programId",
      url: "/create-program/edit/32",
    });
    expect(await screen.findByText(programMessages.notYoursTitle)).toBeTruthy();
  });
});
