// Stands in for @codegouvfr/react-dsfr/fr/colors.js in the build (vite.config.ts, decision 030).
// The original holds the DSFR's whole colour tables (about 100 kB, 13.5 kB gzip in every page's
// first load) for `fr.colors`, which our code never reads; react-dsfr itself only reads one value,
// the page background, to set <meta name="theme-color"> (useIsDark/client.js). Values from the
// DSFR's --background-default-grey, light and dark.
export const colors = {
  getHex: ({ isDark }) => ({
    decisions: { background: { default: { grey: { default: isDark ? "#161616" : "#ffffff" } } } },
  }),
};
