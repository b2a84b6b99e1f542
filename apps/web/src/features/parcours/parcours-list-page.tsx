import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { parcoursMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { ReactNode } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { useMyOrganisations } from "../../api/get-my-organisations.ts";
import { ListPageHeader } from "../../components/list-page-header.tsx";
import { ListPagination } from "../../components/list-pagination.tsx";
import { pageCount, pageFromSearch, pageOffset, pageSearch } from "../../components/list-paging.ts";
import { ListSkeleton } from "../../components/list-skeleton.tsx";
import { ParcoursCard } from "../../components/parcours-card.tsx";
import { errorMessage } from "../../lib/api-error.ts";
import { mayAct } from "../../lib/ownership.ts";
import { useParcoursList } from "./api/get-parcours-list.ts";
import { HowItWorks } from "./components/how-it-works.tsx";

const PAGE_SIZE = 24;
const ITEM_CLASS = "fr-col-12 fr-col-md-6 fr-col-lg-4";
/** A route card with its picture, title, facts and link: 540 to 590 px measured at 390, 800 and 1280 px. */
const CARD_HEIGHT = "36rem";

/** /parcours (SPEC §2): the routes as cards, newest first, and how a route works. */
export function ParcoursListPage() {
  const acting = useMyOrganisations().data?.acting;
  const [searchParams] = useSearchParams();
  const page = pageFromSearch(searchParams);
  const list = useParcoursList({ limit: PAGE_SIZE, offset: pageOffset(page, PAGE_SIZE) });

  let content: ReactNode;
  if (list.isPending) {
    content = (
      <ListSkeleton label={parcoursMessages.loading} itemClassName={ITEM_CLASS} itemHeight={CARD_HEIGHT} />
    );
  } else if (list.isError) {
    content = (
      <Alert
        severity="error"
        title={parcoursMessages.listLoadFailed}
        description={errorMessage(list.error, "")}
      />
    );
  } else if (list.data.items.length === 0 && page > 1 && list.data.total > 0) {
    return <Navigate to={pageSearch(searchParams, pageCount(list.data.total, PAGE_SIZE))} replace />;
  } else if (list.data.items.length === 0) {
    content = <p className="fr-text--lg">{parcoursMessages.empty}</p>;
  } else {
    content = (
      <>
        <p className="fr-text--sm">{list.data.total} parcours</p>
        <ul className="fr-grid-row fr-grid-row--gutters cp-plain-list">
          {list.data.items.map((parcours, index) => (
            <li key={parcours.id} className={ITEM_CLASS}>
              {/* The first row (one card on a phone, three on a wide screen) shows at once. */}
              <ParcoursCard parcours={parcours} headingLevel="h2" lazyPicture={index >= 3} />
            </li>
          ))}
        </ul>
        <ListPagination page={page} total={list.data.total} pageSize={PAGE_SIZE} />
      </>
    );
  }

  return (
    <div className="fr-container fr-my-6w">
      <ListPageHeader
        title="Parcours culturels"
        lead="Des balades thématiques d’un site patrimonial à l’autre, guidées par les QR codes installés sur place."
        action={
          mayAct(acting, "content") && (
            <Link className="fr-btn fr-btn--icon-left fr-icon-add-line" to={paths.parcoursCreate.getHref()}>
              Créer un parcours
            </Link>
          )
        }
      />
      {content}
      <HowItWorks />
    </div>
  );
}
