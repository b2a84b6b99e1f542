import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { eventMessages, programMessages, toastTitles } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { idSchema } from "@culture-patrimoine/contract/schemas/common";
import type { OrganisationSummary } from "@culture-patrimoine/contract/schemas/organisation";
import type { ProgramBatchBody } from "@culture-patrimoine/contract/schemas/program";
import { type ReactNode, useState } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { z } from "zod";
import { useMyOrganisations } from "../../api/get-my-organisations.ts";
import { useOwnEventsChoices } from "../../api/get-own-events.ts";
import { FormPageLayout, FormPageLoading } from "../../components/form-page-layout.tsx";
import { FormRefusal } from "../../components/form-refusal.tsx";
import { organisationGate } from "../../components/organisation-gate.tsx";
import { isApiError, isRefusedToReader } from "../../lib/api-error.ts";
import { canManage } from "../../lib/ownership.ts";
import { type Session, useSession } from "../../lib/session.ts";
import { toast } from "../../lib/toast.ts";
import { useCreateProgramBatch } from "./api/create-program-batch.ts";
import { useProgramPreview } from "./api/get-program-preview.ts";
import { useUpdateProgram } from "./api/update-program.ts";
import { EventCreatedNotice } from "./components/event-created-notice.tsx";
import { ProgramForm } from "./components/program-form.tsx";
import { emptyProgramForm, toFormValues, toProgramBody } from "./utils/program-form-values.ts";

const LOADING = "Chargement des événements...";

// Set by the event form after a creation (features/events/event-form-page.tsx, CreatedEventState).
const createdEventStateSchema = z.object({ createdEvent: z.object({ id: z.number(), title: z.string() }) });

interface Member {
  userId: number;
  organisation: OrganisationSummary;
}

function CreatePrograms({ member, eventId }: { member: Member; eventId: number | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const events = useOwnEventsChoices(member.userId, member.organisation.id);
  const create = useCreateProgramBatch();
  const created = createdEventStateSchema.safeParse(location.state);
  // The notice belongs to the arrival from the event form; it goes once lines are saved.
  const [noticeDone, setNoticeDone] = useState(false);
  const justCreated =
    !noticeDone && created.success && created.data.createdEvent.id === eventId
      ? created.data.createdEvent.title
      : null;

  if (events.isPending) return <FormPageLoading message={LOADING} />;
  if (events.isError) return <Alert severity="error" small description={programMessages.eventsLoadFailed} />;
  const own = events.data.items;
  // The cached list may predate the event: only the fresh answer may refuse it.
  if (eventId !== null && !own.some((event) => event.id === eventId)) {
    if (events.isFetching) return <FormPageLoading message={LOADING} />;
    return (
      <FormRefusal title={eventMessages.notYoursTitle} description={programMessages.notYoursDescription} />
    );
  }
  if (own.length === 0) {
    return (
      <Alert
        severity="info"
        small
        description={
          <>
            {programMessages.noOwnEvents} <Link to={paths.eventCreate.getHref()}>Créer un événement</Link>
          </>
        }
      />
    );
  }

  const onSave = async (body: ProgramBatchBody) => {
    await create.mutateAsync(body);
    setNoticeDone(true);
  };
  return (
    <>
      {justCreated !== null && <EventCreatedNotice title={justCreated} />}
      <ProgramForm
        mode="create"
        defaultValues={emptyProgramForm(eventId)}
        events={own}
        eventLocked={eventId !== null}
        onSave={onSave}
        onCancel={() => void navigate(paths.dashboard.getHref())}
      />
    </>
  );
}

function EditProgram({ member, programId }: { member: Member; programId: number }) {
  const navigate = useNavigate();
  // Through the preview, like the event form: a held event's line is still its owner's to edit.
  const program = useProgramPreview(programId);
  const events = useOwnEventsChoices(member.userId, member.organisation.id);
  const update = useUpdateProgram(programId);

  // A line belongs to the organiser of its event; the API refuses its preview, and would refuse the
  // save (403): say so before anything is typed.
  if (isRefusedToReader(program.error)) {
    return (
      <FormRefusal title={programMessages.notYoursTitle} description={programMessages.notYoursDescription} />
    );
  }
  if (program.isError) {
    const missing = isApiError(program.error) && program.error.status === 404;
    return (
      <Alert
        severity="error"
        title={missing ? programMessages.notFound : programMessages.programLoadFailed}
        description={isApiError(program.error) ? program.error.message : programMessages.programLoadFailed}
      />
    );
  }
  if (events.isError) return <Alert severity="error" small description={programMessages.eventsLoadFailed} />;
  if (program.isPending || events.isPending) return <FormPageLoading message={LOADING} />;
  // A line belongs to the organisation of its event; the API would refuse the save (403).
  if (!canManage(member.organisation, program.data.event.organisation_id)) {
    return (
      <FormRefusal title={programMessages.notYoursTitle} description={programMessages.notYoursDescription} />
    );
  }

  const onSave = async (body: ProgramBatchBody) => {
    await update.mutateAsync(toProgramBody(body));
    toast.success(toastTitles.success, programMessages.updateSuccess);
    await navigate(paths.programs.getHref());
  };
  return (
    <ProgramForm
      key={program.data.id}
      mode="edit"
      defaultValues={toFormValues(program.data)}
      events={events.data.items}
      eventLocked={false}
      onSave={onSave}
      onCancel={() => void navigate(paths.programs.getHref())}
    />
  );
}

function content(
  session: Session | null,
  organisations: ReturnType<typeof useMyOrganisations>,
  params: { eventId?: string; programId?: string },
): ReactNode {
  if (!session) return null;
  const refusal = organisationGate(organisations, {
    action: "content",
    loading: <FormPageLoading message={LOADING} />,
    title: "Réservé aux comptes professionnels",
    description: programMessages.professionalOnly,
    participant: session.user.role === "participant",
  });
  const acting = organisations.data?.acting;
  if (refusal !== null || !acting) return refusal;
  const member: Member = { userId: session.user.id, organisation: acting };
  if (params.programId !== undefined) {
    const id = idSchema.safeParse(params.programId);
    if (!id.success) return <Alert severity="error" title={programMessages.notFound} />;
    return <EditProgram member={member} programId={id.data} />;
  }
  if (params.eventId === undefined) return <CreatePrograms member={member} eventId={null} />;
  const id = idSchema.safeParse(params.eventId);
  if (!id.success) return <Alert severity="error" title={eventMessages.notFound} />;
  return <CreatePrograms key={id.data} member={member} eventId={id.data} />;
}

/**
 * /create-program, /create-program/{eventId}, /create-program/event/{eventId} and
 * /create-program/edit/{programId} (SPEC §2): one screen to add lines or edit one.
 */
export function ProgramFormPage() {
  const { eventId, programId } = useParams();
  const session = useSession();
  const organisations = useMyOrganisations();
  return (
    <FormPageLayout
      title={programId === undefined ? "Ajouter des Programmes pour l’Événement" : "Modifier un programme"}
      wide
    >
      {content(session, organisations, { eventId, programId })}
    </FormPageLayout>
  );
}
