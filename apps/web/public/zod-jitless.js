// Zod (the validation library) compiles its parsers with `new Function` when it may, and probes for
// that as soon as a schema is built; the site's CSP forbids eval (script-src 'self'), so the probe
// files a CSP violation report. Zod reads this global setting first, provided it exists before any
// schema does: hence a classic script that runs before the app's modules, not an import.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
