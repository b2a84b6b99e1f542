import "./list-page.css";

interface ListSkeletonProps {
  /** The loading message, announced to screen readers and shown above the placeholders. */
  label: string;
  /** The grid classes of one item, as the real list lays them out. */
  itemClassName: string;
  /** About the height of one real item (a CSS length), so that what follows does not move much. */
  itemHeight: string;
  count?: number;
}

/**
 * Grey cards where a list's cards will be while it loads: the page keeps the shape it will have,
 * so what follows the list (an explanation, the footer) is not pushed down under the visitor's eyes
 * when the items arrive (layout shift, issue 13).
 */
export function ListSkeleton({ label, itemClassName, itemHeight, count = 6 }: ListSkeletonProps) {
  return (
    <>
      <p role="status" className="fr-text--sm">
        {label}
      </p>
      <ul className="fr-grid-row fr-grid-row--gutters cp-plain-list" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
          <li key={index} className={itemClassName}>
            <div className="cp-skeleton-card" style={{ height: itemHeight }} />
          </li>
        ))}
      </ul>
    </>
  );
}
