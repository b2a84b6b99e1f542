import { test as base, expect } from "@playwright/test";

export interface ConsoleGuard {
  /** Declares console errors this test provokes on purpose (a 401 logged by the browser...). */
  allow(pattern: RegExp): void;
}

/**
 * Every journey fails on an unexpected console error, uncaught exception or Content Security
 * Policy violation: they are bugs a visitor would not see but that break something somewhere.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      // Injected through the DevTools protocol, so the page's strict CSP does not block it.
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(
            `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"}`,
          );
        });
      });
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`Uncaught exception: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, "unexpected console errors or CSP violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The browser logs every failed request; journeys that expect one declare it with this. */
export function httpStatusLogged(status: number): RegExp {
  return new RegExp(`status of ${status}\\b`);
}
