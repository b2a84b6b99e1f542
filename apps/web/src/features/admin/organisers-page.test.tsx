import { organiserAdminMessages as m } from "@culture-patrimoine/contract/messages";
import type { OrganiserDetail, OrganiserSummary } from "@culture-patrimoine/contract/schemas/organisers";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../lib/toast.ts";
import {
  expectNoAxeViolations,
  fill,
  renderAt,
  sentBody,
  signInAs,
  stubApi,
} from "../../test/form-test-harness.tsx";
import { OrganisersDetailPage } from "./organisers-detail-page.tsx";
import { OrganisersPage } from "./organisers-page.tsx";

const pending: OrganiserSummary = {
  id: 12,
  organization: "Musée des Confluences",
  first_name: "Camille",
  last_name: "Durand",
  email: "camille@musee.fr",
  siret: "73282932000074",
  rna: null,
  verification_status: "pending",
  identity_check: {
    state: "active",
    name: "MUSEE DES CONFLUENCES",
    city: "LYON",
    checked_at: "2026-03-02T10:00:00+01:00",
  },
  created_at: "2026-03-02T09:30:00+01:00",
};

const association: OrganiserSummary = {
  ...pending,
  id: 13,
  organization: "Les Amis du musée",
  siret: null,
  rna: "W691234567",
  verification_status: "refused",
  identity_check: null,
};

const none = { pending: 0, published: 0, refused: 0, unpublished: 0 };
const file: OrganiserDetail = {
  ...pending,
  phone: "0612345678",
  city: "Lyon",
  description: "Musée de sciences et de sociétés.",
  verification_reason: null,
  verified_at: null,
  identity_checked_at: "2026-03-02T10:00:00+01:00",
  suspended_at: null,
  sirene_enabled: true,
  content: { event: { ...none, pending: 2 }, parcours: none, site: none, lieu: { ...none, published: 1 } },
};

// French texts carry no-break spaces, which the default text normalizer turns into plain ones.
const keepSpaces = { normalizer: (text: string) => text.trim() };

function listRoute(organisers: OrganiserSummary[], total = organisers.length) {
  return {
    method: "GET",
    path: "/api/admin/organisers",
    answer: { status: 200, body: organisers, headers: { "X-Total-Count": String(total) } },
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
  vi.clearAllMocks();
  window.localStorage.clear();
});

describe("/admin/organisateurs", () => {
  it("lists organisers with their structure, person, SIRET or RNA, Sirene result, date and state", async () => {
    stubApi([listRoute([pending, association], 61)]);
    const { container } = renderAt(<OrganisersPage />, {
      pattern: "/admin/organisateurs",
      url: "/admin/organisateurs",
    });
    expect(screen.getByRole("heading", { level: 1, name: m.listTitle })).toBeTruthy();
    const table = await screen.findByRole("table", { name: /61\u00a0organisateurs|61 organisateurs/ });
    const [, first, second] = within(table).getAllByRole("row");
    expect(within(first!).getByRole("link", { name: "Musée des Confluences" })).toHaveProperty(
      "pathname",
      "/admin/organisateurs/12",
    );
    expect(first!.textContent).toContain("Camille Durand");
    expect(first!.textContent).toContain("SIRET 73282932000074");
    expect(first!.textContent).toContain(m.sirene.active);
    expect(first!.textContent).toContain(m.status.pending);
    expect(second!.textContent).toContain("RNA W691234567");
    expect(second!.textContent).toContain(m.status.refused);
    expect(screen.getByRole("link", { name: /Page 2|2/ })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("filters by state and search through the address, and says when nothing matches", async () => {
    const api = stubApi([listRoute([])]);
    const { router } = renderAt(<OrganisersPage />, {
      pattern: "/admin/organisateurs",
      url: "/admin/organisateurs?page=3",
    });
    expect(await screen.findByText(m.empty)).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText(m.filterStatus), "pending");
    fill(screen.getByLabelText(m.filterSearch), "musée");
    await userEvent.click(screen.getByRole("button", { name: m.filterSubmit }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=pending&q=mus%C3%A9e"));
    await waitFor(() => {
      const last = requested(api, "/api/admin/organisers").at(-1)!;
      expect(Object.fromEntries(last.searchParams)).toEqual({
        status: "pending",
        q: "musée",
        limit: "50",
        offset: "0",
      });
    });
  });
});

describe("/admin/organisateurs/{id}", () => {
  function renderFile(api: Parameters<typeof stubApi>[0]) {
    const stub = stubApi(api);
    const rendered = renderAt(<OrganisersDetailPage />, {
      pattern: "/admin/organisateurs/:id",
      url: "/admin/organisateurs/12",
    });
    return { stub, ...rendered };
  }

  it("shows the file, the Sirene answer and the content, and refuses only with a reason", async () => {
    let answered: OrganiserDetail = file;
    const { stub, container } = renderFile([
      { method: "GET", path: "/api/admin/organisers/12", answer: () => ({ status: 200, body: answered }) },
      {
        method: "POST",
        path: "/api/admin/organisers/12/refuse",
        answer: () => {
          answered = { ...file, verification_status: "refused", verification_reason: "SIRET fermé" };
          return { status: 200, body: answered };
        },
      },
    ]);
    expect(
      await screen.findByRole("heading", { level: 1, name: m.detailTitle("Musée des Confluences") }),
    ).toBeTruthy();
    expect(screen.getByText(/MUSEE DES CONFLUENCES/)).toBeTruthy();
    const content = screen.getByRole("table", { name: m.contentCaption });
    expect(
      within(content).getByRole("rowheader", { name: m.contentKinds.event }).parentElement?.textContent,
    ).toContain("2");
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole("button", { name: m.refuse }));
    expect(await screen.findByText(m.reasonRequired, keepSpaces)).toBeTruthy();
    expect(requested(stub, "/api/admin/organisers/12/refuse")).toHaveLength(0);

    fill(screen.getByLabelText(m.refuseReasonLabel, { exact: false }), "SIRET fermé");
    await userEvent.click(screen.getByRole("button", { name: m.refuse }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(m.refused));
    expect(sentBody(stub, "/api/admin/organisers/12/refuse")).toEqual({ reason: "SIRET fermé" });
    // Refused now: only « Valider » is left, and the reason shows in the file.
    await waitFor(() => expect(screen.queryByRole("button", { name: m.refuse })).toBeNull());
    expect(screen.getByText("SIRET fermé")).toBeTruthy();
  });

  it("announces the server's 409 when another administrator decided first", async () => {
    renderFile([
      { method: "GET", path: "/api/admin/organisers/12", answer: { status: 200, body: file } },
      {
        method: "POST",
        path: "/api/admin/organisers/12/verify",
        answer: { status: 409, body: { error: m.alreadyVerified, code: "CONFLICT" } },
      },
    ]);
    await userEvent.click(await screen.findByRole("button", { name: m.verify }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(m.decisionFailed, m.alreadyVerified));
  });

  it("asks Sirene again, and says an RNA cannot be checked there", async () => {
    const { stub } = renderFile([
      { method: "GET", path: "/api/admin/organisers/12", answer: { status: 200, body: file } },
      {
        method: "POST",
        path: "/api/admin/organisers/12/identity-check",
        answer: { status: 200, body: file },
      },
    ]);
    await userEvent.click(await screen.findByRole("button", { name: m.sireneCheck }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(m.sireneChecked));
    expect(requested(stub, "/api/admin/organisers/12/identity-check")).toHaveLength(1);
    cleanup();

    renderFile([
      {
        method: "GET",
        path: "/api/admin/organisers/12",
        answer: { status: 200, body: { ...file, ...association, id: 12 } },
      },
    ]);
    expect(await screen.findByText(m.sireneRnaOnly, keepSpaces)).toBeTruthy();
    expect(screen.queryByRole("button", { name: m.sireneCheck })).toBeNull();
  });
});
