import { statisticsMessages as m } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { SeasonStatistics } from "@culture-patrimoine/contract/schemas/statistics";
import { Link, useNavigate, useSearchParams } from "react-router";
import { exportSeasonStatistics } from "./api/export-statistics.ts";
import { useSeasonStatistics } from "./api/get-season-statistics.ts";
import { CsvButton } from "./components/csv-button.tsx";
import { DaysFigures } from "./components/days-figures.tsx";
import { PlacesFigures } from "./components/places-figures.tsx";
import { RangeFilter } from "./components/range-filter.tsx";
import { SeasonLists } from "./components/season-lists.tsx";
import { StatisticsLoadError } from "./components/statistics-load-error.tsx";
import { rangeFromSearch, searchOfRange } from "./utils/range-search.ts";
import { periodSentence } from "./utils/statistics-format.ts";

/** A bar's label: the event's title, cut to fit the label column at 390 px (the table has it whole). */
function shortTitle(title: string): string {
  return title.length > 16 ? `${title.slice(0, 15).trimEnd()}…` : title;
}

function Season({ stats }: { stats: SeasonStatistics }) {
  return (
    <>
      <p>{periodSentence(stats.from, stats.to)}</p>
      <DaysFigures days={stats.days} />
      {stats.events.length === 0 ? (
        <p>{m.emptySeason}</p>
      ) : (
        <PlacesFigures
          first={m.columns.event}
          totals={stats.totals}
          rows={stats.events.map((event) => ({
            ...event,
            key: String(event.id),
            label: shortTitle(event.title),
            name: (
              <Link to={paths.eventStatistics.getHref(event.id)} title={m.eventLinkOf(event.title)}>
                {event.title}
              </Link>
            ),
          }))}
        />
      )}
      <SeasonLists parcours={stats.parcours} lieux={stats.lieux} />
    </>
  );
}

/** /statistiques: the acting organisation's season (issue 30), for its responsables and éditeurs. */
export function SeasonStatisticsPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const range = rangeFromSearch(search);
  const stats = useSeasonStatistics(range);
  const here = paths.seasonStatistics.getHref();
  const forbidden = stats.isError;
  return (
    <div className="fr-container fr-my-6w">
      <h1>{m.seasonTitle}</h1>
      <p>{m.seasonDescription}</p>
      {!forbidden && (
        <>
          <RangeFilter
            from={stats.data?.from ?? range.from ?? ""}
            to={stats.data?.to ?? range.to ?? ""}
            onFilter={(chosen) => navigate(`${here}${searchOfRange(chosen)}`)}
            onReset={() => navigate(here)}
          />
          <CsvButton download={() => exportSeasonStatistics(range)} fallbackName="statistiques-saison.csv" />
        </>
      )}
      <div aria-live="polite">
        {stats.isPending && <p role="status">{m.loading}</p>}
        {stats.isError && <StatisticsLoadError error={stats.error} />}
        {stats.isSuccess && <Season stats={stats.data} />}
      </div>
    </div>
  );
}
