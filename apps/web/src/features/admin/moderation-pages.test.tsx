import { moderationMessages as m } from "@culture-patrimoine/contract/messages";
import type { ModerationItem, ModerationItemDetail } from "@culture-patrimoine/contract/schemas/moderation";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations, fill, renderAt, signInAs, stubApi } from "../../test/form-test-harness.tsx";
import { ModerationItemPage } from "./moderation-item-page.tsx";
import { ModerationQueuePage } from "./moderation-queue-page.tsx";

const waiting: ModerationItem = {
  kind: "event",
  id: 12,
  title: "Concert de printemps",
  moderation_status: "pending",
  moderation_reason: null,
  owner_suspended: false,
  created_at: "2026-03-02T10:00:00+01:00",
  updated_at: "2026-03-02T10:00:00+01:00",
  owner: {
    id: 5,
    name: "Léa Martin",
    email: "lea@exemple.fr",
    organization: "Chœur de Lyon",
    verification_status: "pending",
    suspended: false,
  },
  open_reports: 0,
  path: "/events/12",
};

const detail: ModerationItemDetail = {
  ...waiting,
  description: "Un concert au parc.",
  image_url: null,
  image_alt: null,
  facts: [{ label: "Dates", value: "Samedi 14 mars 2026 à 20 h 30" }],
  reports: [],
  history: [],
};

function requested(api: ReturnType<typeof stubApi>, path: string) {
  return api.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), "http://localhost"), init }))
    .filter(({ url }) => url.pathname === path);
}

beforeEach(() => signInAs("administrateur"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("the moderation queue page", () => {
  it("asks for what waits by default and lists it in an accessible table", async () => {
    const api = stubApi([
      {
        method: "GET",
        path: "/api/admin/moderation",
        answer: { status: 200, body: [waiting], headers: { "X-Total-Count": "1" } },
      },
    ]);
    const { container } = renderAt(<ModerationQueuePage />, {
      pattern: "/admin/moderation",
      url: "/admin/moderation",
    });
    const table = await screen.findByRole("table");
    const row = within(table).getAllByRole("row")[1]!;
    expect(within(row).getByRole("link", { name: "Concert de printemps" }).getAttribute("href")).toBe(
      "/admin/moderation/event/12",
    );
    expect(row.textContent).toContain("Chœur de Lyon");
    expect(row.textContent).toContain(m.status.pending);
    const sent = requested(api, "/api/admin/moderation")[0]!;
    expect(sent.url.searchParams.get("status")).toBe("pending");
    await expectNoAxeViolations(container);
  });
});

describe("a queued item's page", () => {
  function renderItem() {
    return renderAt(<ModerationItemPage />, {
      pattern: "/admin/moderation/:kind/:id",
      url: "/admin/moderation/event/12",
    });
  }

  it("offers approving and refusing a waiting item; refusing needs a reason", async () => {
    const api = stubApi([
      { method: "GET", path: "/api/admin/moderation/event/12", answer: { status: 200, body: detail } },
      {
        method: "POST",
        path: "/api/admin/moderation/event/12/refuse",
        answer: { status: 200, body: { moderation_status: "refused" } },
      },
    ]);
    const { container } = renderItem();
    expect(await screen.findByRole("heading", { level: 1, name: "Concert de printemps" })).toBeTruthy();
    expect(screen.getByText("Samedi 14 mars 2026 à 20 h 30")).toBeTruthy();
    expect(screen.getByRole("button", { name: m.approve })).toBeTruthy();
    expect(screen.queryByRole("button", { name: m.unpublish })).toBeNull();
    await expectNoAxeViolations(container);

    const refuse = screen.getByRole("heading", { name: m.refuse }).closest("section")!;
    await userEvent.click(within(refuse).getByRole("button", { name: m.refuse }));
    expect(
      (await within(refuse).findAllByText(/Indiquez le motif de votre décision/)).length,
    ).toBeGreaterThan(0);
    expect(requested(api, "/api/admin/moderation/event/12/refuse")).toHaveLength(0);

    fill(within(refuse).getByLabelText(m.reasonField), "Dates erronées.");
    await userEvent.click(within(refuse).getByRole("button", { name: m.refuse }));
    await waitFor(() => expect(requested(api, "/api/admin/moderation/event/12/refuse")).toHaveLength(1));
    const sent = requested(api, "/api/admin/moderation/event/12/refuse")[0]!;
    expect(JSON.parse(String(sent.init?.body))).toEqual({ reason: "Dates erronées." });
  });

  it("says a concurrent decision in French, in place", async () => {
    stubApi([
      {
        method: "GET",
        path: "/api/admin/moderation/event/12",
        answer: { status: 200, body: { ...detail, moderation_status: "published" } },
      },
      {
        method: "POST",
        path: "/api/admin/moderation/event/12/unpublish",
        answer: {
          status: 409,
          body: { error: "Cette décision ne s’applique plus à l’état actuel.", code: "ALREADY_DECIDED" },
        },
      },
    ]);
    renderItem();
    const unpublish = (await screen.findByRole("heading", { name: m.unpublish })).closest("section")!;
    fill(within(unpublish).getByLabelText(m.reasonField), "Publicité.");
    await userEvent.click(within(unpublish).getByRole("button", { name: m.unpublish }));
    expect(await within(unpublish).findByText(/ne s’applique plus/)).toBeTruthy();
  });
});
