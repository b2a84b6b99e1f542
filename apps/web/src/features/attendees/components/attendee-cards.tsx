import { Badge } from "@codegouvfr/react-dsfr/Badge";
import { attendeeMessages as m } from "@culture-patrimoine/contract/messages";
import type { Attendee } from "@culture-patrimoine/contract/schemas/attendees";
import {
  type AttendeeSession,
  attendeeName,
  attendeeStatusBadge,
  canCancelAttendee,
  cancelledByText,
  entryText,
  formatSessionStart,
  paymentDueText,
  telHref,
} from "../utils/attendee-format.ts";
import { CancelAttendeeButton } from "./cancel-attendee-button.tsx";

interface AttendeeCardsProps {
  attendees: Attendee[];
  /** Each card says its session when the list mixes several; null otherwise. */
  sessions: AttendeeSession[] | null;
  onCancel?: ((attendee: Attendee) => void) | undefined;
  cancellingId: number | null;
}

/**
 * The registrations on a phone (issue 33): one DSFR card each, with every field the table has
 * (status, places, entry, session, e-mail, phone, requests) and the cancel action, instead of a
 * table whose columns went off screen.
 */
export function AttendeeCards({ attendees, sessions, onCancel, cancellingId }: AttendeeCardsProps) {
  const now = new Date();
  const sessionLabel = new Map(
    sessions?.map((session) => [session.id, formatSessionStart(session.starts_at)]),
  );
  return (
    <ul className="cp-attendee-cards">
      {attendees.map((attendee) => {
        const name = attendeeName(attendee);
        const status = attendeeStatusBadge(attendee);
        const note = cancelledByText(attendee) ?? paymentDueText(attendee, now);
        const titleId = `attendee-${attendee.id}-name`;
        return (
          <li key={attendee.id}>
            <article className="fr-card fr-card--sm fr-card--no-arrow" aria-labelledby={titleId}>
              <div className="fr-card__body">
                <div className="fr-card__content">
                  <h3 id={titleId} className="fr-card__title">
                    {name}
                  </h3>
                  <div className="fr-card__desc">
                    {/* A div: DSFR's Badge is itself a <p>. */}
                    <div className="fr-mb-1w">
                      <Badge severity={status.severity} small noIcon={status.severity === "new"}>
                        {status.label}
                      </Badge>
                      {note && <span className="cp-attendee-table__by">{note}</span>}
                    </div>
                    <dl className="cp-attendee-card__facts">
                      <dt>{m.columnPlaces}</dt>
                      <dd>{attendee.nombre_places}</dd>
                      <dt>{m.columnEntry}</dt>
                      <dd>
                        {attendee.checked_in_at && (
                          <span className="fr-icon-check-line fr-icon--sm" aria-hidden="true" />
                        )}{" "}
                        {entryText(attendee)}
                      </dd>
                      {sessions && (
                        <>
                          <dt>{m.columnSession}</dt>
                          <dd>{sessionLabel.get(attendee.session_id) ?? ""}</dd>
                        </>
                      )}
                      <dt>{m.columnEmail}</dt>
                      <dd>
                        <a href={`mailto:${attendee.email}`}>{attendee.email}</a>
                      </dd>
                      <dt>{m.columnPhone}</dt>
                      <dd>
                        <a href={telHref(attendee.telephone)}>{attendee.telephone}</a>
                      </dd>
                      {attendee.demandes_speciales && (
                        <>
                          <dt>{m.columnRequests}</dt>
                          <dd>{attendee.demandes_speciales}</dd>
                        </>
                      )}
                    </dl>
                  </div>
                </div>
                {onCancel && canCancelAttendee(attendee) && (
                  <div className="fr-card__footer">
                    <CancelAttendeeButton
                      name={name}
                      busy={cancellingId === attendee.id}
                      onCancel={() => onCancel(attendee)}
                    />
                  </div>
                )}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
