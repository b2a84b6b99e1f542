import { Badge } from "@codegouvfr/react-dsfr/Badge";
import { attendeeMessages as m } from "@culture-patrimoine/contract/messages";
import type { Attendee } from "@culture-patrimoine/contract/schemas/attendees";
import { ScrollingTable } from "../../../components/scrolling-table.tsx";
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

interface AttendeeTableProps {
  attendees: Attendee[];
  /** Shown in a column when the table mixes several sessions; null otherwise. */
  sessions: AttendeeSession[] | null;
  /** Absent for a role that does not cancel (an agent d'accueil, issue 30): no button. */
  onCancel?: ((attendee: Attendee) => void) | undefined;
  cancellingId: number | null;
}

/**
 * The registrations as a DSFR table: a caption, column headers and one row header (the name) per
 * line. It fits a computer's width (issue 33: phone and actions were cut at 1280 px): e-mail and
 * phone share one « Contact » column, and the cells wrap. Phones get cards (attendee-cards.tsx);
 * on a tablet the frame still scrolls sideways, and the keyboard can reach it.
 */
export function AttendeeTable({ attendees, sessions, onCancel, cancellingId }: AttendeeTableProps) {
  const now = new Date();
  const sessionLabel = new Map(
    sessions?.map((session) => [session.id, formatSessionStart(session.starts_at)]),
  );
  return (
    <ScrollingTable
      label={m.tableScrollLabel}
      caption={m.tableCaption(attendees.length)}
      columns={[
        m.columnName,
        m.columnStatus,
        m.columnPlaces,
        m.columnEntry,
        ...(sessions ? [m.columnSession] : []),
        m.columnContact,
        m.columnRequests,
        m.columnActions,
      ]}
      className="fr-table--no-caption cp-attendee-table"
    >
      {attendees.map((attendee) => {
        const name = attendeeName(attendee);
        const status = attendeeStatusBadge(attendee);
        // Who cancelled, or until when an online payment is awaited.
        const note = cancelledByText(attendee) ?? paymentDueText(attendee, now);
        return (
          <tr key={attendee.id}>
            <th scope="row">{name}</th>
            <td>
              <Badge severity={status.severity} small noIcon={status.severity === "new"}>
                {status.label}
              </Badge>
              {note && <span className="cp-attendee-table__by">{note}</span>}
            </td>
            <td>{attendee.nombre_places}</td>
            <td className="cp-attendee-table__nowrap">
              {attendee.checked_in_at ? (
                <>
                  <span className="fr-icon-check-line fr-icon--sm" aria-hidden="true" /> {entryText(attendee)}
                </>
              ) : (
                entryText(attendee)
              )}
            </td>
            {sessions && <td>{sessionLabel.get(attendee.session_id) ?? ""}</td>}
            <td className="cp-attendee-table__contact">
              <a href={`mailto:${attendee.email}`}>{attendee.email}</a>
              <br />
              <a className="cp-attendee-table__nowrap" href={telHref(attendee.telephone)}>
                {attendee.telephone}
              </a>
            </td>
            <td className="cp-attendee-table__requests">{attendee.demandes_speciales ?? ""}</td>
            <td>
              {onCancel && canCancelAttendee(attendee) && (
                <CancelAttendeeButton
                  name={name}
                  busy={cancellingId === attendee.id}
                  onCancel={() => onCancel(attendee)}
                />
              )}
            </td>
          </tr>
        );
      })}
    </ScrollingTable>
  );
}
