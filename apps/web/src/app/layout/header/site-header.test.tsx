import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt, stubApi } from "../../../test/form-test-harness.tsx";
import { SiteHeader } from "./site-header.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderHeader() {
  stubApi([]);
  return renderAt(<SiteHeader />, { pattern: "/", url: "/" });
}

describe("the header's search box (issue 32)", () => {
  it("belongs to a plain GET form to /recherche, so that it searches without the app's script", () => {
    renderHeader();
    const input = screen.getByRole("searchbox", { name: "Rechercher" }) as HTMLInputElement;
    expect(input.name).toBe("q");
    const form = input.form;
    expect(form?.getAttribute("action")).toBe("/recherche");
    expect(form?.getAttribute("method")).toBe("get");
  });

  it("opens the results page with the words typed, on Enter", async () => {
    const { router } = renderHeader();
    await userEvent.type(screen.getByRole("searchbox", { name: "Rechercher" }), "orgues Lyon{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/recherche"));
    expect(router.state.location.search).toBe("?q=orgues+Lyon");
  });

  it("opens the results page with the button", async () => {
    const { router } = renderHeader();
    fireEvent.change(screen.getByRole("searchbox", { name: "Rechercher" }), {
      target: { value: " château " },
    });
    // The other « Rechercher » button opens the search box on a phone (the DSFR's modal).
    const submit = screen
      .getAllByRole("button", { name: "Rechercher" })
      .find((button) => button.id.endsWith("search-bar-button"));
    fireEvent.click(submit as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe("/recherche"));
    expect(router.state.location.search).toBe("?q=ch%C3%A2teau");
  });
});
