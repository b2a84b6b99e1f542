import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

// An organiser's venues and events made through the API with the page's session: the journeys that
// are not about the forms (organiser-forms.spec.ts) start from them.

/** Events happen next year, so registrations stay open whatever day the suite runs. */
export const NEXT_YEAR = new Date().getFullYear() + 1;

export async function bearer(page: Page): Promise<{ Authorization: string }> {
  const token = await page.evaluate(() => window.localStorage.getItem("token"));
  expect(token).toBeTruthy();
  return { Authorization: `Bearer ${token}` };
}

export async function createLieuByApi(page: Page, request: APIRequestContext, nom: string): Promise<number> {
  const response = await request.post("/api/lieux", {
    headers: await bearer(page),
    data: { nom, ville: "Arles", description: "Théâtre antique" },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}

export async function createEventByApi(
  page: Page,
  request: APIRequestContext,
  lieuId: number,
  title: string,
): Promise<{ id: number; moderation_status: string }> {
  const response = await request.post("/api/events", {
    headers: await bearer(page),
    data: { title, category: "Spectacle", date_start: `${NEXT_YEAR}-06-20T21:00`, lieu_id: lieuId },
  });
  expect(response.status()).toBe(201);
  return response.json();
}
