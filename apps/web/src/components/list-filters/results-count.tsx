interface ResultsCountProps {
  /** « 12 lieux trouvés », the empty text, or "" while the first answer is awaited. */
  text: string;
  /** No result: the text is the page's message, shown large. */
  empty: boolean;
}

/** One results count per list page: the place focus goes when the control used disappears. */
const RESULTS_COUNT_ID = "cp-results-count";

/**
 * Moves focus to the results count, for a control that removes itself (« Effacer les filtres »
 * vanishes once nothing is filtered): without it focus falls to <body> and a keyboard or screen
 * reader user starts again from the top of the page. The count is the live region, so the new
 * figure is read when it arrives.
 */
export function focusResultsCount(): void {
  document.getElementById(RESULTS_COUNT_ID)?.focus({ preventScroll: true });
}

/** How many items the search and filters give, announced to screen readers after each change. */
export function ResultsCount({ text, empty }: ResultsCountProps) {
  return (
    <p
      id={RESULTS_COUNT_ID}
      tabIndex={-1}
      className={`fr-mt-4w fr-mb-2w${empty ? " fr-text--lg" : ""}`}
      role="status"
      aria-live="polite"
    >
      {text}
    </p>
  );
}
