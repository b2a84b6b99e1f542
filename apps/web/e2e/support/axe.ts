import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * WCAG 2.1 A and AA rules (the level RGAA maps to), run on the page once it is at rest: axe reads
 * colours as they are at that instant, and a notification still fading in has its text at partial
 * opacity (CI once saw colour-contrast fail on a toast that had just appeared). Endless animations
 * (loading placeholders) are not waited for. A transition may also start during the analysis (a
 * toast leaving after its delay: CI saw it fail again on /create-event), so transitions and
 * animations are switched off while axe runs: every element is read in its resting state.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
  const still = await page.addStyleTag({
    content: "*, *::before, *::after { transition: none !important; animation: none !important; }",
  });
  // Legacy mode: axe runs in the page itself, not partly in a blank page opened for each analysis
  // (the default, made for cross-origin frames, which our pages do not have); and only violations
  // are written out in full. 0.6–1.3 s an analysis instead of 1.7–3.3 s on CI's two cores, the same
  // violations (decision 057).
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  await still.evaluate((element) => (element as Element).remove());
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join("\n    ")}`,
  );
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}
