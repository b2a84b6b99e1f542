import { QueryClient, type QueryKey, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ASYNC_WAIT_MS } from "../test/setup.ts";
import { type Change, invalidateAfter, invalidatedBy } from "./invalidation.ts";
import { queryKeys } from "./query-keys.ts";

const families = Object.keys(queryKeys) as (keyof typeof queryKeys)[];

/** One cached query in every family, to see which ones a change marks stale. */
function seededClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const family of families) client.setQueryData([...queryKeys[family].all, "seed"], { seeded: true });
  return client;
}

function staleFamilies(client: QueryClient): string[] {
  return families.filter((family) => client.getQueryState([...queryKeys[family].all, "seed"])?.isInvalidated);
}

/** A query on screen: an observer keeps it active, so an invalidation refetches it. */
function watch(client: QueryClient, queryKey: QueryKey) {
  const queryFn = vi.fn(async () => ({ at: Date.now() }));
  const observer = new QueryObserver(client, { queryKey, queryFn });
  const unsubscribe = observer.subscribe(() => {});
  return { queryFn, unsubscribe };
}

/** A first load still under way would be shared by the refetch instead of starting a new one. */
async function loaded(client: QueryClient) {
  await vi.waitFor(() => expect(client.isFetching()).toBe(0), { timeout: ASYNC_WAIT_MS });
}

const unsubscribes: (() => void)[] = [];
afterEach(() => {
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
});

describe("what each change invalidates", () => {
  it("names only families of the key table, each as its whole family", () => {
    const roots = families.map((family) => queryKeys[family].all);
    for (const [change, keys] of Object.entries(invalidatedBy)) {
      expect(keys.length, change).toBeGreaterThan(0);
      for (const key of keys) expect(roots, `${change}: ${String(key)}`).toContainEqual(key);
    }
  });

  it("refreshes everything that shows a venue when a venue is deleted", async () => {
    const client = seededClient();
    await invalidateAfter(client, "lieuDeleted");
    expect(staleFamilies(client).sort()).toEqual(
      ["dashboard", "events", "lieux", "map", "parcours", "programs", "search", "sites", "stats"].sort(),
    );
  });

  it.each<[Change, string[]]>([
    ["lieuCreated", ["lieux", "dashboard", "stats", "map", "search"]],
    ["lieuUpdated", ["lieux", "events", "programs", "parcours", "sites", "dashboard", "map", "search"]],
    ["eventCreated", ["events", "dashboard", "stats", "map", "search"]],
    ["eventUpdated", ["events", "programs", "attendees", "map", "search"]],
    ["eventDeleted", ["events", "programs", "dashboard", "stats", "map", "search"]],
    ["programsCreated", ["programs"]],
    ["programUpdated", ["programs"]],
    ["programDeleted", ["programs", "events", "dashboard"]],
    ["parcoursSaved", ["parcours", "sites", "dashboard", "stats", "search"]],
    ["parcoursDeleted", ["parcours", "sites", "dashboard", "stats", "search"]],
    ["siteSaved", ["sites", "parcours", "dashboard", "stats", "map", "search"]],
    ["siteDeleted", ["sites", "parcours", "dashboard", "stats", "map", "search"]],
    ["participationCreated", ["participations", "events", "attendees", "dashboard", "stats", "search"]],
    ["participationCancelled", ["participations", "events", "attendees", "dashboard", "stats", "search"]],
    ["participationPaid", ["participations", "dashboard"]],
    ["locationCreated", ["locations"]],
    ["ticketCheckedIn", ["attendees", "dashboard"]],
    ["attendeeCancelled", ["attendees", "participations", "events", "dashboard", "stats", "search"]],
    ["sessionCancelled", ["attendees", "participations", "events", "dashboard", "stats", "search"]],
    ["remindersTurnedOff", ["users"]],
  ])("%s makes stale exactly %j", async (change, expected) => {
    const client = seededClient();
    await invalidateAfter(client, change);
    expect(staleFamilies(client).sort()).toEqual([...expected].sort());
  });

  it("refetches the queries on screen before it resolves", async () => {
    const client = seededClient();
    const list = watch(client, queryKeys.events.list({}));
    unsubscribes.push(list.unsubscribe);
    await loaded(client);

    await invalidateAfter(client, "eventCreated");
    expect(list.queryFn).toHaveBeenCalledTimes(2);
    expect(client.getQueryState(queryKeys.events.list({}))?.isInvalidated).toBe(false);
  });

  it("marks the deleted route stale without asking for it again, and refreshes the others", async () => {
    const client = seededClient();
    const deleted = watch(client, queryKeys.parcours.detail(3));
    const other = watch(client, queryKeys.parcours.detail(4));
    const list = watch(client, queryKeys.parcours.list({}));
    unsubscribes.push(deleted.unsubscribe, other.unsubscribe, list.unsubscribe);
    await loaded(client);

    await invalidateAfter(client, "parcoursDeleted", { spare: queryKeys.parcours.detail(3) });

    expect(deleted.queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(queryKeys.parcours.detail(3))?.isInvalidated).toBe(true);
    expect(other.queryFn).toHaveBeenCalledTimes(2);
    expect(list.queryFn).toHaveBeenCalledTimes(2);
    expect(staleFamilies(client).sort()).toEqual(["dashboard", "parcours", "search", "sites", "stats"]);
  });
});
