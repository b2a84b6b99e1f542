import { test as base, expect, type Page } from "@playwright/test";

/**
 * The app's scripts start only once a page has painted (decision 037), possibly after the `load`
 * event that `goto` and `reload` wait for: on an app page (one with #root), they also wait until
 * the app has taken the page over (`data-app-ready` on <html>), so that a journey never types into or
 * clicks a page whose scripts have not run. Pages made outside the fixture (another context) call it
 * themselves.
 */
export function waitForAppOnNavigation(page: Page): Page {
  const appReady = () =>
    page.waitForFunction(
      () =>
        document.getElementById("root") === null || document.documentElement.hasAttribute("data-app-ready"),
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const response = await goto(...args);
    await appReady();
    return response;
  };
  page.reload = async (...args: Parameters<Page["reload"]>) => {
    const response = await reload(...args);
    await appReady();
    return response;
  };
  return page;
}

export interface ConsoleGuard {
  /** Declares console errors this test provokes on purpose (a 401 logged by the browser...). */
  allow(pattern: RegExp): void;
}

/**
 * Every journey fails on an unexpected console error, uncaught exception or Content Security
 * Policy violation: they are bugs a visitor would not see but that break something somewhere.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitForAppOnNavigation(page));
  },
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
