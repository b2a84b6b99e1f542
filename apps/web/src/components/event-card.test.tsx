import { type RegisteredLinkProps, setLink } from "@codegouvfr/react-dsfr/link";
import { sessionMessages } from "@culture-patrimoine/contract/messages";
import type { EventResponse } from "@culture-patrimoine/contract/schemas/event";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { eventFixture, sessionFixture } from "../test/event-fixtures.ts";
import { expectNoAxeViolations } from "../test/form-test-harness.tsx";
import { EventCard } from "./event-card.tsx";

// As main.tsx does through startReactDsfr: DSFR components render react-router links.
function RouterLink(props: RegisteredLinkProps & { children: ReactNode }) {
  return "to" in props ? <Link {...props} /> : <a {...props}>{props.children}</a>;
}
setLink({ Link: RouterLink });
afterEach(cleanup);

const event: EventResponse = eventFixture({
  id: 12,
  title: "Concert d'orgue à l'Église Saint-Eustache",
  description: "Les grandes orgues de Saint-Eustache.",
  category: "Musique",
  date_start: "2026-06-14T18:30:00.000Z",
  date_end: "2026-06-14T20:30:00.000Z",
  price: 12.5,
  lieu_id: 3,
  lieu: { id: 3, nom: "Église Saint-Eustache", ville: "Paris" },
});

function renderCard(value: EventResponse, headingLevel?: "h2" | "h3") {
  const router = createMemoryRouter([
    { path: "/", element: <EventCard event={value} headingLevel={headingLevel} /> },
  ]);
  return render(<RouterProvider router={router} />);
}

describe("EventCard", () => {
  it("has no accessibility violation", async () => {
    const { container } = renderCard(event);
    await screen.findByRole("heading", { level: 3 });
    await expectNoAxeViolations(container);
  });

  it("links to the event and shows its dates, place, price and category", async () => {
    renderCard(event, "h2");
    const link = await screen.findByRole("link", { name: event.title });
    expect(link.getAttribute("href")).toBe("/events/12");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(event.title);
    expect(screen.getByText(/Dimanche 14 juin 2026/)).toBeTruthy();
    expect(screen.getByText("Église Saint-Eustache, Paris")).toBeTruthy();
    expect(screen.getByText(/12,50/)).toBeTruthy();
    expect(screen.getByText("Musique")).toBeTruthy();
  });

  it("shows 'Gratuit', 'Lieu non renseigné' and a placeholder when the event has none of them", async () => {
    const { container } = renderCard({ ...event, price: null, lieu: null, lieu_id: null });
    await screen.findByText("Gratuit");
    expect(screen.getByText("Lieu non renseigné")).toBeTruthy();
    const image = container.querySelector("img");
    expect(image?.getAttribute("alt")).toBe("");
    expect(image?.getAttribute("src")).toMatch(/culture/);
  });

  it("shows the next session's date, and 'Complet' or 'Plus que N places' on the picture", async () => {
    const next = sessionFixture({
      id: 5,
      event_id: 12,
      starts_at: "2026-06-20T18:30:00.000Z",
      capacity: 30,
      places_taken: 27,
    });
    const { container, unmount } = renderCard({ ...event, next_session: next });
    await screen.findByText(/Samedi 20 juin 2026/);
    expect(screen.queryByText(/Dimanche 14 juin 2026/)).toBeNull();
    expect(container.querySelector(".fr-card__header")?.textContent).toContain(sessionMessages.placesLeft(3));
    unmount();

    renderCard({ ...event, next_session: { ...next, places_taken: 30, places_left: 0, state: "full" } });
    expect(await screen.findByText(sessionMessages.fullShort)).toBeTruthy();
  });

  it("says nothing of places when many are left, and keeps the event's dates when no session is left", async () => {
    const { container } = renderCard({
      ...event,
      next_session: sessionFixture({ id: 5, capacity: 200, places_taken: 3 }),
    });
    await screen.findByRole("link", { name: event.title });
    expect(container.querySelectorAll(".fr-badge")).toHaveLength(1);
    cleanup();
    renderCard({ ...event, next_session: null });
    expect(await screen.findByText(/Dimanche 14 juin 2026/)).toBeTruthy();
  });

  it("lazy-loads an uploaded picture in every width, its size reserved, with the organiser's alt text", async () => {
    const name = "1b4e28ba-2fa1-41d2-883f-0016d3cca427-1600x900.webp";
    const { container } = renderCard({
      ...event,
      image_url: `/uploads/${name}`,
      image_alt: "Les tuyaux dorés d’un grand orgue",
    });
    await screen.findByRole("link", { name: event.title });
    const image = container.querySelector("img");
    expect(image?.getAttribute("src")).toBe(`/uploads/${name}`);
    expect(image?.getAttribute("srcset")).toBe(
      `/uploads/${name.replace(".webp", "-400w.webp")} 400w, /uploads/${name.replace(".webp", "-800w.webp")} 800w, /uploads/${name} 1600w`,
    );
    expect(image?.getAttribute("sizes")).toBeTruthy();
    expect(image?.getAttribute("alt")).toBe("Les tuyaux dorés d’un grand orgue");
    expect(image?.getAttribute("loading")).toBe("lazy");
    expect(image?.getAttribute("width")).toBe("1600");
    expect(image?.getAttribute("height")).toBe("900");
  });

  it("shows a picture the API answers as an absolute address (issue 28) from this origin, in every width", async () => {
    const name = "1b4e28ba-2fa1-41d2-883f-0016d3cca427-1600x900.webp";
    // PUBLIC_URL need not be this page's origin (Vite's proxy in development): the name says it is ours.
    const { container } = renderCard({ ...event, image_url: `https://culture.exemple.fr/uploads/${name}` });
    await screen.findByRole("link", { name: event.title });
    const image = container.querySelector("img");
    expect(image?.getAttribute("src")).toBe(`/uploads/${name}`);
    expect(image?.getAttribute("srcset")).toContain(`/uploads/${name.replace(".webp", "-400w.webp")} 400w`);
    expect(image?.getAttribute("width")).toBe("1600");
  });

  it("shows a picture without alt text as decorative", async () => {
    const { container } = renderCard({ ...event, image_url: "/uploads/event-12.webp", image_alt: null });
    await screen.findByRole("link", { name: event.title });
    const image = container.querySelector("img");
    expect(image?.getAttribute("src")).toBe("/uploads/event-12.webp");
    expect(image?.getAttribute("alt")).toBe("");
    expect(image?.getAttribute("srcset")).toBeNull();
  });
});
