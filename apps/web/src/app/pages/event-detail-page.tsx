import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { LIST_MAX_LIMIT } from "@culture-patrimoine/contract/constants";
import { isEventOver } from "@culture-patrimoine/contract/event-rules";
import {
  eventMessages,
  participationMessages,
  programMessages,
  sessionMessages,
} from "@culture-patrimoine/contract/messages";
import { parsePathId, paths } from "@culture-patrimoine/contract/routes";
import type { EventResponse } from "@culture-patrimoine/contract/schemas/event";
import type { ProgramResponse } from "@culture-patrimoine/contract/schemas/program";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { useParams } from "react-router";
import { useMyOrganisations } from "../../api/get-my-organisations.ts";
import { ModerationNotice } from "../../components/moderation-notice.tsx";
import { useEvent } from "../../features/events/api/get-event.ts";
import { useEventPreview } from "../../features/events/api/get-event-preview.ts";
import { EventDetails, hasSeveralSessions } from "../../features/events/components/event-details.tsx";
import { EventLoadError } from "../../features/events/components/event-load-error.tsx";
import { EventNotFound } from "../../features/events/components/event-not-found.tsx";
import { EventProgramme } from "../../features/events/components/event-programme.tsx";
import { EVENT_SESSIONS_ID } from "../../features/events/components/event-sessions.tsx";
import { usePrograms } from "../../features/programs/api/get-programs.ts";
import { useProgramsPreview } from "../../features/programs/api/get-programs-preview.ts";
import { isApiError } from "../../lib/api-error.ts";
import { documentTitle } from "../../lib/brand.tsx";
import { canManage, mayAct } from "../../lib/ownership.ts";
import { useSession } from "../../lib/session.ts";

/**
 * /events/{id}: the event (events API) with its programme lines (programmes API). An event the
 * public may not see answers 404; a signed-in reader then asks its preview, which its owner and the
 * administrators get, with the notice of its moderation state above it (issue 29).
 */
export function EventDetailPage() {
  const id = parsePathId(useParams().id);
  const event = useEvent(id);
  const signedIn = useSession() !== null;

  const publicMissing = event.isError && isApiError(event.error) && event.error.status === 404;
  const preview = useEventPreview(id, signedIn && publicMissing);
  const previewMissing =
    !signedIn || (preview.isError && isApiError(preview.error) && preview.error.status === 404);
  const notFound = id === null || (publicMissing && previewMissing);
  const shown = event.data ?? preview.data;
  useEffect(() => {
    if (shown) document.title = documentTitle(shown.title);
    else if (notFound) document.title = documentTitle(eventMessages.notFound);
  }, [shown, notFound]);

  if (notFound) return <EventNotFound />;
  if (event.isError && !publicMissing) {
    return <EventLoadError title="Événement" onRetry={() => void event.refetch()} />;
  }
  if (preview.isError) return <EventLoadError title="Événement" onRetry={() => void preview.refetch()} />;
  if (!shown) {
    return (
      <div className="fr-container fr-my-6w" aria-busy="true">
        <p role="status">{eventMessages.loading}</p>
      </div>
    );
  }
  const details = (
    <EventDetails
      event={shown}
      actions={<EventActions event={shown} isPublic={!preview.data} />}
      programme={preview.data ? <HeldProgramme eventId={shown.id} /> : <Programme eventId={shown.id} />}
      isPublic={!preview.data}
    />
  );
  if (!preview.data) return details;
  return (
    <>
      <div className="fr-container fr-mt-4w">
        <ModerationNotice
          status={preview.data.moderation_status}
          reason={preview.data.moderation_reason}
          ownerSuspended={preview.data.owner_suspended}
        />
      </div>
      {details}
    </>
  );
}

/**
 * The main registration button: for an event of several sessions it leads to their list (each
 * session has its own registration link); for one session it opens the registration form, which
 * the API ties to that session. A session cancelled, or none left to come, offers none.
 */
function registerButton(event: EventResponse): ReactNode {
  if (event.next_session === null && event.sessions !== undefined) return null;
  if (hasSeveralSessions(event)) {
    return (
      <Button iconId="ri-ticket-2-line" linkProps={{ href: `#${EVENT_SESSIONS_ID}` }}>
        {sessionMessages.chooseSession}
      </Button>
    );
  }
  return (
    <Button iconId="ri-ticket-2-line" linkProps={{ to: paths.eventRegister.getHref(event.id) }}>
      S’inscrire
    </Button>
  );
}

/**
 * Registration, for the public; for the members of the event's organisation (preview included),
 * editing when their role allows it and the attendees, which every role sees (the door).
 */
function EventActions({ event, isPublic }: { event: EventResponse; isPublic: boolean }) {
  const acting = useMyOrganisations().data?.acting;
  const manages = canManage(acting, event.organisation_id);
  const atTheDoor = acting?.id === event.organisation_id && mayAct(acting, "door");
  const over = isEventOver(event);
  const register = over || !isPublic ? null : registerButton(event);
  if (!over && !register && !atTheDoor) return null;
  if (over && !atTheDoor)
    return <p className="fr-text--bold fr-mt-3w fr-mb-0">{participationMessages.eventOver}</p>;
  return (
    <div className="fr-mt-3w">
      {over && <p className="fr-text--bold">{participationMessages.eventOver}</p>}
      <ul className="fr-btns-group fr-btns-group--icon-left">
        {register && <li>{register}</li>}
        {manages && (
          <li>
            <Button
              priority="secondary"
              iconId="fr-icon-edit-line"
              linkProps={{ to: paths.eventEdit.getHref(event.id) }}
            >
              Modifier
            </Button>
          </li>
        )}
        {atTheDoor && (
          <li>
            <Button
              priority="secondary"
              iconId="fr-icon-team-line"
              linkProps={{ to: paths.eventAttendees.getHref(event.id) }}
            >
              Voir les inscrits
            </Button>
          </li>
        )}
      </ul>
    </div>
  );
}

function Programme({ eventId }: { eventId: number }) {
  return <ProgrammeLines programme={usePrograms({ event_id: eventId, limit: LIST_MAX_LIMIT })} />;
}

/** On the preview of a held event (issue 29): its lines, which the public list leaves out. */
function HeldProgramme({ eventId }: { eventId: number }) {
  return <ProgrammeLines programme={useProgramsPreview({ event_id: eventId, limit: LIST_MAX_LIMIT })} />;
}

function ProgrammeLines({ programme }: { programme: UseQueryResult<{ items: ProgramResponse[] }> }) {
  if (programme.isPending) return <p role="status">{programMessages.listLoading}</p>;
  if (programme.isError) return <Alert severity="error" small description={programMessages.listLoadFailed} />;
  return <EventProgramme lines={programme.data.items} />;
}
