import {
  dashboardMessages,
  eventMessages,
  organisationGateMessages,
  toastTitles,
} from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { EventResponse } from "@culture-patrimoine/contract/schemas/event";
import type { OrganisationSummary } from "@culture-patrimoine/contract/schemas/organisation";
import { Link } from "react-router";
import { useOwnEvents } from "../../../api/get-own-events.ts";
import { errorMessage } from "../../../lib/api-error.ts";
import { confirmAction } from "../../../lib/confirm.ts";
import { mayAct } from "../../../lib/ownership.ts";
import { toast } from "../../../lib/toast.ts";
import { useDeleteEvent } from "../api/delete-event.ts";
import { useDashboard } from "../api/get-dashboard.ts";
import { useRecentEvents } from "../api/get-recent-events.ts";
import { DashboardCounters } from "./dashboard-counters.tsx";
import { MyParticipations } from "./my-participations.tsx";
import { OwnEventList } from "./own-event-list.tsx";
import { OwnResources } from "./own-resources.tsx";
import { QuerySection } from "./query-section.tsx";
import { QuickActions } from "./quick-actions.tsx";
import { RecentEventList } from "./recent-event-list.tsx";
import { SiretNotice } from "./siret-notice.tsx";
import { VerificationNotice } from "./verification-notice.tsx";

interface OrganiserDashboardProps {
  userId: number;
  /** The organisation the session acts for (issue 30): its content, the member's role in it. */
  organisation: OrganisationSummary;
}

/**
 * A member's view of their organisation: counters, quick actions, its content, the others' news.
 * An agent d'accueil sees its events with the door's links, and why nothing else.
 */
export function OrganiserDashboard({ userId, organisation }: OrganiserDashboardProps) {
  const mayEdit = mayAct(organisation, "content");
  const counters = useDashboard(userId, organisation.id);
  const ownEvents = useOwnEvents(userId, organisation.id);
  const recentEvents = useRecentEvents(userId);
  const deleteEvent = useDeleteEvent();

  const onDelete = (event: EventResponse) => {
    if (!confirmAction(eventMessages.deleteConfirm)) return;
    deleteEvent.mutate(event.id, {
      onSuccess: () => toast.success(toastTitles.success, eventMessages.deleteSuccess),
      // A 409 carries the server's own explanation (people are registered).
      onError: (error) =>
        toast.error(eventMessages.deleteFailed, errorMessage(error, eventMessages.deleteFailed)),
    });
  };

  const events = ownEvents.data?.items ?? [];
  const recent = recentEvents.data ?? [];
  return (
    <>
      {counters.data?.verification_status ? (
        <VerificationNotice
          userId={userId}
          status={counters.data.verification_status}
          reason={counters.data.verification_reason}
        />
      ) : null}
      {counters.data?.siret_missing && <SiretNotice userId={userId} />}
      <DashboardCounters counters={counters.data} status={counters.status} />
      {mayEdit ? (
        <QuickActions />
      ) : (
        <p className="fr-mt-4w">{organisationGateMessages.doorOnly(organisation.role)}</p>
      )}
      <QuerySection
        id="dashboard-own-events"
        title="Mes événements"
        status={ownEvents.status}
        count={events.length}
        emptyText={dashboardMessages.noOwnEvents}
        action={
          mayEdit && (
            <Link
              className="fr-btn fr-btn--tertiary fr-btn--sm fr-btn--icon-left fr-icon-add-line"
              to={paths.eventCreate.getHref()}
            >
              Créer un événement
            </Link>
          )
        }
      >
        <OwnEventList
          events={events}
          mayEdit={mayEdit}
          onDelete={onDelete}
          deletingId={deleteEvent.isPending ? (deleteEvent.variables ?? null) : null}
        />
      </QuerySection>
      {mayEdit && <OwnResources userId={userId} organisationId={organisation.id} />}
      <QuerySection
        id="dashboard-recent-events"
        title="Événements Récents (autres)"
        status={recentEvents.status}
        count={recent.length}
        emptyText={dashboardMessages.noRecentEvents}
      >
        <RecentEventList events={recent} />
      </QuerySection>
      <MyParticipations userId={userId} />
    </>
  );
}
