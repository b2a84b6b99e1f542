// @vitest-environment node
import { describe, expect, it } from "vitest";
import { render, type ServerFetch } from "./entry-server.tsx";
import { eventFixture } from "./test/event-fixtures.ts";

// The server's render of a page (decision 036), as the API runs it but in Node without a build:
// the app's own routes and components, the pages' own queries answered by a stand-in for the API.

const HOSTILE_TITLE = "</script><script>alert(1)</script>";
const concert = eventFixture({
  id: 7,
  title: "Concert d'orgue à Saint-Eustache",
  date_start: "2030-06-14T20:30:00+02:00",
  lieu: { id: 3, nom: "Église Saint-Eustache", ville: "Paris" },
});
const hostile = eventFixture({ id: 8, title: HOSTILE_TITLE });

function json(body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { headers: { "content-type": "application/json", ...headers } });
}

/** Answers like the API, and keeps what was asked. */
function fakeApi(answers: Record<string, () => Response>) {
  const asked: string[] = [];
  const fetch: ServerFetch = async (url) => {
    asked.push(url);
    const path = url.split("?")[0] ?? url;
    const answer = answers[path];
    return (
      answer?.() ?? new Response(JSON.stringify({ error: "Introuvable", code: "NOT_FOUND" }), { status: 404 })
    );
  };
  return { fetch, asked };
}

const publicUrl = "https://culture.example";

describe("server rendering", () => {
  it("renders /events with its first events, and hands over the list it was rendered with", async () => {
    const api = fakeApi({ "/api/events": () => json([concert, hostile], { "X-Total-Count": "2" }) });
    const result = await render({ url: "/events", fetch: api.fetch, publicUrl });
    expect(result).not.toBeNull();
    const html = result?.html ?? "";
    expect(html).toContain("<h1");
    expect(html).toContain("Concert d&#x27;orgue à Saint-Eustache");
    expect(html).toContain("Église Saint-Eustache, Paris");
    expect(html).toContain("2 événements trouvés");
    // React escapes the text: the title is shown, never run.
    expect(html).not.toContain(HOSTILE_TITLE);
    expect(html).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(api.asked).toEqual(["/api/events?upcoming=true&limit=24&offset=0"]);
    const [list] = result?.state?.queries.queries ?? [];
    expect(list?.state.data).toMatchObject({ total: 2, items: [{ id: 7 }, { id: 8, title: HOSTILE_TITLE }] });
  });

  it("renders an event page in two steps (the event, then its programme) with its register button", async () => {
    const api = fakeApi({
      "/api/events/7": () => json(concert),
      "/api/programs": () => json([], { "X-Total-Count": "0" }),
    });
    const result = await render({ url: "/events/7", fetch: api.fetch, publicUrl });
    const html = result?.html ?? "";
    expect(html).toContain("Concert d&#x27;orgue à Saint-Eustache");
    expect(html).toContain("Église Saint-Eustache, Paris");
    expect(html).toContain("S’inscrire");
    expect(html).toContain('href="/events/7/register"');
    expect(api.asked.map((url) => url.split("?")[0])).toEqual(["/api/events/7", "/api/programs"]);
    expect(result?.state?.queries.queries).toHaveLength(2);
  });

  it("renders /carte with its list of places and links to their pages, the map left to the browser", async () => {
    const place = {
      city: "Lyon",
      latitude: 45.76,
      longitude: 4.83,
      category: null,
      next_date: null,
      date_end: null,
    };
    const api = fakeApi({
      "/api/map/points": () =>
        json({
          points: [
            { ...place, kind: "site", id: 5, name: "Tour rose", category: "Monument" },
            { ...place, kind: "lieu", id: 3, name: "Opéra de Lyon" },
          ],
          truncated: false,
        }),
      "/api/map/config": () =>
        json({
          tiles: { url: "/tiles/{z}/{x}/{y}.png", attribution: "Démo", max_zoom: 12 },
          geocoding: false,
        }),
    });
    const result = await render({ url: "/carte", fetch: api.fetch, publicUrl });
    const html = result?.html ?? "";
    expect(html).toContain("<h1");
    expect(html).toContain('href="/lieux/3"');
    expect(html).toContain('href="/sites/5"');
    // Venues before sites in a city, as the browser sorts them: hydration finds the same list.
    expect(html.indexOf("Opéra de Lyon")).toBeLessThan(html.indexOf("Tour rose"));
    expect(html).toContain("2 lieux affichés");
    // The map's frame is there, empty (its place kept): Leaflet is never loaded on the server.
    expect(html).toContain("cp-map--waiting");
    expect(html).not.toContain("leaflet");
    expect(result?.modules.some((module) => module.includes("places-map"))).toBe(false);
    expect(result?.state?.queries.queries.map((query) => query.queryKey[0])).toEqual(["map", "map"]);
  });

  it("fails rather than render a page whose answer failed (the API then sends the shell)", async () => {
    const api = fakeApi({
      "/api/events": () =>
        new Response(JSON.stringify({ error: "Erreur", code: "INTERNAL" }), { status: 500 }),
    });
    await expect(render({ url: "/events", fetch: api.fetch, publicUrl })).rejects.toThrow(/failed/);
  });
});
