import type { ReactNode } from "react";

interface ScrollingTableProps {
  /** The scrolling region's name (it is focusable, so it needs one). */
  label: string;
  caption: ReactNode;
  /** The column headers, in order. */
  columns: readonly ReactNode[];
  /** The rows (`<tr>`) of the table's body. */
  children: ReactNode;
  /** DSFR modifiers of the frame: "fr-table--no-caption" hides the caption from sight, not from readers. */
  className?: string;
}

/**
 * A DSFR table that scrolls sideways inside its frame on a phone instead of widening the page; the
 * frame is a named region reachable by keyboard (RGAA 7.3), so it can be scrolled without a mouse.
 */
export function ScrollingTable({ label, caption, columns, children, className = "" }: ScrollingTableProps) {
  return (
    <div className={`fr-table ${className}`.trim()}>
      <div className="fr-table__wrapper">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard (RGAA 7.3) */}
        <section className="fr-table__container" tabIndex={0} aria-label={label}>
          <div className="fr-table__content">
            <table>
              <caption>{caption}</caption>
              <thead>
                <tr>
                  {columns.map((column, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the headers are fixed, in a fixed order
                    <th key={index} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>{children}</tbody>
            </table>
          </div>
        </section>
      </div>
    </div>
  );
}
