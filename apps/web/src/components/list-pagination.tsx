import { Pagination } from "@codegouvfr/react-dsfr/Pagination";
import { Link, useLocation } from "react-router";
import { pageCount, pageSearch } from "./list-paging.ts";

interface ListPaginationProps {
  page: number;
  total: number;
  pageSize: number;
}

/** DSFR pagination whose links change ?page= on the current address; nothing when one page is enough. */
export function ListPagination({ page, total, pageSize }: ListPaginationProps) {
  const { pathname, search } = useLocation();
  const count = pageCount(total, pageSize);
  if (count <= 1) return null;
  const params = new URLSearchParams(search);
  return (
    <Pagination
      className="fr-mt-4w"
      count={count}
      defaultPage={Math.min(page, count)}
      showFirstLast
      getPageLinkProps={(pageNumber) => ({ to: `${pathname}${pageSearch(params, pageNumber)}` })}
    />
  );
}

interface CursorPaginationProps {
  page: number;
  /** Pages known to exist: those of the rows the API counted. */
  knownPages: number;
  /** The address of a numbered page (read by offset). */
  pageHref: (page: number) => string;
  /** The address of the next page, starting after this one's last row; null on the last page. */
  nextHref: string | null;
}

/**
 * Pagination of a list whose total is a lower bound (« plus de 100 »): no last page to offer, the
 * numbered pages around this one among those counted, and « Page suivante » as long as the API
 * links to one, past the counted pages too. DSFR pagination markup, links of the router.
 */
export function CursorPagination({ page, knownPages, pageHref, nextHref }: CursorPaginationProps) {
  const first = Math.max(1, page - 2);
  const last = Math.max(page, Math.min(knownPages, page + 2));
  const numbers = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  const disabled = (className: string, label: string) => (
    // biome-ignore lint/a11y/useValidAnchor: DSFR's disabled pagination link (as its Pagination renders it)
    <a className={className} aria-disabled="true" role="link">
      {label}
    </a>
  );
  const previousClass = "fr-pagination__link fr-pagination__link--prev fr-pagination__link--lg-label";
  const nextClass = "fr-pagination__link fr-pagination__link--next fr-pagination__link--lg-label";
  return (
    <nav className="fr-pagination fr-mt-6w" aria-label="Pagination">
      <ul className="fr-pagination__list">
        <li>
          {page > 1 ? (
            <Link className="fr-pagination__link fr-pagination__link--first" to={pageHref(1)}>
              Première page
            </Link>
          ) : (
            disabled("fr-pagination__link fr-pagination__link--first", "Première page")
          )}
        </li>
        <li>
          {page > 1 ? (
            <Link className={previousClass} to={pageHref(page - 1)}>
              Page précédente
            </Link>
          ) : (
            disabled(previousClass, "Page précédente")
          )}
        </li>
        {numbers.map((number) => (
          <li key={number}>
            <Link
              className="fr-pagination__link"
              to={pageHref(number)}
              title={`Page ${number}`}
              aria-current={number === page ? "page" : undefined}
            >
              {number}
            </Link>
          </li>
        ))}
        <li>
          {nextHref ? (
            <Link className={nextClass} to={nextHref}>
              Page suivante
            </Link>
          ) : (
            disabled(nextClass, "Page suivante")
          )}
        </li>
      </ul>
    </nav>
  );
}
