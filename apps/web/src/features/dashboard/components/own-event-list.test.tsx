import { moderationMessages } from "@culture-patrimoine/contract/messages";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ownEventFixture } from "../../../test/event-fixtures.ts";
import { expectNoAxeViolations } from "../../../test/form-test-harness.tsx";
import { OwnEventList } from "./own-event-list.tsx";

afterEach(cleanup);

function renderList(events: Parameters<typeof OwnEventList>[0]["events"], mayEdit = true) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: <OwnEventList events={events} mayEdit={mayEdit} onDelete={() => {}} deletingId={null} />,
      },
    ],
    { initialEntries: ["/"] },
  );
  return render(<RouterProvider router={router} />);
}

describe("OwnEventList", () => {
  it("shows the state of each event the public does not see, and none for a published one", async () => {
    const { container } = renderList([
      ownEventFixture({ id: 1, title: "Nocturne publiée" }),
      ownEventFixture({ id: 2, title: "Nocturne en attente", moderation_status: "pending" }),
      ownEventFixture({
        id: 3,
        title: "Nocturne refusée",
        moderation_status: "refused",
        moderation_reason: "Doublon",
      }),
      ownEventFixture({ id: 4, title: "Nocturne dépubliée", moderation_status: "unpublished" }),
    ]);
    const items = screen.getAllByRole("listitem").filter((item) => item.querySelector("h3"));
    const badgeOf = (title: string) => {
      const item = items.find((candidate) => within(candidate).queryByRole("link", { name: title }));
      return item?.querySelector(".fr-badge")?.textContent ?? null;
    };
    expect(badgeOf("Nocturne publiée")).toBeNull();
    expect(badgeOf("Nocturne en attente")).toBe(moderationMessages.status.pending);
    expect(badgeOf("Nocturne refusée")).toBe(moderationMessages.status.refused);
    expect(badgeOf("Nocturne dépubliée")).toBe(moderationMessages.status.unpublished);
    await expectNoAxeViolations(container);
  });

  it("offers an agent d'accueil the door only: the ticket check and the attendees, no edit, programme or delete", async () => {
    const { container } = renderList([ownEventFixture({ id: 5, title: "Nocturne" })], false);
    const links = screen.getAllByRole("link").map((link) => link.textContent);
    expect(links).toEqual(["Nocturne", "Contrôler les billets de Nocturne", "Inscrits de Nocturne"]);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: "Contrôler les billets de Nocturne" }).getAttribute("href")).toBe(
      "/scan?event=5",
    );
    await expectNoAxeViolations(container);
  });

  it("offers a member whose role edits the programme every action", () => {
    renderList([ownEventFixture({ id: 5, title: "Nocturne" })]);
    expect(screen.getByRole("link", { name: "Modifier l’événement Nocturne" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ajouter un programme à Nocturne" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Supprimer l’événement Nocturne" })).toBeTruthy();
  });
});
