import { reportMessages as r } from "@culture-patrimoine/contract/messages";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations, fill, renderAt, sentBody, stubApi } from "../../test/form-test-harness.tsx";
import { ReportPage } from "./report-page.tsx";

const PATTERN = "/signaler/:kind/:id";

// Only the title is read from the item's public answer; the rest of its fields are the contract's.
const site = {
  id: 5,
  name: "Pont du Gard",
};

function siteRoute(status = 200) {
  return {
    method: "GET",
    path: "/api/sites/5",
    answer:
      status === 200
        ? { status, body: site }
        : { status, body: { error: "Ressource introuvable.", code: "NOT_FOUND" } },
  };
}

function reportRoute(answer: { status: number; body: unknown; headers?: Record<string, string> }) {
  return { method: "POST", path: "/api/reports", answer };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("« Signaler ce contenu »", () => {
  it("names the item and offers the reasons as labelled radio buttons and an optional text", async () => {
    stubApi([siteRoute()]);
    const { container } = renderAt(<ReportPage />, { pattern: PATTERN, url: "/signaler/site/5" });
    expect((await screen.findAllByText("Pont du Gard")).length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "Pont du Gard" }).getAttribute("href")).toBe("/sites/5");
    expect(screen.getByRole("heading", { level: 1, name: r.pageTitle })).toBeTruthy();
    expect(screen.getByRole("group", { name: r.reasonLegend })).toBeTruthy();
    for (const label of Object.values(r.reasons))
      expect(screen.getByRole("radio", { name: label })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: new RegExp(r.messageLabel) })).toBeTruthy();
    expect(screen.getByRole("link", { name: r.backToItem }).getAttribute("href")).toBe("/sites/5");
    await expectNoAxeViolations(container);
  });

  it("asks for a reason, and for text with « Autre raison », before sending anything", async () => {
    const api = stubApi([siteRoute()]);
    renderAt(<ReportPage />, { pattern: PATTERN, url: "/signaler/site/5" });
    await userEvent.click(await screen.findByRole("button", { name: r.submit }));
    expect((await screen.findAllByText(r.reasonRequired)).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole("radio", { name: r.reasons.other }));
    await userEvent.click(screen.getByRole("button", { name: r.submit }));
    expect((await screen.findAllByText(r.messageRequired)).length).toBeGreaterThan(0);
    expect(api.mock.calls.filter(([, init]) => init?.method === "POST")).toEqual([]);
  });

  it("sends the report and shows the server's thanks with a way back to the item", async () => {
    const api = stubApi([siteRoute(), reportRoute({ status: 202, body: { message: r.received } })]);
    renderAt(<ReportPage />, { pattern: PATTERN, url: "/signaler/site/5" });
    await userEvent.click(await screen.findByRole("radio", { name: r.reasons.misleading }));
    fill(screen.getByRole("textbox", { name: new RegExp(r.messageLabel) }), "Horaires faux");
    await userEvent.click(screen.getByRole("button", { name: r.submit }));
    expect(await screen.findByRole("heading", { name: r.successTitle })).toBeTruthy();
    expect(screen.getByText(r.received)).toBeTruthy();
    expect(screen.getByRole("link", { name: r.backToItem }).getAttribute("href")).toBe("/sites/5");
    expect(sentBody(api, "/api/reports")).toEqual({
      target_type: "site",
      target_id: 5,
      reason: "misleading",
      message: "Horaires faux",
    });
  });

  it("says in French when too many reports were sent", async () => {
    stubApi([
      siteRoute(),
      reportRoute({
        status: 429,
        body: { error: r.tooMany, code: "TOO_MANY_REQUESTS" },
        headers: { "Retry-After": "3600" },
      }),
    ]);
    renderAt(<ReportPage />, { pattern: PATTERN, url: "/signaler/site/5" });
    await userEvent.click(await screen.findByRole("radio", { name: r.reasons.spam }));
    await userEvent.click(screen.getByRole("button", { name: r.submit }));
    expect(await screen.findByText(r.tooMany)).toBeTruthy();
    expect(screen.getByRole("button", { name: r.submit })).toBeTruthy();
  });

  it("says the item is not found when the public cannot see it, or the address names none", async () => {
    stubApi([siteRoute(404)]);
    renderAt(<ReportPage />, { pattern: PATTERN, url: "/signaler/site/5" });
    expect(await screen.findByRole("heading", { name: r.notFound })).toBeTruthy();
    expect(screen.queryByRole("button", { name: r.submit })).toBeNull();
    cleanup();
    const api = stubApi([]);
    renderAt(<ReportPage />, { pattern: PATTERN, url: "/signaler/compte/5" });
    await waitFor(() => expect(screen.getByRole("heading", { name: r.notFound })).toBeTruthy());
    expect(api).not.toHaveBeenCalled();
  });
});
