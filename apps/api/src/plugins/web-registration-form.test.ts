import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventSessions } from "../db/schema.ts";
import { registerProfessionnel } from "../test/accounts.ts";
import { createTestApp, type TestContext } from "../test/app.ts";
import { insertEvent } from "../test/rows.ts";
import { SERVER_ENTRY } from "./web.ts";

// The registration form sent without JavaScript (decision 053): a plain POST that the server turns
// into the JSON API's request, answered with the ticket (303) or the form again. The renderer is a
// stand-in that writes out what it was asked to render, so that these tests need no web build.

const PUBLIC_URL = "https://culture.example";
const fakeRenderer = `
export const SERVER_STATE_ELEMENT_ID = "cp-server-state";
export async function render({ url, registrationAttempt }) {
  if (url.includes("/999999/")) return { html: "<h1>Événement introuvable</h1>", state: null, missing: true, modules: [] };
  return {
    html: "<form method=\\"post\\" action=\\"" + url + "\\"></form><pre id=\\"attempt\\">" +
      JSON.stringify(registrationAttempt ?? null).replace(/</g, "\\\\u003c") + "</pre>",
    state: { queries: {} },
    missing: false,
    modules: [],
  };
}
`;

const distDir = mkdtempSync(path.join(tmpdir(), "cp-web-form-"));
let ctx: TestContext;
let eventId: number;
let sessionId: number;
beforeAll(async () => {
  mkdirSync(path.join(distDir, ".server"), { recursive: true });
  writeFileSync(
    path.join(distDir, "index.html"),
    '<!doctype html><html lang="fr"><head><title>Culture &amp; Patrimoine</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(distDir, SERVER_ENTRY), fakeRenderer);
  ctx = await createTestApp({ WEB_DIST_DIR: distDir, PUBLIC_URL });
  const organiserId = (await registerProfessionnel(ctx.app)).user.id;
  eventId = (await insertEvent(ctx.database.db, organiserId, { title: "Concert d’orgue" })).id;
  const [session] = await ctx.database.db
    .update(eventSessions)
    .set({ capacity: 3 })
    .where(eq(eventSessions.event_id, eventId))
    .returning();
  if (!session) throw new Error("no session");
  sessionId = session.id;
});
afterAll(async () => {
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

const person = {
  prenom: "Jeanne",
  nom: "Martin",
  email: "jeanne.martin@example.fr",
  telephone: "0612345678",
  motivation: "Pour l’orgue",
  demandes_speciales: "",
  nombre_places: "1",
};

function post(fields: Record<string, string>, headers: Record<string, string> = {}, id = eventId) {
  return ctx.app.inject({
    method: "POST",
    url: `/events/${id}/register`,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-site": "same-origin",
      origin: PUBLIC_URL,
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

function attemptOf(html: string) {
  const json = /<pre id="attempt">([\s\S]*?)<\/pre>/.exec(html)?.[1];
  return JSON.parse(json ?? "null");
}

describe("the registration form without JavaScript", () => {
  it("registers and answers 303 to the ticket page", async () => {
    const response = await post({ ...person, session_id: String(sessionId) });
    expect(response.statusCode).toBe(303);
    const location = response.headers.location as string;
    expect(location).toMatch(/^\/billet\/[\w-]+$/);
    const ticket = await ctx.app.inject({
      method: "GET",
      url: `/api${location.replace("/billet", "/tickets")}`,
    });
    expect(ticket.json()).toMatchObject({ prenom: "Jeanne", nombre_places: 1, status: "confirmed" });
  });

  it("answers the form again, 400, with the API's French messages and the values kept", async () => {
    const response = await post({ ...person, email: "jeanne", motivation: "" });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const { eventId: attemptEvent, attempt } = attemptOf(response.body);
    expect(attemptEvent).toBe(eventId);
    expect(attempt.values).toMatchObject({ prenom: "Jeanne", email: "jeanne", motivation: "" });
    const paths = attempt.errors.map((error: { path: string }) => error.path);
    expect(paths).toEqual(expect.arrayContaining(["email", "motivation"]));
    expect(attempt.errors.find((error: { path: string }) => error.path === "motivation").message).toBe(
      "La motivation est obligatoire",
    );
  });

  it("answers 409 with the full session's choices, then joins the waiting list when asked", async () => {
    const full = await post({ ...person, email: "paul@example.fr", nombre_places: "4" });
    expect(full.statusCode).toBe(409);
    const { attempt } = attemptOf(full.body);
    // Three places, one taken by the first test.
    expect(attempt.full).toEqual({ placesLeft: 2 });
    expect(attempt.values.nombre_places).toBe("4");

    const waiting = await post({
      ...person,
      email: "paul@example.fr",
      nombre_places: "4",
      join_waitlist: "true",
    });
    expect(waiting.statusCode).toBe(303);
    const code = (waiting.headers.location as string).split("/").pop();
    const ticket = await ctx.app.inject({ method: "GET", url: `/api/tickets/${code}` });
    expect(ticket.json()).toMatchObject({ status: "waitlisted", nombre_places: 4 });
  });

  it("refuses a cross-site form (Sec-Fetch-Site, else Origin), in French", async () => {
    const bySite = await post({ ...person, email: "x@example.fr" }, { "sec-fetch-site": "cross-site" });
    expect(bySite.statusCode).toBe(403);
    expect(bySite.body).toContain("le formulaire doit être envoyé depuis le site Culture & Patrimoine");
    const byOrigin = await ctx.app.inject({
      method: "POST",
      url: `/events/${eventId}/register`,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      payload: new URLSearchParams({ ...person, email: "x@example.fr" }).toString(),
    });
    expect(byOrigin.statusCode).toBe(403);
    const count = await ctx.app.inject({ method: "GET", url: `/api/events/${eventId}` });
    expect(count.statusCode).toBe(200);
  });

  it("registers once when the same form is sent twice (its hidden Idempotency-Key)", async () => {
    const key = "4f1c2b9e-8d7a-4c3b-9a1e-2f3d4c5b6a79";
    const fields = { ...person, email: "double@example.fr", idempotency_key: key };
    const [first, second] = [await post(fields), await post(fields)];
    expect(first.statusCode).toBe(303);
    expect(second.statusCode).toBe(303);
    expect(second.headers.location).toBe(first.headers.location);
  });

  it("keeps the JSON API closed to forms: a form-encoded POST there is still refused", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/participations",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ ...person, event_id: String(eventId) }).toString(),
    });
    expect(response.statusCode).toBe(415);
  });

  it("answers an unknown event's form with the 404 page", async () => {
    const response = await post({ ...person }, {}, 999999);
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("<h1>Événement introuvable</h1>");
  });
});
