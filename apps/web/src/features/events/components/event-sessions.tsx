import { Button } from "@codegouvfr/react-dsfr/Button";
import { formatSessionTimes } from "@culture-patrimoine/contract/french-dates";
import { sessionMessages as m, shareMessages } from "@culture-patrimoine/contract/messages";
import { eventCalendarPath, sessionRegisterPath } from "@culture-patrimoine/contract/routes";
import type { SessionResponse } from "@culture-patrimoine/contract/schemas/event-session";
import { AddToCalendar } from "../../../components/add-to-calendar.tsx";
import { SessionAvailabilityBadge } from "../../../components/session-availability.tsx";
import "./event-sessions.css";

/** The anchor of the list, where "Choisir une séance" leads. */
export const EVENT_SESSIONS_ID = "seances";

function UpcomingSession({ eventId, session }: { eventId: number; session: SessionResponse }) {
  const when = formatSessionTimes(session.starts_at, session.ends_at);
  const full = session.state === "full";
  return (
    <li className="cp-session-item">
      <div>
        <p className="fr-mb-0">
          <span className="fr-icon-calendar-line fr-icon--sm fr-mr-1w" aria-hidden="true" />
          {when}
        </p>
        <SessionAvailabilityBadge session={session} className="fr-mt-1v" />
        {session.state !== "cancelled" && (
          <p className="fr-mb-0 fr-mt-1v">
            <AddToCalendar
              href={eventCalendarPath(eventId, session.id)}
              label={shareMessages.addSessionToCalendar}
              context={when}
              size="sm"
            />
          </p>
        )}
      </div>
      {session.state !== "cancelled" && (
        <Button
          className="cp-session-item__action"
          size="small"
          priority={full ? "tertiary" : "secondary"}
          linkProps={{ to: sessionRegisterPath(eventId, session.id) }}
        >
          {full ? m.joinWaitlist : m.register}
          <span className="fr-sr-only"> ({when})</span>
        </Button>
      )}
    </li>
  );
}

/**
 * An event's sessions for a visitor: the upcoming ones, each with what is left and its own
 * registration link; the past ones folded away.
 */
export function EventSessions({ eventId, sessions }: { eventId: number; sessions: SessionResponse[] }) {
  const upcoming = sessions.filter((session) => session.state !== "past");
  const past = sessions.filter((session) => session.state === "past");
  return (
    <section id={EVENT_SESSIONS_ID} className="fr-mb-6w" aria-labelledby="event-sessions-title" tabIndex={-1}>
      <h2 id="event-sessions-title" className="fr-h4">
        {m.listTitle}
      </h2>
      {upcoming.length === 0 ? (
        <p>{m.noUpcoming}</p>
      ) : (
        <ul className="cp-session-list">
          {upcoming.map((session) => (
            <UpcomingSession key={session.id} eventId={eventId} session={session} />
          ))}
        </ul>
      )}
      {past.length > 0 && (
        <details className="cp-session-past fr-mt-2w">
          <summary>{m.pastSessions(past.length)}</summary>
          <ul className="fr-mt-1w">
            {past.map((session) => (
              <li key={session.id}>{formatSessionTimes(session.starts_at, session.ends_at)}</li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
