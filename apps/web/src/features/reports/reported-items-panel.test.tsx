import { reportAdminMessages as a, reportMessages as r } from "@culture-patrimoine/contract/messages";
import type { ItemReports, ReportedItem } from "@culture-patrimoine/contract/schemas/reports";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  expectNoAxeViolations,
  fill,
  renderAt,
  sentBody,
  signInAs,
  stubApi,
} from "../../test/form-test-harness.tsx";
import { ItemReportsPanel } from "./item-reports-panel.tsx";
import { ReportedItemsPanel } from "./reported-items-panel.tsx";

const reported: ReportedItem = {
  target_type: "event",
  target_id: 12,
  title: "Concert d’orgue",
  owner: { id: 3, name: "Jeanne Morel", organization: "Les Amis de l’orgue" },
  moderation_status: "published",
  report_count: 3,
  open_count: 3,
  reasons: { spam: 2, illegal: 1 },
  first_at: "2026-03-02T00:30:00+01:00",
  last_at: "2026-03-03T10:00:00+01:00",
};

function listRoute(items: ReportedItem[]) {
  return {
    method: "GET",
    path: "/api/admin/reports",
    answer: { status: 200, body: items, headers: { "X-Total-Count": String(items.length) } },
  };
}

function requested(api: ReturnType<typeof stubApi>, path: string): URL[] {
  return api.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === path);
}

beforeEach(() => signInAs("administrateur"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("the administration's reported content", () => {
  it("lists each item with its count, reasons and links to its reports and its moderation preview", async () => {
    stubApi([listRoute([reported])]);
    const { container } = renderAt(<ReportedItemsPanel />, {
      pattern: "/admin/signalements",
      url: "/admin/signalements",
    });
    const table = await screen.findByRole("table", { name: /1 contenu signalé/ });
    const row = within(table).getAllByRole("row")[1]!;
    expect(within(row).getByRole("link", { name: "Concert d’orgue" }).getAttribute("href")).toBe(
      "/admin/signalements/event/12",
    );
    expect(
      within(row)
        .getByRole("link", { name: /Aperçu de modération/ })
        .getAttribute("href"),
    ).toBe("/admin/moderation/event/12");
    expect(row.textContent).toContain("3 signalements");
    expect(row.textContent).toContain("Spam ou publicité\u00a0: 2");
    expect(row.textContent).toContain("Contenu illégal\u00a0: 1");
    expect(row.textContent).toContain("Jeanne Morel (Les Amis de l’orgue)");
    expect(row.textContent).toContain("Publié");
    await expectNoAxeViolations(container);
  });

  it("filters treated reports of one kind through the address and the API", async () => {
    const api = stubApi([listRoute([])]);
    const { router } = renderAt(<ReportedItemsPanel />, {
      pattern: "/admin/signalements",
      url: "/admin/signalements",
    });
    expect(await screen.findByText(a.adminEmpty)).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText(a.filterStatus), "resolved");
    await userEvent.selectOptions(screen.getByLabelText(a.filterKind), "lieu");
    await userEvent.click(screen.getByRole("button", { name: a.filterSubmit }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=resolved&kind=lieu"));
    await waitFor(() => {
      const last = requested(api, "/api/admin/reports").at(-1)!;
      expect(Object.fromEntries(last.searchParams)).toMatchObject({ status: "resolved", kind: "lieu" });
    });
  });
});

describe("an item's reports", () => {
  const detail: ItemReports = {
    target_type: "lieu",
    target_id: 4,
    title: "Château de Tours",
    owner: null,
    moderation_status: "published",
    reports: [
      {
        id: 2,
        reason: "other",
        message: "Ce lieu n’existe pas",
        created_at: "2026-03-03T10:00:00+01:00",
        reporter_id: 9,
        resolved_at: null,
        resolved_by: null,
        resolution: null,
      },
      {
        id: 1,
        reason: "spam",
        message: null,
        created_at: "2026-03-02T10:00:00+01:00",
        reporter_id: null,
        resolved_at: null,
        resolved_by: null,
        resolution: null,
      },
    ],
  };

  it("shows the reports, « anonyme » without an account, and « Classer sans suite » with a required reason", async () => {
    const api = stubApi([
      { method: "GET", path: "/api/admin/reports/lieu/4", answer: { status: 200, body: detail } },
      {
        method: "POST",
        path: "/api/admin/reports/lieu/4/resolve",
        answer: { status: 200, body: { resolved: 2 } },
      },
    ]);
    const { container } = renderAt(<ItemReportsPanel />, {
      pattern: "/admin/signalements/:kind/:id",
      url: "/admin/signalements/lieu/4",
    });
    const table = await screen.findByRole("table", { name: a.detailCaption });
    const rows = within(table).getAllByRole("row");
    expect(rows[1]!.textContent).toContain("compte n°\u00a09");
    expect(rows[1]!.textContent).toContain("Ce lieu n’existe pas");
    expect(rows[2]!.textContent).toContain(a.anonymous);
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole("button", { name: a.dismissSubmit }));
    expect((await screen.findAllByText(r.dismissReasonRequired)).length).toBeGreaterThan(0);
    expect(requested(api, "/api/admin/reports/lieu/4/resolve")).toEqual([]);

    fill(screen.getByLabelText(a.dismissReasonLabel), "Lieu vérifié sur place");
    await userEvent.click(screen.getByRole("button", { name: a.dismissSubmit }));
    await waitFor(() =>
      expect(sentBody(api, "/api/admin/reports/lieu/4/resolve")).toEqual({
        reason: "Lieu vérifié sur place",
      }),
    );
  });
});
