import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { SEARCH_KINDS, SEARCH_MAX } from "@culture-patrimoine/contract/constants";
import { searchMessages as m } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { SearchResults } from "@culture-patrimoine/contract/schemas/search";
import { type ReactNode, useEffect } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { EventCard } from "../../components/event-card.tsx";
import { ParcoursCard } from "../../components/parcours-card.tsx";
import { errorMessage } from "../../lib/api-error.ts";
import { documentTitle } from "../../lib/brand.tsx";
import { useSearch } from "./api/get-search.ts";
import { LieuResultCard } from "./components/lieu-result-card.tsx";
import { SearchGroup } from "./components/search-group.tsx";
import { SiteResultCard } from "./components/site-result-card.tsx";
import { listHref } from "./utils/list-hrefs.ts";

/** Each kind's cards: the lists' own cards (events, routes) or their markup (venues, sites). */
function cardsOf(results: SearchResults) {
  return {
    events: results.events.items.map((event) => ({ id: event.id, card: <EventCard event={event} /> })),
    lieux: results.lieux.items.map((lieu) => ({ id: lieu.id, card: <LieuResultCard lieu={lieu} /> })),
    parcours: results.parcours.items.map((route) => ({
      id: route.id,
      card: <ParcoursCard parcours={route} />,
    })),
    sites: results.sites.items.map((site) => ({ id: site.id, card: <SiteResultCard site={site} /> })),
  };
}

function Results({ q, results }: { q: string; results: SearchResults }) {
  const found = SEARCH_KINDS.some((kind) => results[kind].total > 0);
  if (!found) {
    return (
      <>
        <p role="status" className="fr-text--lg">
          {m.nothingFound(q)}
        </p>
        <p>{m.nothingFoundHelp}</p>
        <ul>
          {SEARCH_KINDS.map((kind) => (
            <li key={kind}>
              <Link className="fr-link" to={listHref(kind)}>
                {m.groups[kind].browse}
              </Link>
            </li>
          ))}
        </ul>
      </>
    );
  }
  // The results of the corrected words when the visitor's found nothing: the lists' links search those.
  const searched = results.corrected ?? q;
  const cards = cardsOf(results);
  return (
    <>
      <p role="status" className="fr-text--lg">
        {results.corrected === null ? m.resultsFor(q) : m.corrected(q, results.corrected)}
      </p>
      {SEARCH_KINDS.map((kind) => (
        <SearchGroup
          key={kind}
          kind={kind}
          q={searched}
          total={results[kind].total}
          bounded={results[kind].bounded}
          cards={cards[kind]}
        />
      ))}
    </>
  );
}

/**
 * /recherche?q=… (issue 32): the header's search through upcoming events, venues, routes and sites,
 * grouped by kind with their counts, each kind's most relevant first and a link to its list.
 */
export function SearchPage() {
  const [searchParams] = useSearchParams();
  const q = (searchParams.get("q") ?? "").trim();
  const search = useSearch(q);

  // After the route's title (a layout effect, decision 036): the page's title names the words searched.
  useEffect(() => {
    if (q) document.title = documentTitle(m.pageTitle(q));
  }, [q]);

  let content: ReactNode;
  if (q === "") content = <p>{m.noQuery}</p>;
  else if (search.isPending) content = <p role="status">{m.loading}</p>;
  else if (search.isError) {
    content = <Alert severity="error" title={m.loadFailed} description={errorMessage(search.error, "")} />;
  } else content = <Results q={q} results={search.data} />;

  return (
    <div className="fr-container fr-my-6w">
      <h1>{m.heading}</h1>
      <p className="fr-text--lead">{m.lead}</p>
      {/* A plain GET form: it searches before the app has loaded too. */}
      <search aria-label={m.heading} className="fr-mb-4w">
        <Form method="get" action={paths.search.getHref()}>
          <div className="fr-search-bar fr-search-bar--lg">
            <label className="fr-label" htmlFor="cp-search-page-q">
              {m.formLabel}
            </label>
            <input
              className="fr-input"
              type="search"
              id="cp-search-page-q"
              name="q"
              defaultValue={q}
              key={q}
              aria-describedby="cp-search-page-hint"
              maxLength={SEARCH_MAX}
            />
            <button className="fr-btn" type="submit" title={m.submit}>
              {m.submit}
            </button>
          </div>
          <p id="cp-search-page-hint" className="fr-hint-text fr-mt-1w">
            {m.formHint}
          </p>
        </Form>
      </search>
      {content}
    </div>
  );
}
