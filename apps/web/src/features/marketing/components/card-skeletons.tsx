import "./marketing.css";

interface CardSkeletonsProps {
  count: number;
  /** Grid classes of one card, the same as the loaded cards'. */
  colClassName: string;
  /** Height of a loaded card, so that nothing moves when the cards arrive. */
  variant: "event" | "parcours" | "lieu";
  label: string;
}

/** Grey cards in place of a list that is loading, announced once to screen readers. */
export function CardSkeletons({ count, colClassName, variant, label }: CardSkeletonsProps) {
  return (
    <div role="status">
      <span className="fr-sr-only">{label}</span>
      <ul className="fr-grid-row fr-grid-row--gutters cp-plain-list" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <li key={index} className={colClassName}>
            <div className={`cp-card-skeleton cp-card-skeleton--${variant}`}>
              {variant !== "lieu" && <span className="cp-skeleton cp-card-skeleton__image" />}
              <span className="cp-skeleton cp-card-skeleton__line cp-card-skeleton__line--title" />
              <span className="cp-skeleton cp-card-skeleton__line" />
              {variant !== "lieu" && (
                <span className="cp-skeleton cp-card-skeleton__line cp-card-skeleton__line--short" />
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
