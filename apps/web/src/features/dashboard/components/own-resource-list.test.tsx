import { moderationMessages } from "@culture-patrimoine/contract/messages";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../../test/form-test-harness.tsx";
import { type OwnResource, OwnResourceList } from "./own-resource-list.tsx";

afterEach(cleanup);

function renderList(items: OwnResource[]) {
  const router = createMemoryRouter(
    [{ path: "/", element: <OwnResourceList items={items} kind="le lieu" /> }],
    {
      initialEntries: ["/"],
    },
  );
  return render(<RouterProvider router={router} />);
}

const item = (id: number, name: string, status: OwnResource["status"]): OwnResource => ({
  id,
  name,
  details: "Provins",
  status,
  editHref: `/lieux/${id}/modifier`,
});

describe("OwnResourceList", () => {
  it("shows the state of each venue, route or site the public does not see, none for a published one", async () => {
    const { container } = renderList([
      item(1, "Grange aux dîmes", "published"),
      item(2, "Tour César", "pending"),
      item(3, "Halle aux blés", "refused"),
      item(4, "Collégiale", "unpublished"),
    ]);
    await expectNoAxeViolations(container);
    const badgeOf = (name: string) =>
      screen.getByRole("heading", { name }).closest("li")?.querySelector(".fr-badge")?.textContent ?? null;
    expect(badgeOf("Grange aux dîmes")).toBeNull();
    expect(badgeOf("Tour César")).toBe(moderationMessages.status.pending);
    expect(badgeOf("Halle aux blés")).toBe(moderationMessages.status.refused);
    expect(badgeOf("Collégiale")).toBe(moderationMessages.status.unpublished);
  });
});
