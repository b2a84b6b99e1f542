import { siteMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { idSchema } from "@culture-patrimoine/contract/schemas/common";
import type { ReactNode } from "react";
import { useParams, useSearchParams } from "react-router";
import { useLieuxChoices } from "../../api/get-lieux-choices.ts";
import { useMyOrganisations } from "../../api/get-my-organisations.ts";
import { useOwnParcoursChoices } from "../../api/get-own-parcours.ts";
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
import { useSitePreview } from "./api/get-site-preview.ts";
import { SiteForm } from "./components/site-form.tsx";

function parseId(value: string | null | undefined): number | null {
  const parsed = idSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * /create-site, /create-site/{id} and ?parcours_id= (SPEC §2): members whose role edits the
 * programme, their organisation's sites only.
 */
export function SiteFormPage() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const organisations = useMyOrganisations();
  const acting = organisations.data?.acting ?? null;
  const allowed = session !== null && mayAct(acting, "content");
  const editing = params.id !== undefined;
  const id = parseId(params.id);
  const lockedParcoursId = parseId(searchParams.get("parcours_id"));
  // Through the preview: a site waiting for approval, or refused, is edited too (issue 29).
  const site = useSitePreview(allowed ? id : null);
  // Read only when allowed, hence with a session: the 0 is never sent.
  const ownParcours = useOwnParcoursChoices(session?.user.id ?? 0, allowed && acting ? acting.id : null);
  const lieux = useLieuxChoices(allowed);
  const refusal =
    session &&
    organisationGate(organisations, {
      action: "content",
      loading: <FormPageLoading />,
      title: "Réservé aux comptes professionnels",
      description: siteMessages.professionalOnly,
      participant: session.user.role === "participant",
    });

  let content: ReactNode;
  if (!session) content = null;
  else if (refusal) content = refusal;
  else if (editing && (id === null || (isApiError(site.error) && site.error.status === 404))) {
    content = <FormPageLoadError title={siteMessages.notFound} description={siteMessages.loadFailed} />;
  } else if (editing && isRefusedToReader(site.error)) {
    content = (
      <FormRefusal title={siteMessages.notYoursTitle} description={siteMessages.notYoursDescription} />
    );
  } else if (editing && site.isError) {
    content = <FormPageLoadError title={siteMessages.loadFailed} description={site.error.message} />;
  } else if (editing && site.data && !canManage(acting, site.data.organisation_id)) {
    content = (
      <FormRefusal title={siteMessages.notYoursTitle} description={siteMessages.notYoursDescription} />
    );
  } else if (ownParcours.isError || lieux.isError) {
    content = (
      <FormPageLoadError title={siteMessages.parcoursLoadFailed} description={siteMessages.loadFailed} />
    );
  } else if ((editing && site.isPending) || ownParcours.isPending || lieux.isPending) {
    content = <FormPageLoading />;
  } else if (ownParcours.data.items.length === 0 && lockedParcoursId === null) {
    content = (
      <FormPageMissing
        title="Aucun parcours"
        message={siteMessages.noOwnParcours}
        to={paths.parcoursCreate.getHref()}
        linkLabel="Créer un parcours"
      />
    );
  } else {
    content = (
      <SiteForm
        key={site.data?.id ?? "new"}
        site={site.data}
        ownParcours={ownParcours.data.items}
        lieux={lieux.data.items}
        lockedParcoursId={lockedParcoursId}
      />
    );
  }

  return <FormPageLayout title={editing ? "Modifier un site" : "Créer un site"}>{content}</FormPageLayout>;
}
