import { fr } from "@codegouvfr/react-dsfr";
import { breadcrumbMessages as m } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { useId } from "react";
import { Link, useLocation } from "react-router";

export interface BreadcrumbSegment {
  label: string;
  to: string;
}

/**
 * The DSFR's breadcrumb (its markup, and its collapse behind a button on phones), whose last item,
 * the page itself, is a real link to the page with aria-current="page", as in the WAI-ARIA
 * breadcrumb pattern. react-dsfr's writes that item as an <a> without href, which Lighthouse's SEO
 * audit counts as a link crawlers cannot follow (SEO 92 on event and route pages, issue 13).
 */
export function PageBreadcrumb({
  segments,
  currentPageLabel,
}: {
  segments: readonly BreadcrumbSegment[];
  currentPageLabel: string;
}) {
  const listId = `breadcrumb-${useId()}`;
  const { pathname } = useLocation();
  return (
    <nav className={fr.cx("fr-breadcrumb")} aria-label={m.navigationLabel}>
      <button
        type="button"
        className={fr.cx("fr-breadcrumb__button")}
        aria-expanded="false"
        aria-controls={listId}
      >
        {m.show}
      </button>
      <div className={fr.cx("fr-collapse")} id={listId}>
        <ol className={fr.cx("fr-breadcrumb__list")}>
          {[{ label: m.home, to: paths.home.getHref() }, ...segments].map((segment) => (
            <li key={segment.to}>
              <Link className={fr.cx("fr-breadcrumb__link")} to={segment.to}>
                {segment.label}
              </Link>
            </li>
          ))}
          <li>
            <a className={fr.cx("fr-breadcrumb__link")} href={pathname} aria-current="page">
              {currentPageLabel}
            </a>
          </li>
        </ol>
      </div>
    </nav>
  );
}
