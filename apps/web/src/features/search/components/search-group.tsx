import type { SearchKind } from "@culture-patrimoine/contract/constants";
import { searchMessages } from "@culture-patrimoine/contract/messages";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { listHref } from "../utils/list-hrefs.ts";

interface SearchGroupProps {
  kind: SearchKind;
  /** The words the results are for (the corrected ones when corrected): the list's link searches them. */
  q: string;
  total: number;
  bounded: boolean;
  /** One card per item found (keyed by the item's id), the most relevant first. */
  cards: { id: number; card: ReactNode }[];
}

/**
 * One kind's results: a heading with its count (« Événements (12) »), its first cards, and, when
 * there are more, a link to its list searching the same words, where the filters are.
 */
export function SearchGroup({ kind, q, total, bounded, cards }: SearchGroupProps) {
  const texts = searchMessages.groups[kind];
  const headingId = `cp-search-${kind}`;
  return (
    <section aria-labelledby={headingId} className="fr-mb-6w">
      <h2 id={headingId}>{searchMessages.groupHeading(texts.title, total, bounded)}</h2>
      {cards.length === 0 ? (
        <p>
          {searchMessages.groupEmpty}{" "}
          <Link className="fr-link" to={listHref(kind)}>
            {texts.browse}
          </Link>
        </p>
      ) : (
        <>
          <ul className="fr-grid-row fr-grid-row--gutters cp-plain-list">
            {cards.map(({ id, card }) => (
              <li key={id} className="fr-col-12 fr-col-md-6 fr-col-lg-4">
                {card}
              </li>
            ))}
          </ul>
          {(bounded || total > cards.length) && (
            <p className="fr-mt-2w">
              <Link className="fr-link fr-icon-arrow-right-line fr-link--icon-right" to={listHref(kind, q)}>
                {texts.seeAll(searchMessages.seeAllCount(total, bounded))}
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
