import {
  bookingMessages,
  validationMessages as m,
  participationMessages,
  ticketMessages,
} from "@culture-patrimoine/contract/messages";
import type { SessionResponse } from "@culture-patrimoine/contract/schemas/event-session";
import { CARD_FIELDS } from "@culture-patrimoine/contract/schemas/participation";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { domText } from "../../../test/dom-text.ts";
import {
  expectNoAxeViolations,
  fill,
  renderAt,
  sentBody,
  stubApi,
} from "../../../test/form-test-harness.tsx";
import { participationFixture } from "../../../test/participation-fixtures.ts";
import { registrationDefaults } from "../utils/registration-form-values.ts";
import { type RegistrationEvent, RegistrationForm } from "./registration-form.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function session(id: number, startsAt: string, extra: Partial<SessionResponse> = {}): SessionResponse {
  return {
    id,
    event_id: 3,
    starts_at: startsAt,
    ends_at: null,
    capacity: 20,
    places_taken: 5,
    places_left: 15,
    waitlist_places: 0,
    state: "open",
    cancelled_at: null,
    ...extra,
  };
}

const first = session(11, "2026-09-12T20:30:00+02:00");
const second = session(12, "2026-09-19T20:30:00+02:00", { places_left: 0, places_taken: 20, state: "full" });
const cancelled = session(13, "2026-09-26T20:30:00+02:00", { state: "cancelled", cancelled_at: "x" });
const past = session(10, "2026-01-10T20:30:00+01:00", { state: "past" });

const participation = participationFixture({
  id: 61,
  nom: "Durand",
  prenom: "Camille",
  email: "camille@example.fr",
  telephone: "0612345678",
  nombre_places: 2,
  motivation: "J'aime l'orgue.",
  montant_paye: 24,
  payment_status: "on_site",
  event_id: 3,
  ticket_code: "ticket-61",
  created_at: "2026-06-15T10:00:00+02:00",
  session_id: 11,
  session: { id: 11, starts_at: first.starts_at, ends_at: null, cancelled_at: null },
  cancellable_until: "2026-09-10T20:30:00+02:00",
});

const created = { method: "POST", path: "/api/participations", answer: { status: 201, body: participation } };

function renderForm(
  event: Partial<RegistrationEvent> = {},
  { sessionId = null as number | null, onRegistered = vi.fn() } = {},
) {
  const result = renderAt(
    <RegistrationForm
      event={{
        id: 3,
        price: 12,
        payment_mode: "on_site",
        sessions: [past, first],
        next_session: first,
        ...event,
      }}
      defaultValues={registrationDefaults(null, sessionId)}
      onRegistered={onRegistered}
    />,
    { pattern: "/events/:id/register", url: "/events/3/register" },
  );
  return { ...result, onRegistered };
}

const field = (label: RegExp | string) => screen.getByLabelText(label);
const submit = () =>
  fireEvent.click(screen.getByRole("button", { name: /Confirmer mon inscription|M’inscrire et payer/ }));

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
}

/** The Idempotency-Key of every POST /api/participations, in order. */
function sentKeys(api: ReturnType<typeof stubApi>): string[] {
  return api.mock.calls
    .filter(([input, init]) => String(input).endsWith("/api/participations") && init?.method === "POST")
    .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.["Idempotency-Key"] ?? "");
}

describe("RegistrationForm", () => {
  // axe walks a big form slowly in jsdom.
  it("has no accessibility violation, with a choice of sessions", async () => {
    const { container } = renderForm({ sessions: [first, second] });
    await screen.findByLabelText("Prénom");
    await expectNoAxeViolations(container);
  });

  it("shows the message of every required field when sent empty, and asks for no card", async () => {
    renderForm();
    submit();
    await expectFieldError("Prénom", m.participantFirstNameRequired);
    await expectFieldError("Nom", m.participantLastNameRequired);
    await expectFieldError(/^Email/, m.emailInvalid);
    await expectFieldError(/^Téléphone/, m.participantPhoneRequired);
    await expectFieldError(/^Motivation/, m.participantMotivationRequired);
    expect(screen.queryByLabelText(/carte/i)).toBeNull();
  });

  it.each([
    [/^Email/, "camille@", m.emailInvalid],
    [/^Téléphone/, "12 34", m.phoneInvalid],
  ])("refuses %s = %j with its message", async (label, value, message) => {
    const { onRegistered } = renderForm();
    fillValidForm();
    fill(field(label), value);
    submit();
    await expectFieldError(label, message);
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it("refuses a number of places outside 1 to 4, even forced into the page", async () => {
    renderForm();
    fillValidForm();
    const select = field(/^Nombre de places/) as HTMLSelectElement;
    select.append(new Option("9 places", "9"));
    fireEvent.change(select, { target: { value: "9" } });
    submit();
    await expectFieldError(/^Nombre de places/, m.placesRange);
  });

  it("offers the upcoming, non-cancelled sessions with what is left, the one of the address chosen", async () => {
    const api = stubApi([created]);
    const { onRegistered } = renderForm({ sessions: [past, first, second, cancelled] }, { sessionId: 12 });
    const select = field(/^Séance/) as HTMLSelectElement;
    const options = Array.from(select.options).map((option) => option.textContent);
    expect(options).toEqual([
      ticketMessages.sessionPlaceholder,
      "Samedi 12 septembre 2026 à 20\u00a0h\u00a030 — 15\u00a0places restantes",
      "Samedi 19 septembre 2026 à 20\u00a0h\u00a030 — complet, liste d’attente",
    ]);
    expect(select.value).toBe("12");
    fireEvent.change(select, { target: { value: "11" } });
    fillValidForm();
    submit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(participation));
    expect(sentBody(api, "/api/participations")).toMatchObject({ session_id: 11, event_id: 3 });
  });

  it("asks to choose a session when the event has several and none is given", async () => {
    const { onRegistered } = renderForm({ sessions: [first, second] });
    expect((field(/^Séance/) as HTMLSelectElement).value).toBe("");
    fillValidForm();
    submit();
    await expectFieldError(/^Séance/, domText(bookingMessages.sessionRequired));
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it("has nothing to choose when the event has one session, and sends it", async () => {
    const api = stubApi([created]);
    renderForm({ sessions: [past, first] }, { sessionId: 999 });
    expect(screen.queryByLabelText(/^Séance/)).toBeNull();
    expect(screen.getByTestId("single-session").textContent).toContain("Samedi 12 septembre 2026");
    fillValidForm();
    submit();
    await waitFor(() => expect(sentBody(api, "/api/participations")).toMatchObject({ session_id: 11 }));
  });

  it("says there is nothing left to book when no session is upcoming", () => {
    renderForm({ sessions: [past, cancelled], next_session: null });
    expect(screen.getByText(domText(ticketMessages.noUpcomingSession))).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it.each([
    ["1", "Total : 12 €"],
    ["2", "Total : 24 €"],
    ["4", "Total : 48 €"],
  ])("shows the amount before registering for %s place(s): %s", async (places, total) => {
    renderForm();
    fireEvent.change(field(/^Nombre de places/), { target: { value: places } });
    await waitFor(() =>
      expect(screen.getByTestId("registration-amount").textContent?.replace(/\s/g, " ")).toContain(
        total.replace(/\s/g, " "),
      ),
    );
  });

  it("says an on-site payment is made at the entrance, price × places", async () => {
    renderForm({ price: 12.5, payment_mode: "on_site" });
    fireEvent.change(field(/^Nombre de places/), { target: { value: "3" } });
    await waitFor(() =>
      expect(screen.getByTestId("payment-mode-note").textContent).toBe(
        ticketMessages.onSitePayment("37,50\u00a0€"),
      ),
    );
    expect(screen.getByRole("button", { name: ticketMessages.submitFree })).toBeTruthy();
  });

  it("says an online payment is a demonstration, made after registering, without any card field", () => {
    renderForm({ payment_mode: "online" });
    expect(screen.getByTestId("payment-mode-note").textContent).toContain(bookingMessages.simulatedProvider);
    expect(screen.queryByLabelText(/carte/i)).toBeNull();
    expect(screen.getByRole("button", { name: ticketMessages.submitOnline })).toBeTruthy();
  });

  it("says 'Gratuit' for a free event, with no payment note", async () => {
    const api = stubApi([created]);
    const { onRegistered } = renderForm({ price: null, payment_mode: "free" });
    expect(screen.getByTestId("registration-amount").textContent).toContain("Gratuit");
    expect(screen.queryByTestId("payment-mode-note")).toBeNull();
    fillValidForm();
    submit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(sentBody(api, "/api/participations")).toMatchObject({ nombre_places: 2, event_id: 3 });
  });

  it("sends the participant's fields, the session and nothing else", async () => {
    const api = stubApi([created]);
    const { onRegistered } = renderForm();
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
      session_id: 11,
    });
    for (const card of CARD_FIELDS) expect(body).not.toHaveProperty(card);
  });

  it("offers the waiting list or fewer places when the session is full, and joins the list", async () => {
    let calls = 0;
    const api = stubApi([
      {
        method: "POST",
        path: "/api/participations",
        answer: () =>
          ++calls === 1
            ? {
                status: 409,
                body: { error: bookingMessages.sessionFull(1), code: "SESSION_FULL", places_left: 1 },
              }
            : { status: 201, body: { ...participation, status: "waitlisted", waitlist_position: 2 } },
      },
    ]);
    const { onRegistered } = renderForm();
    fillValidForm();
    submit();
    const full = await screen.findByTestId("session-full");
    expect(within(full).getByText(domText(bookingMessages.sessionFull(1)))).toBeTruthy();
    expect(within(full).getByRole("button", { name: ticketMessages.fewerPlaces })).toBeTruthy();
    const join = within(full).getByRole("button", { name: ticketMessages.joinWaitlist });
    await waitFor(() => expect(document.activeElement).toBe(join));
    fireEvent.click(join);
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(sentBody(api, "/api/participations")).toMatchObject({ join_waitlist: true, nombre_places: 2 });
    // Another body: another key (the server refuses a key reused for a different body).
    const [firstKey, secondKey] = sentKeys(api);
    expect(secondKey).not.toBe(firstKey);
  });

  it("lowers the places to what is left when asked", async () => {
    stubApi([
      {
        method: "POST",
        path: "/api/participations",
        answer: {
          status: 409,
          body: { error: bookingMessages.sessionFull(1), code: "SESSION_FULL", places_left: 1 },
        },
      },
    ]);
    renderForm();
    fillValidForm();
    submit();
    fireEvent.click(await screen.findByRole("button", { name: ticketMessages.fewerPlaces }));
    await waitFor(() => expect((field(/^Nombre de places/) as HTMLSelectElement).value).toBe("1"));
    expect(screen.queryByTestId("session-full")).toBeNull();
    expect(screen.getByRole("button", { name: ticketMessages.submitFree })).toBeTruthy();
  });

  it("keeps one Idempotency-Key across retries of the same form, a new one once registered or changed", async () => {
    let calls = 0;
    const api = stubApi([
      {
        method: "POST",
        path: "/api/participations",
        answer: () =>
          ++calls === 1
            ? { status: 503, body: { error: "Service indisponible", code: "SERVICE_UNAVAILABLE" } }
            : { status: 201, body: participation },
      },
    ]);
    const { onRegistered } = renderForm();
    fillValidForm();
    submit();
    await waitFor(() => expect(sentKeys(api)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole("button", { name: ticketMessages.submitFree })).toBeTruthy());
    submit(); // the retry of the very same registration
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    submit(); // a second registration from the same page
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(2));
    fireEvent.change(field(/^Nombre de places/), { target: { value: "3" } });
    submit(); // changed form
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(3));
    const keys = sentKeys(api);
    expect(keys).toHaveLength(4);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set(keys.slice(1)).size).toBe(3);
  });

  it("sends one key for a double click", async () => {
    const api = stubApi([created]);
    const { onRegistered } = renderForm();
    fillValidForm();
    const button = screen.getByRole("button", { name: ticketMessages.submitFree });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(new Set(sentKeys(api)).size).toBe(1);
  });

  it("renews the key when the form changes after a failed send", async () => {
    const api = stubApi([
      {
        method: "POST",
        path: "/api/participations",
        answer: { status: 503, body: { error: "x", code: "Y" } },
      },
    ]);
    renderForm();
    fillValidForm();
    submit();
    await waitFor(() => expect(sentKeys(api)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole("button", { name: ticketMessages.submitFree })).toBeTruthy());
    fill(field(/^Motivation/), "Autre chose.");
    submit();
    await waitFor(() => expect(sentKeys(api)).toHaveLength(2));
    const [a, b] = sentKeys(api);
    expect(b).not.toBe(a);
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
    const api = stubApi([created]);
    const { onRegistered } = renderForm();
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
    renderForm();
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
    const { onRegistered } = renderForm();
    fillValidForm();
    submit();
    await expectFieldError(/^Email/, "Adresse refusée par le serveur");
    expect(onRegistered).not.toHaveBeenCalled();
    expect((field("Prénom") as HTMLInputElement).value).toBe("Camille");
    expect(participationMessages.paymentFailed).toBe("Impossible de finaliser le paiement.");
  });
});
