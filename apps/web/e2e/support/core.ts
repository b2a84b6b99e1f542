// The main journey of each area carries this tag: `npm test` runs only those (scripts/e2e.mjs
// --core, within its five minutes), and CI's browser pass runs all the others (--rest), so that
// every journey runs once in CI.
export const CORE = { tag: "@core" } as const;
