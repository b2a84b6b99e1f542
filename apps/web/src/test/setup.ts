import { configure } from "@testing-library/dom";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeEach, vi } from "vitest";

// One setup for every web test (vitest.config.ts), in Node and in jsdom.

// How long findBy* queries and waitFor wait for what they look for: testing-library's default of
// 1 s is less than a lazy page, a first DSFR render or a form's validation may take on a busy
// machine. A wait ends as soon as its condition holds, so this only delays a test that fails; it
// stays below the web project's test timeout, so such a test names what it did not find.
export const ASYNC_WAIT_MS = 15_000;
configure({ asyncUtilTimeout: ASYNC_WAIT_MS });

// Screens announce results through lib/toast.ts; tests assert on these spies instead of rendering
// sonner's portal. Spies are cleared after each test so a call cannot leak into the next assertion.
// Without isolation (vitest.config.ts) a worker keeps the modules a file imported, and this setup
// runs again before each file: the factory hands every file the same spies, so that a screen
// imported by an earlier file and the test asserting on its toasts see one object.
vi.mock("../lib/toast.ts", () => {
  const shared = globalThis as { __toastMock?: { toast: Record<"success" | "error" | "info", unknown> } };
  shared.__toastMock ??= { toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } };
  return shared.__toastMock;
});

// As in the browser journeys, an unexpected console.error fails the test that logged it: React
// warnings (keys, act, invalid DOM nesting) and caught-but-logged failures must not pass silently.
// A test that expects one says so with `expectConsoleError(/pattern/)`.
const expected: RegExp[] = [];

// jsdom does not know HTML's <search> element yet (browsers do), so React warns about it there only.
const JSDOM_GAPS = [/The tag <%s> is unrecognized in this browser.* search$/s];
let logged: string[] = [];

export function expectConsoleError(pattern: RegExp): void {
  expected.push(pattern);
}

beforeEach(() => {
  logged = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    const text = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(" ");
    if (![...JSDOM_GAPS, ...expected].some((pattern) => pattern.test(text))) logged.push(text);
  });
});

afterEach(() => {
  vi.clearAllMocks();
  const unexpected = logged;
  logged = [];
  expected.length = 0;
  if (unexpected.length > 0) {
    throw new Error(`Unexpected console.error (${unexpected.length}):\n${unexpected.join("\n---\n")}`);
  }
});

// The web projects run without isolation (vitest.config.ts): a worker keeps one jsdom window for
// every file it runs. Each file still ends as a fresh window would have started the next one:
// nothing left mounted (React trees, portals, the document's title), storage and address empty.
afterAll(() => {
  if (typeof window === "undefined") return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/");
  document.title = "";
  document.body.innerHTML = "";
});
