import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { dashboardMessages, eventMessages, toastTitles } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { idSchema } from "@culture-patrimoine/contract/schemas/common";
import type { EventBody } from "@culture-patrimoine/contract/schemas/event";
import type { OrganisationSummary } from "@culture-patrimoine/contract/schemas/organisation";
import type { ReactNode } from "react";
import { useNavigate, useParams } from "react-router";
import { useLieuxChoices } from "../../api/get-lieux-choices.ts";
import { useMyOrganisations } from "../../api/get-my-organisations.ts";
import { FormPageLayout, FormPageLoading } from "../../components/form-page-layout.tsx";
import { FormRefusal } from "../../components/form-refusal.tsx";
import { organisationGate } from "../../components/organisation-gate.tsx";
import { isApiError, isRefusedToReader } from "../../lib/api-error.ts";
import { canManage } from "../../lib/ownership.ts";
import { type Session, useSession } from "../../lib/session.ts";
import { toast } from "../../lib/toast.ts";
import { useCreateEvent } from "./api/create-event.ts";
import { useEventPreview } from "./api/get-event-preview.ts";
import { countPeopleToTell } from "./api/preview-event-change.ts";
import { useUpdateEvent } from "./api/update-event.ts";
import { EventForm } from "./components/event-form.tsx";
import { emptyEventFormValues, toFormValues } from "./utils/event-form-values.ts";

/**
 * Where the programme form learns that it follows a creation (it shows 'Ajouter un programme');
 * the programme feature reads the same shape from the location state.
 */
export interface CreatedEventState {
  createdEvent: { id: number; title: string };
}

function CreateEvent() {
  const navigate = useNavigate();
  const lieux = useLieuxChoices(true);
  const create = useCreateEvent();
  const onSave = async (body: EventBody, image: File | null) => {
    const event = await create.mutateAsync({ body, image });
    const state: CreatedEventState = { createdEvent: { id: event.id, title: event.title } };
    await navigate(paths.programCreateForEvent.getHref(event.id), { state });
  };
  return (
    <EventForm
      mode="create"
      defaultValues={emptyEventFormValues}
      lieux={lieux.data?.items}
      lieuxStatus={lieux.status}
      onSave={onSave}
      onCancel={() => void navigate(paths.dashboard.getHref())}
    />
  );
}

function EditEvent({ eventId, organisation }: { eventId: number; organisation: OrganisationSummary }) {
  const navigate = useNavigate();
  // Through the preview: an event waiting for approval (or refused) is still its owner's to edit.
  const event = useEventPreview(eventId);
  const lieux = useLieuxChoices(true);
  const update = useUpdateEvent(eventId);

  if (event.isPending) return <FormPageLoading message={dashboardMessages.loading} />;
  // The API would refuse the save (403); say so before anything is typed.
  if (
    isRefusedToReader(event.error) ||
    (event.data && !canManage(organisation, event.data.organisation_id))
  ) {
    return (
      <FormRefusal title={eventMessages.notYoursTitle} description={eventMessages.notYoursDescription} />
    );
  }
  if (event.isError) {
    const missing = isApiError(event.error) && event.error.status === 404;
    return (
      <Alert
        severity="error"
        title={missing ? eventMessages.notFound : eventMessages.loadFailed}
        description={isApiError(event.error) ? event.error.message : eventMessages.loadFailed}
      />
    );
  }

  const onSave = async (body: EventBody, image: File | null) => {
    await update.mutateAsync({ body, image });
    toast.success(toastTitles.success, eventMessages.updateSuccess);
    await navigate(paths.dashboard.getHref());
  };
  return (
    <EventForm
      key={event.data.id}
      mode="edit"
      defaultValues={toFormValues(event.data)}
      lieux={lieux.data?.items}
      lieuxStatus={lieux.status}
      onSave={onSave}
      onCancel={() => void navigate(paths.dashboard.getHref())}
      countPeopleToTell={(body) => countPeopleToTell(eventId, body)}
    />
  );
}

function content(
  session: Session | null,
  organisations: ReturnType<typeof useMyOrganisations>,
  rawId: string | undefined,
): ReactNode {
  if (!session) return null;
  const refusal = organisationGate(organisations, {
    action: "content",
    loading: <FormPageLoading message={dashboardMessages.loading} />,
    title: "Réservé aux comptes professionnels",
    description: eventMessages.professionalOnly,
    participant: session.user.role === "participant",
  });
  const acting = organisations.data?.acting;
  if (refusal !== null || !acting) return refusal;
  if (rawId === undefined) return <CreateEvent />;
  const id = idSchema.safeParse(rawId);
  if (!id.success) return <Alert severity="error" title={eventMessages.notFound} />;
  return <EditEvent eventId={id.data} organisation={acting} />;
}

/** /create-event and /events/edit/{id} (SPEC §2): one screen, create or edit. */
export function EventFormPage() {
  const { id } = useParams();
  const session = useSession();
  const organisations = useMyOrganisations();
  return (
    <FormPageLayout title={id === undefined ? "Créer un événement" : "Modifier l’événement"}>
      {content(session, organisations, id)}
    </FormPageLayout>
  );
}
