import { parcoursMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { idSchema } from "@culture-patrimoine/contract/schemas/common";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { useLieuxChoices } from "../../api/get-lieux-choices.ts";
import { useMyOrganisations } from "../../api/get-my-organisations.ts";
import {
  FormPageLayout,
  FormPageLoadError,
  FormPageLoading,
  FormPageMissing,
} from "../../components/form-page-layout.tsx";
import { FormRefusal } from "../../components/form-refusal.tsx";
import { organisationGate } from "../../components/organisation-gate.tsx";
import { isApiError, isRefusedToReader } from "../../lib/api-error.ts";
import { canManage, mayAct } from "../../lib/ownership.ts";
import { useSession } from "../../lib/session.ts";
import { useParcoursPreview } from "./api/get-parcours-preview.ts";
import { ParcoursForm } from "./components/parcours-form.tsx";

function parseId(value: string | null): number | null {
  const parsed = idSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * /create-parcours, ?id= to edit, ?lieu_id= to start from a venue (SPEC §2): members whose role
 * edits the programme, their organisation's routes only.
 */
export function ParcoursFormPage() {
  const [searchParams] = useSearchParams();
  const session = useSession();
  const organisations = useMyOrganisations();
  const acting = organisations.data?.acting ?? null;
  const allowed = session !== null && mayAct(acting, "content");
  const editing = searchParams.has("id");
  const id = parseId(searchParams.get("id"));
  const lieuId = parseId(searchParams.get("lieu_id"));
  // Through the preview: a route waiting for approval, or refused, is edited too (issue 29).
  const parcours = useParcoursPreview(allowed ? id : null);
  const lieux = useLieuxChoices(allowed);
  const refusal =
    session &&
    organisationGate(organisations, {
      action: "content",
      loading: <FormPageLoading message={parcoursMessages.loading} />,
      title: "Réservé aux comptes professionnels",
      description: parcoursMessages.professionalOnly,
      participant: session.user.role === "participant",
    });

  let content: ReactNode;
  if (!session) content = null;
  else if (refusal) content = refusal;
  else if (editing && (id === null || (isApiError(parcours.error) && parcours.error.status === 404))) {
    content = (
      <FormPageLoadError title={parcoursMessages.notFound} description={parcoursMessages.loadFailed} />
    );
  } else if (editing && isRefusedToReader(parcours.error)) {
    content = (
      <FormRefusal
        title={parcoursMessages.notYoursTitle}
        description={parcoursMessages.notYoursDescription}
      />
    );
  } else if (editing && parcours.isError) {
    content = <FormPageLoadError title={parcoursMessages.loadFailed} description={parcours.error.message} />;
  } else if (editing && parcours.data && !canManage(acting, parcours.data.organisation_id)) {
    content = (
      <FormRefusal
        title={parcoursMessages.notYoursTitle}
        description={parcoursMessages.notYoursDescription}
      />
    );
  } else if (lieux.isError) {
    content = (
      <FormPageLoadError title={parcoursMessages.lieuxLoadFailed} description={lieux.error.message} />
    );
  } else if ((editing && parcours.isPending) || lieux.isPending) {
    content = <FormPageLoading message={parcoursMessages.loading} />;
  } else if (lieux.data.items.length === 0) {
    content = (
      <FormPageMissing
        title="Aucun lieu"
        message={parcoursMessages.noLieuYet}
        to={paths.lieuCreate.getHref()}
        linkLabel="Créer un lieu"
      />
    );
  } else {
    content = (
      <ParcoursForm
        key={parcours.data?.id ?? "new"}
        parcours={parcours.data}
        lieux={lieux.data.items}
        preselectedLieuId={lieuId}
      />
    );
  }

  return (
    <FormPageLayout title={editing ? "Modifier un parcours" : "Créer un parcours"}>{content}</FormPageLayout>
  );
}
