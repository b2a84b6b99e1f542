import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { Select } from "@codegouvfr/react-dsfr/Select";
import {
  apiErrorMessages,
  bookingMessages,
  attendeeMessages as m,
} from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { Attendee, AttendeeList } from "@culture-patrimoine/contract/schemas/attendees";
import { idSchema } from "@culture-patrimoine/contract/schemas/common";
import { type ReactNode, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { useMyOrganisations } from "../../api/get-my-organisations.ts";
import { FormRefusal } from "../../components/form-refusal.tsx";
import { organisationGate } from "../../components/organisation-gate.tsx";
import { errorMessage, isApiError } from "../../lib/api-error.ts";
import { confirmAction } from "../../lib/confirm.ts";
import { mayAct } from "../../lib/ownership.ts";
import { saveFile } from "../../lib/save-file.ts";
import { useSession } from "../../lib/session.ts";
import { toast } from "../../lib/toast.ts";
import { useCancelAttendee } from "./api/cancel-attendee.ts";
import { useCancelSession } from "./api/cancel-session.ts";
import { exportAttendees } from "./api/export-attendees.ts";
import { useAttendees } from "./api/get-attendees.ts";
import { AttendeeCards } from "./components/attendee-cards.tsx";
import { AttendeeTable } from "./components/attendee-table.tsx";
import { SessionSummary } from "./components/session-summary.tsx";
import {
  type AttendeeSession,
  attendeeName,
  attendeesOf,
  formatSessionInSentence,
  formatSessionStart,
} from "./utils/attendee-format.ts";
import { useWideScreen } from "./utils/use-wide-screen.ts";
import "./attendees.css";

/** ?seance= keeps the session filter in the address (a shared link, the back button). */
const SESSION_PARAM = "seance";

function useSessionFilter(list: AttendeeList | undefined): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = idSchema.safeParse(params.get(SESSION_PARAM));
  const selected = raw.success && list?.sessions.some((session) => session.id === raw.data) ? raw.data : null;
  const select = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(SESSION_PARAM);
        else next.set(SESSION_PARAM, String(id));
        return next;
      },
      { replace: true },
    );
  return [selected, select];
}

/** `mayCancel`: the member's role edits the programme; an agent d'accueil only reads and checks in. */
function Attendees({
  eventId,
  list,
  mayCancel,
}: {
  eventId: number;
  list: AttendeeList;
  mayCancel: boolean;
}) {
  const [sessionId, setSessionId] = useSessionFilter(list);
  const [exporting, setExporting] = useState(false);
  const cancelAttendee = useCancelAttendee();
  const cancelSession = useCancelSession();
  const shown = attendeesOf(list, sessionId);
  const several = list.sessions.length > 1;
  const wide = useWideScreen();
  const Registrations = wide ? AttendeeTable : AttendeeCards;

  const onExport = async () => {
    setExporting(true);
    try {
      const file = await exportAttendees(eventId, sessionId);
      saveFile(file.blob, file.fileName ?? `inscrits-evenement-${eventId}.csv`);
    } catch (error) {
      toast.error(m.exportFailed, errorMessage(error, apiErrorMessages.INTERNAL_ERROR));
    } finally {
      setExporting(false);
    }
  };

  const onCancelAttendee = async (attendee: Attendee) => {
    const name = attendeeName(attendee);
    if (!confirmAction(m.cancelRegistrationConfirm(name))) return;
    try {
      await cancelAttendee.mutateAsync(attendee.id);
      toast.success(undefined, m.cancelRegistrationDone(name));
    } catch (error) {
      toast.error(m.cancelRegistrationFailed, errorMessage(error, apiErrorMessages.INTERNAL_ERROR));
    }
  };

  const onCancelSession = async (session: AttendeeSession) => {
    const date = formatSessionInSentence(session.starts_at);
    const people = session.registrations + session.waitlist_entries;
    if (!confirmAction(m.cancelSessionConfirm(date, people))) return;
    try {
      await cancelSession.mutateAsync({ eventId, sessionId: session.id });
      toast.success(undefined, m.cancelSessionDone(date));
    } catch (error) {
      toast.error(m.cancelSessionFailed, errorMessage(error, apiErrorMessages.INTERNAL_ERROR));
    }
  };

  return (
    <>
      <h1>{m.pageTitle(list.event.title)}</h1>
      <ul className="fr-btns-group fr-btns-group--inline-md fr-btns-group--icon-left fr-mb-3w">
        <li>
          {/* aria-disabled, not disabled: a disabled button drops the focus it holds to <body> (issue 33). */}
          <Button
            iconId="fr-icon-download-line"
            aria-disabled={exporting}
            onClick={() => {
              if (!exporting) void onExport();
            }}
          >
            {exporting ? m.exporting : m.exportCsv}
          </Button>
        </li>
        <li>
          {/* A document load, not a client navigation: the camera is granted to the document of
              the scanner's page only, and a document keeps its first page's policy (decision 041). */}
          <Link
            className="fr-btn fr-btn--secondary fr-icon-qr-code-line"
            to={paths.scan.getHref({ event: eventId })}
            reloadDocument
          >
            {m.scanTickets}
          </Link>
        </li>
        <li>
          <Link className="fr-btn fr-btn--tertiary fr-icon-eye-line" to={paths.eventDetail.getHref(eventId)}>
            {m.eventPage}
          </Link>
        </li>
      </ul>

      <section aria-labelledby="attendee-sessions-title">
        <h2 id="attendee-sessions-title">{m.sessionsTitle}</h2>
        {list.sessions.length === 0 ? (
          <p>{m.noSession}</p>
        ) : (
          <ul className="cp-session-grid">
            {list.sessions.map((session) => (
              <li key={session.id}>
                <SessionSummary
                  session={session}
                  onCancel={mayCancel ? (chosen) => void onCancelSession(chosen) : undefined}
                  cancelling={cancelSession.isPending && cancelSession.variables?.sessionId === session.id}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="attendee-list-title">
        <h2 id="attendee-list-title">{m.tableCaption(shown.length)}</h2>
        {several && (
          <Select
            label={m.sessionFilter}
            className="cp-attendee-filter"
            nativeSelectProps={{
              value: sessionId === null ? "" : String(sessionId),
              onChange: (event) =>
                setSessionId(event.target.value === "" ? null : Number(event.target.value)),
            }}
          >
            <option value="">{m.allSessions}</option>
            {list.sessions.map((session) => (
              <option key={session.id} value={session.id}>
                {formatSessionStart(session.starts_at)}
              </option>
            ))}
          </Select>
        )}
        {shown.length === 0 ? (
          <p>{sessionId === null ? m.emptyList : m.emptySession}</p>
        ) : (
          <Registrations
            attendees={shown}
            sessions={several && sessionId === null ? list.sessions : null}
            onCancel={mayCancel ? (attendee) => void onCancelAttendee(attendee) : undefined}
            cancellingId={cancelAttendee.isPending ? (cancelAttendee.variables ?? null) : null}
          />
        )}
      </section>
    </>
  );
}

function EventAttendees({ eventId, mayCancel }: { eventId: number; mayCancel: boolean }) {
  const query = useAttendees(eventId);
  if (query.isSuccess) return <Attendees eventId={eventId} list={query.data} mayCancel={mayCancel} />;
  return (
    <PlainPage>
      {query.isPending ? <p role="status">{m.loading}</p> : <LoadError error={query.error} />}
    </PlainPage>
  );
}

function LoadError({ error }: { error: Error }) {
  const status = isApiError(error) ? error.status : null;
  if (status === 403)
    return <FormRefusal title={m.notYoursTitle} description={bookingMessages.notOwnEvent} />;
  return (
    <Alert
      severity="error"
      as="h2"
      title={status === 404 ? m.notFound : m.loadFailed}
      description={errorMessage(error, m.loadFailed)}
    />
  );
}

/** The page before the event's title is known, or instead of the list. */
function PlainPage({ children }: { children: ReactNode }) {
  return (
    <>
      <h1>{m.plainTitle}</h1>
      {children}
    </>
  );
}

/**
 * /events/{id}/inscrits: an event's registrations for the members of its organisation, every role
 * (the door, issue 30); the server refuses another organisation's event.
 */
export function AttendeesPage() {
  const { id } = useParams();
  const session = useSession();
  const organisations = useMyOrganisations();
  const eventId = idSchema.safeParse(id);
  const content = () => {
    if (!session) return null;
    const refusal = organisationGate(organisations, {
      action: "door",
      loading: <p role="status">{m.loading}</p>,
      title: m.professionalOnlyTitle,
      description: m.professionalOnly,
      participant: session.user.role === "participant",
    });
    if (refusal) return <PlainPage>{refusal}</PlainPage>;
    if (!eventId.success) {
      return (
        <PlainPage>
          <Alert severity="error" as="h2" title={m.notFound} />
        </PlainPage>
      );
    }
    return (
      <EventAttendees eventId={eventId.data} mayCancel={mayAct(organisations.data?.acting, "content")} />
    );
  };
  return <div className="fr-container fr-my-6w">{content()}</div>;
}
