import { checkInMessages } from "@culture-patrimoine/contract/messages";
import type { AttendeeList, CheckInResponse } from "@culture-patrimoine/contract/schemas/attendees";
import type { EventResponse } from "@culture-patrimoine/contract/schemas/event";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  expectNoAxeViolations,
  renderAt,
  sentBody,
  signInAs,
  stubApi,
} from "../../test/form-test-harness.tsx";
import { ScanPage } from "./scan-page.tsx";
import { type AttendeeSession, formatSessionStart } from "./utils/attendee-format.ts";

const NBSP = "\u00a0";

const ownEvent = {
  id: 5,
  title: "Nuit des musées",
  description: null,
  category: "Visite",
  date_start: "2027-06-12T20:00:00+02:00",
  date_end: null,
  price: null,
  image_url: null,
  image_alt: null,
  lieu_id: null,
  user_id: 7,
  organisation_id: 7,
  created_at: "2027-01-05T10:00:00+01:00",
  lieu: null,
  payment_mode: "free",
  next_session: null,
  accessibility: [],
  accessibility_details: null,
  moderation_status: "published",
} satisfies EventResponse;

const attendee: NonNullable<CheckInResponse["attendee"]> = {
  id: 40,
  prenom: "Louise",
  nom: "Michel",
  nombre_places: 2,
  event_title: "Nuit des musées",
  session: { id: 3, starts_at: "2027-06-12T20:00:00+02:00", ends_at: null },
  checked_in_at: "2027-06-12T20:14:00+02:00",
};

const HOUR = 3_600_000;
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

function doorSession(id: number, start: number, end: number | null, extra: Partial<AttendeeSession> = {}) {
  return {
    id,
    event_id: 5,
    starts_at: fromNow(start),
    ends_at: end === null ? null : fromNow(end),
    capacity: 40,
    places_taken: 0,
    places_left: 40,
    waitlist_places: 0,
    state: start <= 0 ? "past" : "open",
    cancelled_at: null,
    registrations: 0,
    waitlist_entries: 0,
    checked_in_places: 0,
    ...extra,
  } satisfies AttendeeSession;
}

/**
 * The sessions of event 5: yesterday's (over), tonight's (started half an hour ago, 5 people
 * expected, `entered` in) and one in ten days (7 expected); event 6 has a session in two days.
 */
function sessionsOf(eventId: number, entered: number): AttendeeList {
  const sessions =
    eventId === 5
      ? [
          doorSession(2, -26 * HOUR, -24 * HOUR, { places_taken: 4, checked_in_places: 4 }),
          doorSession(3, -HOUR / 2, 1.5 * HOUR, { places_taken: 5, checked_in_places: entered }),
          doorSession(4, 240 * HOUR, null, { places_taken: 7 }),
        ]
      : [doorSession(9, 48 * HOUR, null, { event_id: 6, places_taken: 2 })];
  return { event: { id: eventId, title: "Nuit des musées" }, sessions, attendees: [] };
}

const noSession = { checked_session: null };

function stubScanner(answer: (code: string) => CheckInResponse) {
  let entered = 1;
  return stubApi([
    {
      method: "GET",
      path: "/api/events/user/7",
      answer: {
        status: 200,
        body: [ownEvent, { ...ownEvent, id: 6, title: "Concert d’orgue" }],
        headers: { "X-Total-Count": "2" },
      },
    },
    ...[5, 6].map((eventId) => ({
      method: "GET",
      path: `/api/events/${eventId}/attendees`,
      answer: () => ({ status: 200, body: sessionsOf(eventId, entered) }),
    })),
    {
      method: "POST",
      path: "/api/check-ins",
      answer: (init) => {
        const body = answer((JSON.parse(String(init.body)) as { ticket_code: string }).ticket_code);
        if (body.result === "checked_in") entered += attendee.nombre_places;
        return { status: 200, body };
      },
    },
  ]);
}

const checkInCalls = (mock: ReturnType<typeof stubApi>) =>
  mock.mock.calls.filter(([input]) => String(input).endsWith("/api/check-ins"));

/** A camera that films nothing real: its tracks can be stopped, that is all. */
function stubCamera() {
  const stop = vi.fn();
  const stream = { getTracks: () => [{ stop }] } as unknown as MediaStream;
  const getUserMedia = vi.fn(async (_constraints: MediaStreamConstraints) => stream);
  Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: { getUserMedia } });
  // jsdom plays no media: the frame is "there" and play() resolves.
  vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, "readyState", "get").mockReturnValue(4);
  return { getUserMedia, stop };
}

/** The browser's detector, seeing `code` in every frame the page hands it. */
function stubBarcodeDetector(code: () => string | null) {
  const detect = vi.fn(async (_source: unknown) => {
    const value = code();
    return value === null ? [] : [{ rawValue: value, format: "qr_code" }];
  });
  class FakeBarcodeDetector {
    static getSupportedFormats = vi.fn(async () => ["qr_code"]);
    constructor(readonly options: { formats?: string[] }) {}
    detect = detect;
  }
  vi.stubGlobal("BarcodeDetector", FakeBarcodeDetector);
  return detect;
}

beforeEach(() => signInAs("professionnel"));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, "mediaDevices");
  window.localStorage.clear();
});

describe("the door scanner", () => {
  it("sends a code the camera reads once, shows the answer at once and closes the camera on leaving", async () => {
    const api = stubScanner(() => ({
      result: "checked_in",
      message: checkInMessages.checked_in,
      attendee,
      ...noSession,
    }));
    const camera = stubCamera();
    const detect = stubBarcodeDetector(() => "https://example.fr/billet/AB12-CD34");
    const { unmount } = renderAt(<ScanPage />, { pattern: "/scan", url: "/scan?event=5" });

    expect(((await screen.findByLabelText("Événement contrôlé")) as HTMLSelectElement).value).toBe("5");
    await userEvent.click(await screen.findByRole("button", { name: "Activer la caméra" }));

    const status = screen.getByRole("status");
    expect(await within(status).findByText("Entrée enregistrée")).toBeTruthy();
    expect(within(status).getByText("Louise Michel")).toBeTruthy();
    expect(within(status).getByText(`2${NBSP}places`, { normalizer: (text) => text })).toBeTruthy();
    expect(camera.getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: "environment" } },
      audio: false,
    });
    expect(sentBody(api, "/api/check-ins")).toEqual({
      ticket_code: "https://example.fr/billet/AB12-CD34",
      event_id: 5,
      session_id: 3,
    });

    // The detector keeps seeing the same ticket: several frames, one request.
    await waitFor(() => expect(detect.mock.calls.length).toBeGreaterThan(3));
    expect(checkInCalls(api)).toHaveLength(1);

    unmount();
    expect(camera.stop).toHaveBeenCalled();
  });

  it("shows a refused ticket in red with the API's reason", async () => {
    stubScanner(() => ({ result: "cancelled", message: checkInMessages.cancelled, attendee, ...noSession }));
    stubCamera();
    stubBarcodeDetector(() => "ZZ99");
    const { container } = renderAt(<ScanPage />, { pattern: "/scan", url: "/scan?event=5" });
    await userEvent.click(await screen.findByRole("button", { name: "Activer la caméra" }));

    const status = screen.getByRole("status");
    expect(await within(status).findByText("Entrée refusée")).toBeTruthy();
    expect(within(status).getByText(checkInMessages.cancelled, { normalizer: (text) => text })).toBeTruthy();
    expect(container.querySelector("[data-tone]")?.getAttribute("data-tone")).toBe("error");
    expect(container.querySelector(".fr-icon-close-circle-fill")).not.toBeNull();
  });

  it("checks a typed code without the camera, says it was already scanned, and gives the field back", async () => {
    const api = stubScanner(() => ({
      result: "already_checked_in",
      message: checkInMessages.already_checked_in,
      attendee,
      ...noSession,
    }));
    const { container } = renderAt(<ScanPage />, { pattern: "/scan", url: "/scan?event=6" });
    const field = await screen.findByLabelText(/^Code du billet/);
    await userEvent.type(field, "AB12-CD34");
    await userEvent.click(screen.getByRole("button", { name: "Vérifier" }));

    expect(
      await screen.findByText(`Billet déjà scanné à 20${NBSP}h${NBSP}14`, { normalizer: (t) => t }),
    ).toBeTruthy();
    expect(sentBody(api, "/api/check-ins")).toEqual({ ticket_code: "AB12-CD34", event_id: 6, session_id: 9 });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect((field as HTMLInputElement).value).toBe("");
    await expectNoAxeViolations(container);
  });

  it("says so when the browser gives no camera, and the typed code still works", async () => {
    stubScanner(() => ({
      result: "unknown",
      message: checkInMessages.unknown,
      attendee: null,
      ...noSession,
    }));
    renderAt(<ScanPage />, { pattern: "/scan", url: "/scan?event=5" });
    await userEvent.click(await screen.findByRole("button", { name: "Activer la caméra" }));
    expect(screen.getByText(/ne donne pas accès à la caméra/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Code du billet/), "FAUX{Enter}");
    expect(await screen.findByText("Entrée refusée")).toBeTruthy();
  });

  it("asks for the event first when the address names none of one's own", async () => {
    stubScanner(() => ({
      result: "unknown",
      message: checkInMessages.unknown,
      attendee: null,
      ...noSession,
    }));
    renderAt(<ScanPage />, { pattern: "/scan", url: "/scan?event=99" });
    expect(await screen.findByText(/Choisissez d’abord l’événement/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Code du billet/)).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText("Événement contrôlé"), "6");
    expect(await screen.findByLabelText(/^Code du billet/)).toBeTruthy();
  });

  it("checks by default the session under way, names each session in French and counts its entries", async () => {
    const api = stubScanner(() => ({
      result: "checked_in",
      message: checkInMessages.checked_in,
      attendee,
      ...noSession,
    }));
    const { container } = renderAt(<ScanPage />, { pattern: "/scan", url: "/scan?event=5" });
    const select = (await screen.findByLabelText(/^Séance contrôlée/)) as HTMLSelectElement;
    await expectNoAxeViolations(container);

    expect(select.value).toBe("3");
    const [over, tonight, later] = sessionsOf(5, 1).sessions;
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      `${formatSessionStart(over?.starts_at)} (terminée)`,
      formatSessionStart(tonight?.starts_at),
      formatSessionStart(later?.starts_at),
    ]);
    expect(
      screen.getByText(`Entrées${NBSP}: 1${NBSP}/${NBSP}5${NBSP}attendues`, { normalizer: (text) => text }),
    ).toBeTruthy();

    await userEvent.type(screen.getByLabelText(/^Code du billet/), "AB12-CD34{Enter}");
    expect(await within(screen.getByRole("status")).findByText("Entrée enregistrée")).toBeTruthy();
    expect(sentBody(api, "/api/check-ins")).toEqual({ ticket_code: "AB12-CD34", event_id: 5, session_id: 3 });
    // The figures are asked again after the entry: Louise's 2 places came in.
    expect(
      await screen.findByText(`Entrées${NBSP}: 3${NBSP}/${NBSP}5${NBSP}attendues`, {
        normalizer: (text) => text,
      }),
    ).toBeTruthy();
  });

  it("sends the session chosen, keeps it in the address, and refuses a ticket of another session with its reason", async () => {
    const wrong = checkInMessages.wrong_session(`samedi 12 juin à 20${NBSP}h`);
    const api = stubScanner(() => ({ result: "wrong_session", message: wrong, attendee, ...noSession }));
    const { container, router } = renderAt(<ScanPage />, { pattern: "/scan", url: "/scan?event=5" });
    const select = await screen.findByLabelText(/^Séance contrôlée/);
    await expectNoAxeViolations(container);

    await userEvent.selectOptions(select, "4");
    expect(router.state.location.search).toBe("?event=5&session=4");
    expect(
      screen.getByText(`Entrées${NBSP}: 0${NBSP}/${NBSP}7${NBSP}attendues`, { normalizer: (text) => text }),
    ).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Code du billet/), "AB12-CD34{Enter}");

    const status = screen.getByRole("status");
    expect(await within(status).findByText("Entrée refusée")).toBeTruthy();
    expect(within(status).getByText(wrong, { normalizer: (text) => text })).toBeTruthy();
    expect(container.querySelector("[data-tone]")?.getAttribute("data-tone")).toBe("error");
    expect(container.querySelector(".fr-icon-close-circle-fill")).not.toBeNull();
    expect(sentBody(api, "/api/check-ins")).toEqual({ ticket_code: "AB12-CD34", event_id: 5, session_id: 4 });
  });

  it("checks the next session when none is under way, and the one the address names", async () => {
    stubScanner(() => ({
      result: "unknown",
      message: checkInMessages.unknown,
      attendee: null,
      ...noSession,
    }));
    const { container, unmount } = renderAt(<ScanPage />, { pattern: "/scan", url: "/scan?event=6" });
    const select = (await screen.findByLabelText(/^Séance contrôlée/)) as HTMLSelectElement;
    await expectNoAxeViolations(container);
    expect(select.value).toBe("9");
    expect(
      screen.getByText(`Entrées${NBSP}: 0${NBSP}/${NBSP}2${NBSP}attendues`, { normalizer: (text) => text }),
    ).toBeTruthy();
    unmount();

    renderAt(<ScanPage />, { pattern: "/scan", url: "/scan?event=5&session=2" });
    expect(((await screen.findByLabelText(/^Séance contrôlée/)) as HTMLSelectElement).value).toBe("2");
    expect(
      screen.getByText(`Entrées${NBSP}: 4${NBSP}/${NBSP}4${NBSP}attendues`, { normalizer: (text) => text }),
    ).toBeTruthy();
  });

  it("is closed to participants", async () => {
    signInAs("participant");
    stubApi([]);
    renderAt(<ScanPage />, { pattern: "/scan", url: "/scan" });
    expect(screen.getByText("Réservé aux comptes professionnels")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Activer la caméra" })).toBeNull();
  });

  it("lets an agent d'accueil check a ticket in on their organisation's events, whatever their account", async () => {
    signInAs("participant", 7, { id: 40, role: "accueil" });
    const api = stubScanner(() => ({
      result: "checked_in",
      message: checkInMessages.checked_in,
      attendee,
      ...noSession,
    }));
    const { container } = renderAt(<ScanPage />, { pattern: "/scan", url: "/scan?event=6" });
    const field = await screen.findByLabelText(/^Code du billet/);
    await userEvent.type(field, "AB12-CD34");
    await userEvent.click(screen.getByRole("button", { name: "Vérifier" }));
    await waitFor(() => expect(checkInCalls(api)).toHaveLength(1));
    expect(sentBody(api, "/api/check-ins")).toEqual({ ticket_code: "AB12-CD34", event_id: 6, session_id: 9 });
    expect(screen.queryByText("Réservé aux comptes professionnels")).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("offers an agent d'accueil of an organisation with no event nothing to create", async () => {
    signInAs("participant", 7, { id: 40, role: "accueil" });
    stubApi([
      {
        method: "GET",
        path: "/api/events/user/7",
        answer: { status: 200, body: [], headers: { "X-Total-Count": "0" } },
      },
    ]);
    renderAt(<ScanPage />, { pattern: "/scan", url: "/scan" });
    expect(await screen.findByText("Vous n’avez pas encore créé d’événement.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Créer un événement" })).toBeNull();
  });

  it("shows its loading state, not a refusal, until it knows whom the session acts for", async () => {
    signInAs("participant");
    stubApi([]);
    renderAt(<ScanPage />, { pattern: "/scan", url: "/scan", organisations: "fetch" });
    expect(screen.getByRole("status").textContent).toBe("Chargement de vos événements…");
    expect(screen.queryByText("Réservé aux comptes professionnels")).toBeNull();
    expect(await screen.findByText("Réservé aux comptes professionnels")).toBeTruthy();
    expect(screen.getByText(/Réservé aux membres d’une organisation/)).toBeTruthy();
  });
});
