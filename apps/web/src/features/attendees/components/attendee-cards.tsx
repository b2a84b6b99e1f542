import { attendeeMessages as m } from "@culture-patrimoine/contract/messages";
import type { Attendee } from "@culture-patrimoine/contract/schemas/attendees";
import type { AttendeeSession } from "../utils/attendee-format.ts";
import {
  AttendeeCancel,
  type AttendeeCancelProps,
  AttendeeEmailLink,
  AttendeeEntry,
  AttendeePhoneLink,
  AttendeeStatus,
  attendeeLines,
  canShowCancel,
} from "./attendee-parts.tsx";

interface AttendeeCardsProps extends AttendeeCancelProps {
  attendees: Attendee[];
  /** Each card says its session when the list mixes several; null otherwise. */
  sessions: AttendeeSession[] | null;
}

/**
 * The registrations on a phone (issue 33): one DSFR card each, with every field the table has
 * (status, places, entry, session, e-mail, phone, requests) and the cancel action, instead of a
 * table whose columns went off screen.
 */
export function AttendeeCards({ attendees, sessions, onCancel, cancellingId }: AttendeeCardsProps) {
  return (
    <ul className="cp-attendee-cards">
      {attendeeLines(attendees, sessions).map((line) => {
        const { attendee } = line;
        const titleId = `attendee-${attendee.id}-name`;
        return (
          <li key={attendee.id}>
            <article className="fr-card fr-card--sm fr-card--no-arrow" aria-labelledby={titleId}>
              <div className="fr-card__body">
                <div className="fr-card__content">
                  <h3 id={titleId} className="fr-card__title">
                    {line.name}
                  </h3>
                  <div className="fr-card__desc">
                    {/* A div: DSFR's Badge is itself a <p>. */}
                    <div className="fr-mb-1w">
                      <AttendeeStatus line={line} />
                    </div>
                    <dl className="cp-attendee-card__facts">
                      <dt>{m.columnPlaces}</dt>
                      <dd>{attendee.nombre_places}</dd>
                      <dt>{m.columnEntry}</dt>
                      <dd>
                        <AttendeeEntry attendee={attendee} />
                      </dd>
                      {line.session !== null && (
                        <>
                          <dt>{m.columnSession}</dt>
                          <dd>{line.session}</dd>
                        </>
                      )}
                      <dt>{m.columnEmail}</dt>
                      <dd>
                        <AttendeeEmailLink attendee={attendee} />
                      </dd>
                      <dt>{m.columnPhone}</dt>
                      <dd>
                        <AttendeePhoneLink attendee={attendee} />
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
                {canShowCancel(line, onCancel) && (
                  <div className="fr-card__footer">
                    <AttendeeCancel line={line} onCancel={onCancel} cancellingId={cancellingId} />
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
