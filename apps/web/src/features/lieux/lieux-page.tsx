import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { lieuMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import type { ReactNode } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { useMyOrganisations } from "../../api/get-my-organisations.ts";
import { ListPageHeader } from "../../components/list-page-header.tsx";
import { ListPagination } from "../../components/list-pagination.tsx";
import { pageCount, pageFromSearch, pageOffset, pageSearch } from "../../components/list-paging.ts";
import { errorMessage } from "../../lib/api-error.ts";
import { deleteWithConfirm } from "../../lib/delete-with-confirm.ts";
import { canManage, mayAct } from "../../lib/ownership.ts";
import { useDeleteLieu } from "./api/delete-lieu.ts";
import { useLieux } from "./api/get-lieux.ts";
import { LieuListItem } from "./components/lieu-list-item.tsx";

const PAGE_SIZE = 24;

/** /lieux (SPEC §2): the venues by name; their owner may edit or delete them. */
export function LieuxPage() {
  const acting = useMyOrganisations().data?.acting;
  const [searchParams] = useSearchParams();
  const page = pageFromSearch(searchParams);
  const lieux = useLieux({ limit: PAGE_SIZE, offset: pageOffset(page, PAGE_SIZE) });
  const remove = useDeleteLieu();

  const onDelete = (lieu: LieuResponse) =>
    deleteWithConfirm(
      {
        confirm: lieuMessages.deleteConfirm,
        success: lieuMessages.deleteSuccess,
        failed: lieuMessages.deleteFailed,
      },
      () => remove.mutateAsync(lieu.id),
    );

  let content: ReactNode;
  if (lieux.isPending) {
    content = <p role="status">{lieuMessages.listLoading}</p>;
  } else if (lieux.isError) {
    content = (
      <Alert
        severity="error"
        title={lieuMessages.listLoadFailed}
        description={errorMessage(lieux.error, "")}
      />
    );
  } else if (lieux.data.items.length === 0 && page > 1 && lieux.data.total > 0) {
    // The last page emptied (a deletion): show the new last page.
    return <Navigate to={pageSearch(searchParams, pageCount(lieux.data.total, PAGE_SIZE))} replace />;
  } else if (lieux.data.items.length === 0) {
    content = <p>{lieuMessages.listEmpty}</p>;
  } else {
    content = (
      <>
        <p className="fr-text--sm">
          {lieux.data.total} lieu{lieux.data.total > 1 ? "x" : ""}
        </p>
        <ul className="fr-grid-row fr-grid-row--gutters cp-plain-list">
          {lieux.data.items.map((lieu) => (
            <li key={lieu.id} className="fr-col-12 fr-col-md-6 fr-col-lg-4">
              <LieuListItem
                lieu={lieu}
                canManage={canManage(acting, lieu.organisation_id)}
                onDelete={onDelete}
                deleting={remove.isPending && remove.variables === lieu.id}
              />
            </li>
          ))}
        </ul>
        <ListPagination page={page} total={lieux.data.total} pageSize={PAGE_SIZE} />
      </>
    );
  }

  return (
    <div className="fr-container fr-my-6w">
      <ListPageHeader
        title="Liste des Lieux"
        lead="Musées, théâtres, églises, châteaux : les lieux qui accueillent la vie culturelle."
        action={
          mayAct(acting, "content") && (
            <Link className="fr-btn fr-btn--icon-left fr-icon-add-line" to={paths.lieuCreate.getHref()}>
              Créer un lieu
            </Link>
          )
        }
      />
      {content}
    </div>
  );
}
