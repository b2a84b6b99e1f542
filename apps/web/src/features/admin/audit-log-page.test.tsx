import { adminMessages as m } from "@culture-patrimoine/contract/messages";
import type { AuditLogEntry } from "@culture-patrimoine/contract/schemas/admin";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations, fill, renderAt, signInAs, stubApi } from "../../test/form-test-harness.tsx";
import { AuditLogPage } from "./audit-log-page.tsx";

const created: AuditLogEntry = {
  id: 1,
  created_at: "2026-03-02T00:30:00+01:00",
  actor: null,
  action: "administrator_created",
  target_type: "user",
  target_id: 7,
  reason: null,
  before: null,
  after: { email: "alix@culture.gouv.fr", role: "administrateur" },
};

function logRoute(entries: AuditLogEntry[], total = entries.length) {
  return {
    method: "GET",
    path: "/api/admin/audit-log",
    answer: { status: 200, body: entries, headers: { "X-Total-Count": String(total) } },
  };
}

function renderPage(url = "/admin/journal") {
  return renderAt(<AuditLogPage />, { pattern: "/admin/journal", url });
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
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("the audit log page", () => {
  it("lists the acts in an accessible table, the command line as author", async () => {
    stubApi([logRoute([created], 61)]);
    const { container } = renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: m.auditLogTitle })).toBeTruthy();
    const table = await screen.findByRole("table", { name: /61\u00a0actions|61 actions/ });
    const row = within(table).getAllByRole("row")[1]!;
    expect(within(row).getByText(m.commandLine)).toBeTruthy();
    expect(within(row).getByText("Administrateur créé")).toBeTruthy();
    // The target and the states read in French, not as codes and JSON.
    expect(row.textContent).toContain("compte\u00a0n°\u00a07");
    expect(row.textContent).toContain("role\u00a0: administrateur");
    expect(row.textContent).not.toContain("{");
    expect(within(row).getByRole("rowheader").textContent).toMatch(/^Lundi 2 mars 2026 à 0/);
    // 61 acts, 50 a page: a second page is offered.
    expect(screen.getByRole("link", { name: /Page 2|2/ })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("says so when nothing matches, in French", async () => {
    stubApi([logRoute([])]);
    renderPage("/admin/journal?actor=personne");
    expect(await screen.findByText(m.auditLogEmpty)).toBeTruthy();
    expect((screen.getByLabelText(m.filterActor) as HTMLInputElement).value).toBe("personne");
  });

  it("filters through the address, from the first page, and sends the filters to the API", async () => {
    const api = stubApi([logRoute([created])]);
    const { router } = renderPage("/admin/journal?page=2");
    await screen.findByRole("table");
    fill(screen.getByLabelText(m.filterActor), "alix");
    fill(screen.getByLabelText(m.filterFrom), "2026-03-01");
    await userEvent.selectOptions(screen.getByLabelText(m.filterAction), "administrator_created");
    await userEvent.click(screen.getByRole("button", { name: m.filterSubmit }));
    await waitFor(() =>
      expect(router.state.location.search).toBe("?action=administrator_created&actor=alix&from=2026-03-01"),
    );
    await waitFor(() => {
      const last = requested(api, "/api/admin/audit-log").at(-1)!;
      expect(Object.fromEntries(last.searchParams)).toEqual({
        action: "administrator_created",
        actor: "alix",
        from: "2026-03-01",
        limit: "50",
        offset: "0",
      });
    });
  });

  it("refuses an end before the start with the API's own message, without asking it", async () => {
    const api = stubApi([logRoute([created])]);
    const { router } = renderPage();
    await screen.findByRole("table");
    fill(screen.getByLabelText(m.filterFrom), "2026-03-02");
    fill(screen.getByLabelText(m.filterTo), "2026-03-01");
    await userEvent.click(screen.getByRole("button", { name: m.filterSubmit }));
    expect(await screen.findByText("Date invalide", { exact: false })).toBeTruthy();
    expect(router.state.location.search).toBe("");
    expect(requested(api, "/api/admin/audit-log")).toHaveLength(1);
  });

  it("exports the filtered log as the server's CSV file", async () => {
    const csv = "\ufeffDate;Auteur\r\n";
    const api = stubApi([logRoute([created])]);
    const fetchJson = api.getMockImplementation();
    api.mockImplementation(async (input, init) =>
      String(input).includes("audit-log.csv")
        ? new Response(csv, {
            status: 200,
            headers: {
              "Content-Type": "text/csv; charset=utf-8",
              "Content-Disposition": 'attachment; filename="journal-des-actions-2026-03-02.csv"',
            },
          })
        : fetchJson!(input, init),
    );
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:csv", revokeObjectURL: vi.fn() }));
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    renderPage("/admin/journal?target_type=user");
    await userEvent.click(await screen.findByRole("button", { name: m.exportCsv }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]?.download).toBe("journal-des-actions-2026-03-02.csv");
    const sent = requested(api, "/api/admin/audit-log.csv")[0]!;
    expect(Object.fromEntries(sent.searchParams)).toEqual({ target_type: "user" });
  });
});
