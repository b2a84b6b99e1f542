import {
  apiErrorMessages,
  bookingMessages,
  ticketsLookupMessages as m,
  validationMessages,
} from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { domText } from "../../test/dom-text.ts";
import { expectNoAxeViolations, renderAt, sentBody, stubApi } from "../../test/form-test-harness.tsx";
import { TicketPage } from "./ticket-page.tsx";
import { TicketsLookupPage } from "./tickets-lookup-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LOOKUP = "/api/tickets/lookup";
const accepted = { method: "POST", path: LOOKUP, answer: { status: 202, body: { message: m.accepted } } };

function renderPage() {
  const pattern = paths.ticketsLookup.pattern;
  return renderAt(<TicketsLookupPage />, { pattern, url: pattern });
}

const emailField = () => screen.getByLabelText(/^Email/);
const submit = () => screen.getByRole("button", { name: m.submit });

describe("« Retrouver mes billets »", () => {
  it("sends the address, then says the same neutral thing whatever the address has", async () => {
    const api = stubApi([accepted]);
    const { container } = renderPage();
    await expectNoAxeViolations(container);
    expect(screen.getByRole("heading", { level: 1, name: m.pageTitle })).toBeTruthy();
    await userEvent.type(emailField(), "  Louise.Michel@Example.fr ");
    await userEvent.click(submit());

    const outcome = await screen.findByRole("heading", { name: m.sentTitle });
    expect(sentBody(api, LOOKUP)).toEqual({ email: "louise.michel@example.fr" });
    expect(screen.getByText(domText(m.accepted))).toBeTruthy();
    expect(screen.getByText(domText(m.sentSpam))).toBeTruthy();
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(outcome.parentElement));
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole("button", { name: m.requestAgain }));
    expect(document.activeElement).toBe(emailField());
  });

  it("checks the address before sending anything", async () => {
    const api = stubApi([accepted]);
    renderPage();
    await userEvent.click(submit());
    expect(await screen.findByText(validationMessages.emailInvalid)).toBeTruthy();
    await userEvent.type(emailField(), "pas-une-adresse");
    await userEvent.click(submit());
    expect(await screen.findByText(validationMessages.emailInvalid)).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it("says how long to wait after too many requests, and keeps the address typed", async () => {
    stubApi([
      {
        method: "POST",
        path: LOOKUP,
        answer: {
          status: 429,
          body: { error: m.tooManyRequests(42), code: "TOO_MANY_REQUESTS" },
          headers: { "Retry-After": "2520" },
        },
      },
    ]);
    const { container } = renderPage();
    await userEvent.type(emailField(), "louise@example.fr");
    await userEvent.click(submit());
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(m.failed);
    expect(alert.textContent).toContain(m.tooManyRequests(42));
    expect(alert.textContent).not.toContain(apiErrorMessages.TOO_MANY_REQUESTS);
    expect(emailField()).toHaveProperty("value", "louise@example.fr");
    expect(screen.queryByRole("heading", { name: m.sentTitle })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("puts a server's refusal of the address under the field", async () => {
    stubApi([
      {
        method: "POST",
        path: LOOKUP,
        answer: {
          status: 400,
          body: {
            error: validationMessages.emailInvalid,
            code: "VALIDATION_ERROR",
            details: [{ path: "email", message: validationMessages.emailInvalid }],
          },
        },
      },
    ]);
    renderPage();
    await userEvent.type(emailField(), "louise@example.fr");
    await userEvent.click(submit());
    expect(await screen.findByText(validationMessages.emailInvalid)).toBeTruthy();
    expect(emailField().getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("the way to « Retrouver mes billets »", () => {
  it("is offered where a ticket link leads nowhere", async () => {
    stubApi([
      {
        method: "GET",
        path: /^\/api\/tickets\//,
        answer: { status: 404, body: { error: bookingMessages.ticketNotFound, code: "NOT_FOUND" } },
      },
    ]);
    const { container } = renderAt(<TicketPage />, {
      pattern: paths.ticket.pattern,
      url: paths.ticket.getHref("A".repeat(32)),
    });
    expect(await screen.findByText(domText(bookingMessages.ticketNotFound))).toBeTruthy();
    expect(screen.getByText(domText(m.lostTicket))).toBeTruthy();
    expect(screen.getByRole("link", { name: m.link })).toHaveProperty(
      "pathname",
      paths.ticketsLookup.getHref(),
    );
    await expectNoAxeViolations(container);
  });
});
