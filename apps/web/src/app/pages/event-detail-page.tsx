import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { LIST_MAX_LIMIT } from "@culture-patrimoine/contract/constants";
import { isEventOver } from "@culture-patrimoine/contract/event-rules";
import { eventMessages, participationMessages, programMessages } from "@culture-patrimoine/contract/messages";
import { parsePathId, paths } from "@culture-patrimoine/contract/routes";
import type { EventResponse } from "@culture-patrimoine/contract/schemas/event";
import { useEffect } from "react";
import { useParams } from "react-router";
import { useEvent } from "../../features/events/api/get-event.ts";
import { EventDetails } from "../../features/events/components/event-details.tsx";
import { EventLoadError } from "../../features/events/components/event-load-error.tsx";
import { EventNotFound } from "../../features/events/components/event-not-found.tsx";
import { EventProgramme } from "../../features/events/components/event-programme.tsx";
import { usePrograms } from "../../features/programs/api/get-programs.ts";
import { isApiError } from "../../lib/api-error.ts";
import { documentTitle } from "../../lib/brand.tsx";
import { useSession } from "../../lib/session.ts";

/** /events/{id}: the event (events API) with its programme lines (programmes API). */
export function EventDetailPage() {
  const id = parsePathId(useParams().id);
  const event = useEvent(id);

  const notFound = id === null || (event.isError && isApiError(event.error) && event.error.status === 404);
  useEffect(() => {
    if (event.data) document.title = documentTitle(event.data.title);
    else if (notFound) document.title = documentTitle(eventMessages.notFound);
  }, [event.data, notFound]);

  if (notFound) return <EventNotFound />;
  if (event.isError) return <EventLoadError title="Événement" onRetry={() => void event.refetch()} />;
  if (!event.data) {
    return (
      <div className="fr-container fr-my-6w" aria-busy="true">
        <p role="status">{eventMessages.loading}</p>
      </div>
    );
  }
  return (
    <EventDetails
      event={event.data}
      actions={<EventActions event={event.data} />}
      programme={<Programme eventId={event.data.id} />}
    />
  );
}

function EventActions({ event }: { event: EventResponse }) {
  const session = useSession();
  const isOwner = session !== null && session.user.id === event.user_id;
  const over = isEventOver(event);
  if (over && !isOwner)
    return <p className="fr-text--bold fr-mt-3w fr-mb-0">{participationMessages.eventOver}</p>;
  return (
    <div className="fr-mt-3w">
      {over && <p className="fr-text--bold">{participationMessages.eventOver}</p>}
      <ul className="fr-btns-group fr-btns-group--icon-left">
        {!over && (
          <li>
            <Button iconId="ri-ticket-2-line" linkProps={{ to: paths.eventRegister.getHref(event.id) }}>
              S'inscrire
            </Button>
          </li>
        )}
        {isOwner && (
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
      </ul>
    </div>
  );
}

function Programme({ eventId }: { eventId: number }) {
  const programme = usePrograms({ event_id: eventId, limit: LIST_MAX_LIMIT });
  if (programme.isPending) return <p role="status">{programMessages.listLoading}</p>;
  if (programme.isError) return <Alert severity="error" small description={programMessages.listLoadFailed} />;
  return <EventProgramme lines={programme.data.items} />;
}
