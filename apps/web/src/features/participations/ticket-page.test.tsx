import { bookingMessages, ticketMessages } from "@culture-patrimoine/contract/messages";
import type { ParticipationResponse } from "@culture-patrimoine/contract/schemas/participation";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { domText } from "../../test/dom-text.ts";
import { expectNoAxeViolations, renderAt, sentBody, stubApi } from "../../test/form-test-harness.tsx";
import { participationFixture } from "../../test/participation-fixtures.ts";
import { PaymentSimulationPage } from "./payment-simulation-page.tsx";
import { TicketPage } from "./ticket-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const ticket = participationFixture({
  id: 70,
  nom: "Michel",
  prenom: "Louise",
  email: "louise@example.fr",
  telephone: "0612345678",
  nombre_places: 2,
  motivation: "Curiosité",
  montant_paye: 24,
  payment_status: "on_site",
  event_id: 5,
  ticket_code: "T-70",
  created_at: "2026-03-01T10:00:00+01:00",
  session_id: 9,
  // Sunday 29 March 2026 at 10:00 in Paris (the DST day): 48 h before is Friday 27 at 9:00.
  session: {
    id: 9,
    starts_at: "2026-03-29T10:00:00+02:00",
    ends_at: "2026-03-29T12:00:00+02:00",
    cancelled_at: null,
  },
  cancellable_until: "2026-03-27T09:00:00+01:00",
  Event: {
    id: 5,
    title: "Concert d'orgue",
    date_start: "2026-03-29T10:00:00+02:00",
    date_end: null,
    lieu: { id: 2, nom: "Église Saint-Eustache", ville: "Paris" },
  },
});

const read = (body: ParticipationResponse | (() => ParticipationResponse)) => ({
  method: "GET",
  path: "/api/tickets/T-70",
  answer: () => ({ status: 200, body: typeof body === "function" ? body() : body }),
});

const at = (iso: string) => () => new Date(iso);

function renderTicket(now: () => Date) {
  return renderAt(<TicketPage now={now} />, { pattern: "/billet/:code", url: "/billet/T-70" });
}

const cancelButton = () =>
  screen.getByRole("button", { name: ticketMessages.cancelOpen }) as HTMLButtonElement;

describe("ticket page", () => {
  it("shows the event, venue, session, places, status, payment, QR code and typed code", async () => {
    stubApi([read(ticket)]);
    const { container } = renderTicket(at("2026-03-20T12:00:00+01:00"));
    expect(await screen.findByRole("link", { name: "Concert d'orgue" })).toHaveProperty(
      "pathname",
      "/events/5",
    );
    expect(screen.getByText("Église Saint-Eustache, Paris")).toBeTruthy();
    expect(screen.getByTestId("ticket-session").textContent).toBe(
      "Dimanche 29 mars 2026, 10\u00a0h\u00a000 – 12\u00a0h\u00a000",
    );
    expect(screen.getByText("2 places")).toBeTruthy();
    expect(screen.getByText(ticketMessages.statusConfirmed)).toBeTruthy();
    expect(screen.getByTestId("ticket-amount").textContent).toMatch(/^24\s€$/);
    expect(screen.getByTestId("ticket-payment").textContent).toBe(ticketMessages.paymentOnSite);
    expect(screen.queryByText(/Payé/)).toBeNull();
    expect(screen.getByTestId("ticket-code").textContent).toBe("T-70");
    expect(await screen.findByRole("img", { name: ticketMessages.ticketQrLabel })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("lets cancel until the deadline, and says until when", async () => {
    stubApi([read(ticket)]);
    renderTicket(at("2026-03-27T08:59:00+01:00"));
    await screen.findByText(ticketMessages.statusConfirmed);
    expect(cancelButton().disabled).toBe(false);
    expect(screen.getByTestId("cancel-note").textContent).toBe(
      "Annulation gratuite jusqu’au vendredi 27 mars à 9\u00a0h\u00a000.",
    );
  });

  it("disables the cancellation after the deadline, with the reason and no date already past", async () => {
    stubApi([read(ticket)]);
    renderTicket(at("2026-03-27T09:01:00+01:00"));
    await screen.findByText(ticketMessages.statusConfirmed);
    expect(cancelButton().disabled).toBe(true);
    expect(screen.getByTestId("cancel-note").textContent).toBe(bookingMessages.freeCancellationOver(48));
    expect(cancelButton().getAttribute("aria-describedby")).toBe(screen.getByTestId("cancel-note").id);
  });

  it("asks before cancelling, sends the ticket code, then shows the cancelled registration", async () => {
    let current = ticket;
    const api = stubApi([
      read(() => current),
      {
        method: "POST",
        path: "/api/participations/70/cancel",
        answer: () => {
          current = {
            ...ticket,
            status: "cancelled",
            cancelled_at: "2026-03-20T12:00:00+01:00",
            cancelled_by: "participant",
          };
          return { status: 200, body: current };
        },
      },
    ]);
    const { container } = renderTicket(at("2026-03-20T12:00:00+01:00"));
    await screen.findByText(ticketMessages.statusConfirmed);
    fireEvent.click(cancelButton());
    const question = await screen.findByRole("heading", { name: /^Annuler votre inscription/ });
    await waitFor(() => expect(document.activeElement).toBe(question));
    await expectNoAxeViolations(container);
    // "Non" goes back without sending anything.
    fireEvent.click(screen.getByRole("button", { name: ticketMessages.cancelKeep }));
    await waitFor(() => expect(document.activeElement).toBe(cancelButton()));
    fireEvent.click(cancelButton());
    fireEvent.click(await screen.findByRole("button", { name: ticketMessages.cancelConfirm }));
    expect(await screen.findByText(ticketMessages.statusCancelled)).toBeTruthy();
    expect(sentBody(api, "/api/participations/70/cancel")).toEqual({ ticket_code: "T-70" });
    expect(
      screen.getByText(domText("Inscription annulée le vendredi 20 mars à 12\u00a0h\u00a000.")),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: ticketMessages.cancelOpen })).toBeNull();
    expect(screen.queryByRole("img", { name: ticketMessages.ticketQrLabel })).toBeNull();
  });

  it("shows the server's refusal inside the confirmation step", async () => {
    stubApi([
      read(ticket),
      {
        method: "POST",
        path: "/api/participations/70/cancel",
        answer: {
          status: 409,
          body: { error: bookingMessages.cancellationClosed(48), code: "CONFLICT" },
        },
      },
    ]);
    renderTicket(at("2026-03-20T12:00:00+01:00"));
    await screen.findByText(ticketMessages.statusConfirmed);
    fireEvent.click(cancelButton());
    fireEvent.click(await screen.findByRole("button", { name: ticketMessages.cancelConfirm }));
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      expect.stringContaining(domText(bookingMessages.cancellationClosed(48)).slice(0, 20)),
    );
  });

  it("gives the rank of a waiting-list entry, which may be cancelled at any time", async () => {
    stubApi([read({ ...ticket, status: "waitlisted", waitlist_position: 2 })]);
    renderTicket(at("2026-03-29T08:00:00+02:00"));
    expect(await screen.findByText(ticketMessages.statusWaitlisted(2))).toBeTruthy();
    expect(screen.getByText(/Vous êtes 2e sur la liste d’attente\./)).toBeTruthy();
    expect(cancelButton().disabled).toBe(false);
  });

  it("says when a place was freed for a waiting-list entry", async () => {
    stubApi([read({ ...ticket, promoted_at: "2026-03-10T10:00:00+01:00" })]);
    renderTicket(at("2026-03-20T12:00:00+01:00"));
    expect(await screen.findByText(ticketMessages.statusPromoted)).toBeTruthy();
    expect(screen.getByText(domText(ticketMessages.promotedText))).toBeTruthy();
  });

  it("says who cancelled, and when", async () => {
    stubApi([
      read({
        ...ticket,
        status: "cancelled",
        cancelled_at: "2026-03-02T18:30:00+01:00",
        cancelled_by: "session",
      }),
    ]);
    renderTicket(at("2026-03-20T12:00:00+01:00"));
    expect(
      await screen.findByText(
        domText("Séance annulée par l’organisateur le lundi 2 mars à 18\u00a0h\u00a030."),
      ),
    ).toBeTruthy();
  });

  it.each([
    ["free", "free", ticketMessages.paymentFree],
    ["online", "paid", ticketMessages.paymentPaid],
    ["online", "pending", ticketMessages.paymentPending],
  ] as const)("names a %s registration's payment (%s)", async (mode, status, label) => {
    stubApi([read({ ...ticket, payment_mode: mode, payment_status: status })]);
    renderTicket(at("2026-03-20T12:00:00+01:00"));
    expect((await screen.findByTestId("ticket-payment")).textContent).toBe(label);
    expect(Boolean(screen.queryByRole("button", { name: ticketMessages.payOnline }))).toBe(
      status === "pending",
    );
  });

  it("says a pending online payment is awaited and until when, offers to pay, and shows no QR code", async () => {
    stubApi([
      read({
        ...ticket,
        payment_mode: "online",
        payment_status: "pending",
        payment_due_at: "2026-03-20T12:15:00+01:00",
      }),
    ]);
    const { container } = renderTicket(at("2026-03-20T12:00:00+01:00"));
    expect(await screen.findByText(ticketMessages.statusAwaitingPayment)).toBeTruthy();
    expect(screen.getByText(domText("À régler avant 12\u00a0h\u00a015"))).toBeTruthy();
    expect(screen.getByText(domText(ticketMessages.ticketAwaitingPaymentHint))).toBeTruthy();
    expect(screen.getByRole("button", { name: ticketMessages.payOnline })).toBeTruthy();
    expect(screen.queryByRole("img", { name: ticketMessages.ticketQrLabel })).toBeNull();
    expect(screen.queryByText(ticketMessages.statusConfirmed)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("names the day of a payment deadline that is not today's", async () => {
    stubApi([
      read({
        ...ticket,
        payment_mode: "online",
        payment_status: "pending",
        payment_due_at: "2026-03-21T09:05:00+01:00",
      }),
    ]);
    renderTicket(at("2026-03-20T12:00:00+01:00"));
    expect(
      await screen.findByText(domText("À régler avant le samedi 21 mars à 9\u00a0h\u00a005")),
    ).toBeTruthy();
  });

  it.each([
    ["failed", "Paiement refusé\u00a0: vos places ont été libérées le vendredi 20 mars à 12\u00a0h\u00a005."],
    [
      "expired",
      "Paiement non reçu à temps\u00a0: vos places ont été libérées le vendredi 20 mars à 12\u00a0h\u00a005.",
    ],
  ] as const)(
    "says the places were released after a %s payment, and offers to register again",
    async (status, sentence) => {
      stubApi([
        read({
          ...ticket,
          payment_mode: "online",
          payment_status: status,
          status: "cancelled",
          cancelled_by: "payment",
          cancelled_at: "2026-03-20T12:05:00+01:00",
          payment_due_at: "2026-03-20T12:15:00+01:00",
        }),
      ]);
      const { container } = renderTicket(at("2026-03-20T12:30:00+01:00"));
      expect(await screen.findByText(domText(sentence))).toBeTruthy();
      expect(screen.getByText(domText(ticketMessages.ticketReleasedHint))).toBeTruthy();
      expect(screen.getByRole("link", { name: ticketMessages.registerAgain })).toHaveProperty(
        "pathname",
        "/events/5/register",
      );
      expect(screen.queryByRole("button", { name: ticketMessages.payOnline })).toBeNull();
      expect(screen.queryByRole("img", { name: ticketMessages.ticketQrLabel })).toBeNull();
      await expectNoAxeViolations(container);
    },
  );

  it("sends a pending online registration to the checkout", async () => {
    stubApi([
      read({ ...ticket, payment_mode: "online", payment_status: "pending" }),
      {
        method: "POST",
        path: "/api/tickets/T-70/checkout",
        answer: {
          status: 200,
          body: { provider: "simulation", demonstration: true, checkout_url: "/paiement-simulation/T-70" },
        },
      },
    ]);
    renderTicket(at("2026-03-20T12:00:00+01:00"));
    fireEvent.click(await screen.findByRole("button", { name: ticketMessages.payOnline }));
    expect(await screen.findByText("Page suivante : /paiement-simulation/T-70")).toBeTruthy();
  });

  it("says a ticket is unknown", async () => {
    stubApi([
      {
        method: "GET",
        path: "/api/tickets/T-70",
        answer: { status: 404, body: { error: bookingMessages.ticketNotFound, code: "NOT_FOUND" } },
      },
    ]);
    renderTicket(at("2026-03-20T12:00:00+01:00"));
    expect(await screen.findByText(domText(bookingMessages.ticketNotFound))).toBeTruthy();
  });
});

describe("simulated payment page", () => {
  it("says it is a demonstration, shows the amount, and records the outcome", async () => {
    const api = stubApi([
      read({ ...ticket, payment_mode: "online", payment_status: "pending" }),
      {
        method: "POST",
        path: "/api/tickets/T-70/simulated-payment",
        answer: { status: 200, body: { ...ticket, payment_mode: "online", payment_status: "paid" } },
      },
    ]);
    const { container } = renderAt(<PaymentSimulationPage />, {
      pattern: "/paiement-simulation/:code",
      url: "/paiement-simulation/T-70",
    });
    expect(screen.getByText(ticketMessages.simulationLabel)).toBeTruthy();
    expect(screen.getByText(domText(bookingMessages.simulatedProvider))).toBeTruthy();
    expect((await screen.findByTestId("simulation-amount")).textContent).toMatch(/^24\s€$/);
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole("button", { name: ticketMessages.simulateSuccess }));
    expect(await screen.findByText("Page suivante : /billet/T-70")).toBeTruthy();
    expect(sentBody(api, "/api/tickets/T-70/simulated-payment")).toEqual({ outcome: "success" });
  });

  it("offers nothing to pay for a registration that is not awaiting payment", async () => {
    stubApi([read(ticket)]);
    renderAt(<PaymentSimulationPage />, {
      pattern: "/paiement-simulation/:code",
      url: "/paiement-simulation/T-70",
    });
    expect(await screen.findByText(ticketMessages.simulationNothingToPay)).toBeTruthy();
    expect(screen.queryByRole("button", { name: ticketMessages.simulateSuccess })).toBeNull();
  });
});
