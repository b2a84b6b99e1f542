import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { statsMessages } from "@culture-patrimoine/contract/messages";
import { useStats } from "../api/get-stats.ts";
import { statFigures } from "../utils/stat-figures.ts";
import "./marketing.css";

const FIGURE_COUNT = 4;

/**
 * The four figures counted by the API (DESIGN.md §5: no invented claims). The skeleton has the
 * figures' size, so nothing moves when they arrive.
 */
export function StatsFigures() {
  const stats = useStats();

  if (stats.isError) return <Alert severity="info" small description={statsMessages.loadFailed} />;

  if (stats.isPending) {
    return (
      <div role="status" aria-live="polite">
        <span className="fr-sr-only">{statsMessages.loading}</span>
        <ul className="fr-grid-row fr-grid-row--gutters cp-plain-list" aria-hidden="true">
          {Array.from({ length: FIGURE_COUNT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <li key={index} className="fr-col-6 fr-col-md-3">
              <div className="cp-figure">
                <span className="cp-skeleton cp-skeleton--figure" />
                <span className="cp-skeleton cp-skeleton--text" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <ul className="fr-grid-row fr-grid-row--gutters cp-plain-list" data-testid="stats-figures">
      {statFigures(stats.data).map((figure) => (
        <li key={figure.key} className="fr-col-6 fr-col-md-3">
          <p className="cp-figure" data-stat={figure.key}>
            <span className="cp-figure__value">{figure.value}</span>
            <span className="cp-figure__label">{figure.label}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
