import { lieuMessages } from "@culture-patrimoine/contract/messages";
import { idSchema } from "@culture-patrimoine/contract/schemas/common";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { useMyOrganisations } from "../../api/get-my-organisations.ts";
import { FormPageLayout, FormPageLoadError, FormPageLoading } from "../../components/form-page-layout.tsx";
import { FormRefusal } from "../../components/form-refusal.tsx";
import { organisationGate } from "../../components/organisation-gate.tsx";
import { isApiError, isRefusedToReader } from "../../lib/api-error.ts";
import { canManage, mayAct } from "../../lib/ownership.ts";
import { useSession } from "../../lib/session.ts";
import { useLieuPreview } from "./api/get-lieu-preview.ts";
import { LieuForm } from "./components/lieu-form.tsx";

/**
 * /create-lieu and /create-lieu/{id} (SPEC §2): members whose role edits the programme, and only
 * their organisation's venues.
 */
export function LieuFormPage() {
  const params = useParams();
  const session = useSession();
  const organisations = useMyOrganisations();
  const acting = organisations.data?.acting ?? null;
  const parsedId = idSchema.safeParse(params.id);
  const editing = params.id !== undefined;
  const id = parsedId.success ? parsedId.data : null;
  // Through the preview: a venue waiting for approval, or refused, is edited too (issue 29).
  const lieu = useLieuPreview(session !== null && mayAct(acting, "content") ? id : null);
  const refusal =
    session &&
    organisationGate(organisations, {
      action: "content",
      loading: <FormPageLoading />,
      title: "Réservé aux comptes professionnels",
      description: lieuMessages.professionalOnly,
      participant: session.user.role === "participant",
    });

  let content: ReactNode;
  if (!session) content = null;
  else if (refusal) content = refusal;
  else if (!editing) content = <LieuForm />;
  else if (id === null || (lieu.isError && isApiError(lieu.error) && lieu.error.status === 404)) {
    content = <FormPageLoadError title={lieuMessages.notFound} description={lieuMessages.loadFailed} />;
  } else if (lieu.isPending) content = <FormPageLoading message="Chargement du lieu..." />;
  else if (isRefusedToReader(lieu.error)) {
    content = (
      <FormRefusal title={lieuMessages.notYoursTitle} description={lieuMessages.notYoursDescription} />
    );
  } else if (lieu.isError) {
    content = <FormPageLoadError title={lieuMessages.loadFailed} description={lieu.error.message} />;
  } else if (!canManage(acting, lieu.data.organisation_id)) {
    content = (
      <FormRefusal title={lieuMessages.notYoursTitle} description={lieuMessages.notYoursDescription} />
    );
  } else content = <LieuForm key={lieu.data.id} lieu={lieu.data} />;

  return <FormPageLayout title={editing ? "Modifier un lieu" : "Créer un lieu"}>{content}</FormPageLayout>;
}
