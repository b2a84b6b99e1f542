// The fault tests that cost the most (real servers started on damaged PGlite folders, clusters
// created and copied, images of tens of megapixels decoded under load) run in a step of their own:
// `npm run test:slow`, which CI runs on every change (.ci/run). `npm test` leaves them out so that it
// stays under five minutes on a two-core machine (docs/decisions/012-test-tiers.md).

/** Whether this run includes the slow fault tests (SLOW_TESTS=1, set by `npm run test:slow`). */
export const slowTestsEnabled = process.env.SLOW_TESTS === "1";

/** Says, once per file, that a slow file was left out and how to run it. */
export function announceSlowTestsSkipped(file: string): void {
  if (!slowTestsEnabled) {
    console.info(`${file} skipped: a slow fault test, run by npm run test:slow (and in CI).`);
  }
}
