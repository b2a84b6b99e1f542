import type { ParcoursResponse } from "@culture-patrimoine/contract/schemas/parcours";
import type { SiteResponse } from "@culture-patrimoine/contract/schemas/site";
import type { APIRequestContext, Page } from "@playwright/test";
import { concertId } from "./support/demo-events.ts";
import { expect, test } from "./support/fixtures.ts";

// Cumulative Layout Shift of each public page while it loads (issue 13: ≤ 0.05). The API is slowed
// down so that the loading state is on screen long enough for a shift to show: on a fast machine
// data arrives before the first paint and a page that jumps on a phone would pass here.

const API_DELAY_MS = 600;
const CLS_LIMIT = 0.05;
const VIEWPORTS = [
  { name: "mobile", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

declare global {
  interface Window {
    __layoutShift?: { total: number; sources: string[] };
  }
}

/**
 * Sums every layout shift not caused by the visitor's input (what CLS counts), from the first
 * paint: the observer is installed before any of the page's scripts run and reads buffered entries.
 */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { total: 0, sources: [] as string[] };
    window.__layoutShift = record;
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        record.total += entry.value;
        const nodes = (entry.sources ?? []).map((source) => {
          // A shifted text is reported as its text node: name the element that holds it.
          const node = source.node instanceof Text ? source.node.parentElement : source.node;
          if (!(node instanceof Element)) return node?.nodeName ?? "?";
          return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${
            node.classList.length ? `.${[...node.classList].slice(0, 2).join(".")}` : ""
          }`;
        });
        record.sources.push(`${entry.value.toFixed(4)} ${nodes.join(", ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The page once everything it asked for has arrived and been painted. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await expect(page.locator("#fr-footer")).toBeVisible();
  // Two frames: shifts caused by the last answer are reported after the frame that paints them.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

interface Target {
  name: string;
  path: (request: APIRequestContext) => Promise<string>;
  /** The map: its tiles come from a closed port in the e2e server, and the browser logs each. */
  refusedTiles?: boolean;
}

const targets: Target[] = [
  { name: "accueil", path: async () => "/" },
  { name: "événements", path: async () => "/events" },
  // Filters in the address open their box at once, with its code loaded before the first render.
  { name: "événements filtrés", path: async () => "/events?ville=Lyon&accessibility=moteur" },
  { name: "un événement", path: async (request) => `/events/${await concertId(request)}` },
  { name: "parcours", path: async () => "/parcours" },
  {
    name: "un parcours",
    path: async (request) => {
      // The demo's first route (the lowest id), not the newest: another journey of the same run
      // creates a route and deletes it, and the newest may be gone when the page loads.
      const routes: ParcoursResponse[] = await (await request.get("/api/parcours?limit=200")).json();
      const [route] = routes.toSorted((a, b) => a.id - b.id);
      if (!route) throw new Error("the demo data should have a route");
      return `/parcours/${route.id}`;
    },
  },
  { name: "connexion", path: async () => "/auth" },
  { name: "lieux", path: async () => "/lieux" },
  { name: "sites", path: async () => "/sites" },
  {
    name: "un lieu",
    path: async (request) => {
      // A venue with routes: its page loads the venue, then its events and its routes.
      const routes: ParcoursResponse[] = await (await request.get("/api/parcours?limit=20")).json();
      const lieuId = routes.find((route) => route.lieu_id !== null)?.lieu_id;
      if (!lieuId) throw new Error("the demo data should have a route at a venue");
      return `/lieux/${lieuId}`;
    },
  },
  {
    name: "un site",
    path: async (request) => {
      const sites: SiteResponse[] = await (await request.get("/api/sites?limit=1")).json();
      const [site] = sites;
      if (!site) throw new Error("the demo data should have a site");
      return `/sites/${site.id}`;
    },
  },
  { name: "programmes", path: async () => "/programs" },
  { name: "carte", path: async () => "/carte", refusedTiles: true },
];

for (const viewport of VIEWPORTS) {
  test.describe(`layout shift at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const target of targets) {
      test(`${target.name} stays below ${CLS_LIMIT} while its data loads`, async ({
        page,
        request,
        consoleGuard,
      }) => {
        if (target.refusedTiles) consoleGuard.allow(/Failed to load resource: net::ERR_UNSAFE_PORT/);
        const url = await target.path(request);
        await watchLayoutShifts(page);
        await page.route("**/api/**", async (route) => {
          await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
          await route.continue();
        });
        await page.goto(url);
        await settle(page);
        const shift = await page.evaluate(() => window.__layoutShift ?? { total: 0, sources: [] });
        // Printed so that a run shows the figure of each page, not only the failures.
        console.log(`CLS ${viewport.width}px ${url}: ${shift.total.toFixed(4)}`);
        for (const source of shift.sources) console.log(`    ${source}`);
        expect(shift.total, `${url} at ${viewport.width} px:\n${shift.sources.join("\n")}`).toBeLessThan(
          CLS_LIMIT,
        );
      });
    }
  });
}
