import type { APIRequestContext } from "@playwright/test";

/** A demo event of the seed that journeys read and register to (paid on site). */
export const CONCERT = "Concert d’orgue à l’Église Saint-Eustache";

/** The demo concert's id, found as a visitor would (a search without accents). */
export async function concertId(request: APIRequestContext): Promise<number> {
  const response = await request.get("/api/events?q=eglise");
  if (!response.ok()) throw new Error(`the event search answered ${response.status()}`);
  const events: { id: number; title: string }[] = await response.json();
  const concert = events.find((event) => event.title === CONCERT);
  if (!concert) throw new Error("the demo concert is missing");
  return concert.id;
}
