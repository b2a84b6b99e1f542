import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { programMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { ProgramResponse } from "@culture-patrimoine/contract/schemas/program";
import type { ReactNode } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { useMyOrganisations } from "../../api/get-my-organisations.ts";
import { ListPageHeader } from "../../components/list-page-header.tsx";
import { ListPagination } from "../../components/list-pagination.tsx";
import { pageCount, pageFromSearch, pageOffset, pageSearch } from "../../components/list-paging.ts";
import { errorMessage } from "../../lib/api-error.ts";
import { deleteWithConfirm } from "../../lib/delete-with-confirm.ts";
import { canManage, mayAct } from "../../lib/ownership.ts";
import { useDeleteProgram } from "./api/delete-program.ts";
import { usePrograms } from "./api/get-programs.ts";
import { ProgramListItem } from "./components/program-list-item.tsx";

const PAGE_SIZE = 20;

/** /programs (SPEC §2): every programme line in time order; its organiser may edit or delete it. */
export function ProgramsPage() {
  const acting = useMyOrganisations().data?.acting;
  const [searchParams] = useSearchParams();
  const page = pageFromSearch(searchParams);
  const programs = usePrograms({ limit: PAGE_SIZE, offset: pageOffset(page, PAGE_SIZE) });
  const remove = useDeleteProgram();

  const onDelete = (program: ProgramResponse) =>
    deleteWithConfirm(
      {
        confirm: programMessages.deleteConfirm,
        success: programMessages.deleteSuccess,
        failed: programMessages.deleteFailed,
      },
      () => remove.mutateAsync(program.id),
    );

  let content: ReactNode;
  if (programs.isPending) {
    content = <p role="status">{programMessages.listLoading}</p>;
  } else if (programs.isError) {
    content = (
      <Alert
        severity="error"
        title={programMessages.listLoadFailed}
        description={errorMessage(programs.error, "")}
      />
    );
  } else if (programs.data.items.length === 0 && page > 1 && programs.data.total > 0) {
    // The last page emptied (a deletion): show the new last page.
    const last = pageCount(programs.data.total, PAGE_SIZE);
    return <Navigate to={pageSearch(searchParams, last)} replace />;
  } else if (programs.data.items.length === 0) {
    content = <p>{programMessages.listEmpty}</p>;
  } else {
    content = (
      <>
        <p className="fr-text--sm">
          {programs.data.total} ligne{programs.data.total > 1 ? "s" : ""} de programme
        </p>
        <ul className="fr-grid-row fr-grid-row--gutters cp-plain-list">
          {programs.data.items.map((program) => (
            <li key={program.id} className="fr-col-12 fr-col-md-6">
              <ProgramListItem
                program={program}
                canManage={canManage(acting, program.event.organisation_id)}
                onDelete={onDelete}
                deleting={remove.isPending && remove.variables === program.id}
              />
            </li>
          ))}
        </ul>
        <ListPagination page={page} total={programs.data.total} pageSize={PAGE_SIZE} />
      </>
    );
  }

  return (
    <div className="fr-container fr-my-6w">
      <ListPageHeader
        title="Liste des Programmes"
        lead="Ateliers, visites, pauses et repas : le déroulé des événements, jour par jour."
        action={
          mayAct(acting, "content") && (
            <Link className="fr-btn fr-btn--icon-left fr-icon-add-line" to={paths.programCreate.getHref()}>
              Ajouter des programmes
            </Link>
          )
        }
      />
      {content}
    </div>
  );
}
