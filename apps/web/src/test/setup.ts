import { afterEach, beforeEach, vi } from "vitest";

// One setup for every web test (vitest.config.ts), in Node and in jsdom.

// Screens announce results through lib/toast.ts; tests assert on these spies instead of rendering
// sonner's portal. Spies are cleared after each test so a call cannot leak into the next assertion.
vi.mock("../lib/toast.ts", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

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
