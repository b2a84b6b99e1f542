/**
 * French typography (STYLE.md): what a text a visitor reads must not contain. One checker for the
 * messages (messages.test.ts) and for the rendered pages (apps/web/e2e/every-page.spec.ts), so the
 * two guards cannot drift apart. Pure, no DOM: it reads plain text.
 */
export interface TypographyRule {
  rule: string;
  pattern: RegExp;
}

/** What French typography forbids in a text: a line break where it must not fall, a typewriter apostrophe. */
export const typographyRules: readonly TypographyRule[] = [
  // A line may break at an ordinary space: « ? » alone at the start of a line. U+00A0 keeps them together.
  { rule: "ordinary space before : ; ? !", pattern: /[ \t][:;?!]/u },
  { rule: "ordinary space inside « »", pattern: /«[ \t]|[ \t]»/u },
  { rule: "no space inside « »", pattern: /«(?!\s)|(?<!\s)»/u },
  {
    rule: "ordinary space between a number and its unit",
    pattern: /\d[ \t](?:h|min|minutes?|heures?|Mo|Ko|Go|€|%)(?![\p{L}])/u,
  },
  // STYLE: the typographic apostrophe (l’, d’, aujourd’hui), never the typewriter one.
  { rule: "straight apostrophe between letters", pattern: /\p{L}'\p{L}/u },
  // One convention for the repository: U+00A0, never the narrow U+202F.
  { rule: "narrow no-break space U+202F", pattern: /\u202f/u },
];

export interface TypographyOffence {
  rule: string;
  /** The offending characters with a little of their context, to find them in the page or file. */
  excerpt: string;
}

const CONTEXT = 20;

/**
 * Every place where `text` breaks a rule, each with an excerpt around it (empty: the text is clean).
 * `rules`: all of them by default, or a part (a page also shows what people typed, see every-page.spec.ts).
 */
export function typographyOffences(
  text: string,
  rules: readonly TypographyRule[] = typographyRules,
): TypographyOffence[] {
  const offences: TypographyOffence[] = [];
  for (const { rule, pattern } of rules) {
    for (const match of text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`))) {
      const start = Math.max(0, match.index - CONTEXT);
      const end = Math.min(text.length, match.index + match[0].length + CONTEXT);
      // Line breaks become spaces; no-break spaces stay, so that the excerpt shows which space is which.
      offences.push({ rule, excerpt: text.slice(start, end).replace(/[^\S\u00a0]+/gu, " ") });
    }
  }
  return offences;
}
