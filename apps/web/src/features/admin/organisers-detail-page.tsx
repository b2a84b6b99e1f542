import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { organiserAdminMessages as m } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { errorMessage } from "../../lib/api-error.ts";
import { useOrganiser } from "./api/get-organiser.ts";
import { AdminLayout } from "./components/admin-side-menu.tsx";
import { OrganiserDecision } from "./components/organiser-decision.tsx";
import { OrganiserFile } from "./components/organiser-file.tsx";
import { personName, VerificationBadge } from "./components/organiser-labels.tsx";

function idOf(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** /admin/organisateurs/{id}: one organiser's file, the Sirene lookup and the decision (issue 29). */
export function OrganisersDetailPage() {
  const id = idOf(useParams().id);
  const organiser = useOrganiser(id);
  const list = paths.adminOrganisers.getHref();

  let content: ReactNode;
  if (id === null || organiser.isError) {
    content = (
      <Alert
        severity="error"
        title={m.detailLoadFailed}
        description={organiser.isError ? errorMessage(organiser.error, "") : ""}
      />
    );
  } else if (organiser.isPending) {
    content = <p role="status">{m.loading}</p>;
  } else {
    const data = organiser.data;
    content = (
      <>
        <h1>{m.detailTitle(data.organization ?? personName(data))}</h1>
        <VerificationBadge status={data.verification_status} />
        <div className="fr-mt-4w">
          <OrganiserFile organiser={data} />
          <OrganiserDecision organiser={data} />
        </div>
      </>
    );
  }

  return (
    <AdminLayout current={list}>
      <p>
        <Link className="fr-link fr-icon-arrow-left-line fr-link--icon-left" to={list}>
          {m.back}
        </Link>
      </p>
      {content}
    </AdminLayout>
  );
}
