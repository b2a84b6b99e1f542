import type { ReactNode } from "react";

/**
 * A DSFR table with its caption, scrolling sideways inside its frame on a phone; the frame is
 * reached by keyboard and named by the caption, as the audit log's table.
 */
export function FiguresTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="fr-table">
      <div className="fr-table__wrapper">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard (RGAA 7.3) */}
        <section className="fr-table__container" tabIndex={0} aria-label={caption}>
          <div className="fr-table__content">
            <table>
              <caption>{caption}</caption>
              {children}
            </table>
          </div>
        </section>
      </div>
    </div>
  );
}

/** A count in French (« 1 234 »). */
export function formatFigure(value: number): string {
  return value.toLocaleString("fr-FR");
}
