interface ResultsCountProps {
  /** « 12 lieux trouvés », the empty text, or "" while the first answer is awaited. */
  text: string;
  /** No result: the text is the page's message, shown large. */
  empty: boolean;
}

/** How many items the search and filters give, announced to screen readers after each change. */
export function ResultsCount({ text, empty }: ResultsCountProps) {
  return (
    <p className={`fr-mt-4w fr-mb-2w${empty ? " fr-text--lg" : ""}`} role="status" aria-live="polite">
      {text}
    </p>
  );
}
