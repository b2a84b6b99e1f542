// Drops from the DSFR stylesheet the rules no shipped script can ever need (decision 037). Pure:
// given the CSS, the code of every JavaScript chunk of the build and the app's own stylesheets,
// returns the CSS without them. Used by the `unusedDsfrRules` plugin of vite.config.ts.
import postcss, { type Root, type Rule } from "postcss";

/**
 * What the code can put in a `class` attribute. `code` is every script of the build: a DSFR class
 * written in it (`"fr-btn"`) may appear, and a word ending in `-` (`fr-alert--${severity}` in
 * react-dsfr) starts class names built at run time, so every class starting with it may appear too
 * (a bare `fr-`, as in `fr-${layer}`, says nothing and is ignored). `dsfrScript` is the DSFR's own
 * script, which builds its classes from a prefix (`ns("collapse")` is `fr-collapse`) and adds its
 * modifiers to a selector (`selector + "--" + "expanded"`): each of its words, prefixed, may appear,
 * and so may `block--word` for a block that may appear. Counting every word, in strings or not,
 * only ever keeps more rules than needed.
 */
export function classVocabulary(code: string, dsfrScript: string) {
  const words = new Set(code.match(/[A-Za-z0-9_-]+/g));
  const runtimeWords = new Set(dsfrScript.match(/[A-Za-z0-9_-]+/g));
  for (const word of runtimeWords) words.add(`fr-${word}`);
  const dsfrWords = [...words].filter((word) => word.startsWith("fr-"));
  const prefixes = dsfrWords.filter((word) => word.endsWith("-") && word.length > "fr-".length + 1);
  const customProperties = new Set(code.match(/--[A-Za-z0-9_-]+/g));
  const mayAppear = (className: string): boolean => {
    // `^` marks a class start required by `[class^=fr-x]` or `[class*=" fr-x"]`.
    if (className.endsWith("^")) {
      const start = className.slice(0, -1);
      return (
        dsfrWords.some((word) => word.startsWith(start)) ||
        prefixes.some((prefix) => start.startsWith(prefix))
      );
    }
    if (words.has(className) || prefixes.some((prefix) => className.startsWith(prefix))) return true;
    const modifierAt = className.lastIndexOf("--");
    return (
      modifierAt > "fr-".length &&
      runtimeWords.has(className.slice(modifierAt + 2)) &&
      mayAppear(className.slice(0, modifierAt))
    );
  };
  return { mayAppear, customProperties };
}

/** Splits a selector list on its top-level commas (not those inside `:is(a, b)` or `[x="a,b"]`). */
export function selectorsOf(selectorList: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let current = "";
  for (const character of selectorList) {
    if (character === "(" || character === "[") depth += 1;
    if (character === ")" || character === "]") depth -= 1;
    if (character === "," && depth === 0) {
      selectors.push(current.trim());
      current = "";
    } else current += character;
  }
  selectors.push(current.trim());
  return selectors;
}

/**
 * The DSFR classes an element must carry for the selector to match: `fr-btn` for `.fr-btn`, and
 * `fr-fi-^` (a class starting with `fr-fi-`) for `[class^=fr-fi-]` or `[class*=" fr-fi-"]`. Classes
 * inside `:not()`, `:is()`, `:where()` or `:has()` are not required (an absent class never stops
 * `:not(.x)`, and `:is(.a, .b)` needs only one of them): keeping such a rule is the safe side.
 */
export function requiredDsfrClasses(selector: string): string[] {
  let outside = selector;
  for (let previous = ""; previous !== outside; ) {
    previous = outside;
    outside = outside.replace(/:(?:not|is|where|has)\([^()]*\)/g, "");
  }
  const classes = (outside.match(/\.fr-[A-Za-z0-9_-]+/g) ?? []).map((className) => className.slice(1));
  const starts = [...outside.matchAll(/\[class(?:\^=["']?|\*=["']?(?:\\ | ))(fr-[A-Za-z0-9_-]+)/g)].map(
    ([, start]) => `${start}^`,
  );
  return [...classes, ...starts];
}

// The app is shown in the light theme only: index.html sets it, the header offers no display
// settings (`disableDisplay`), so the DSFR's dark and system-scheme rules can never apply.
const UNREACHABLE_THEME = /\[data-fr-(?:theme=["']?dark|scheme=["']?(?:dark|system))/;

// `-ms-high-contrast` is a media feature of Internet Explorer and the old Edge only: in any browser
// that runs the app it is unknown, so a query testing it never matches. A list of queries keeps the
// others (`(-ms-high-contrast:active),(forced-colors:active)` still serves Windows' contrast
// themes); a block left with none goes, with its rules.
const LEGACY_MEDIA_FEATURE = /-ms-high-contrast/;

/** Removes the media queries no supported browser can match, and the blocks left with none. */
function dropLegacyMediaQueries(root: Root) {
  root.walkAtRules("media", (atRule) => {
    const queries = selectorsOf(atRule.params).filter((query) => !LEGACY_MEDIA_FEATURE.test(query));
    if (queries.length === 0) atRule.remove();
    else atRule.params = queries.join(",");
  });
}

const inKeyframes = (rule: Rule) =>
  rule.parent?.type === "atrule" && /keyframes$/.test((rule.parent as { name: string }).name);

/** The custom properties a stylesheet's text reads through `var(--name…)`. */
function customPropertiesRead(css: string): string[] {
  return [...css.matchAll(/var\(\s*(--[A-Za-z0-9_-]+)/g)].map(([, name = ""]) => name);
}

/** Removes custom properties no remaining declaration, nor the code, reads, until none is left. */
function dropUnreadCustomProperties(root: Root, readByCode: Set<string>) {
  for (let removed = 1; removed > 0; ) {
    const read = new Set(readByCode);
    root.walkDecls((declaration) => {
      for (const name of customPropertiesRead(declaration.value)) read.add(name);
    });
    removed = 0;
    root.walkDecls((declaration) => {
      if (declaration.prop.startsWith("--") && !read.has(declaration.prop)) {
        declaration.remove();
        removed += 1;
      }
    });
  }
}

function dropEmptyContainers(root: Root) {
  root.walkRules((rule) => {
    if (!rule.nodes?.length) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (["media", "supports", "layer"].includes(atRule.name) && !atRule.nodes?.length) atRule.remove();
  });
}

/**
 * The stylesheet without the selectors that need a DSFR class the code never writes, without the
 * dark theme's rules nor Internet Explorer's media queries, and without the custom properties that neither it, the code nor the app's own
 * stylesheets (`appStyles`) read. Rules keep their order, so
 * the cascade is the original one. Only `fr-` classes are judged: the app's own classes and the
 * DSFR's element and attribute selectors stay.
 */
export function dropUnusedDsfrRules(
  css: string,
  { code, dsfrScript, appStyles }: { code: string; dsfrScript: string; appStyles: string },
): string {
  const { mayAppear, customProperties } = classVocabulary(code, dsfrScript);
  // The app's own stylesheets read DSFR colours too (`var(--text-title-blue-france)`).
  for (const name of customPropertiesRead(appStyles)) customProperties.add(name);
  const root = postcss.parse(css);
  dropLegacyMediaQueries(root);
  root.walkRules((rule) => {
    if (inKeyframes(rule)) return;
    const kept = selectorsOf(rule.selector).filter(
      (selector) => !UNREACHABLE_THEME.test(selector) && requiredDsfrClasses(selector).every(mayAppear),
    );
    if (kept.length === 0) rule.remove();
    else rule.selector = kept.join(",");
  });
  dropUnreadCustomProperties(root, customProperties);
  dropEmptyContainers(root);
  return root.toString();
}
