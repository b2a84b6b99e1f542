import { attendeeMessages as m } from "@culture-patrimoine/contract/messages";
import type { Attendee } from "@culture-patrimoine/contract/schemas/attendees";
import { ScrollingTable } from "../../../components/scrolling-table.tsx";
import type { AttendeeSession } from "../utils/attendee-format.ts";
import {
  AttendeeCancel,
  type AttendeeCancelProps,
  AttendeeEmailLink,
  AttendeeEntry,
  AttendeePhoneLink,
  AttendeeStatus,
  attendeeLines,
} from "./attendee-parts.tsx";

interface AttendeeTableProps extends AttendeeCancelProps {
  attendees: Attendee[];
  /** Shown in a column when the table mixes several sessions; null otherwise. */
  sessions: AttendeeSession[] | null;
}

/**
 * The registrations as a DSFR table: a caption, column headers and one row header (the name) per
 * line. It fits a computer's width (issue 33: phone and actions were cut at 1280 px): e-mail and
 * phone share one « Contact » column, and the cells wrap. Phones get cards (attendee-cards.tsx);
 * on a tablet the frame still scrolls sideways, and the keyboard can reach it.
 */
export function AttendeeTable({ attendees, sessions, onCancel, cancellingId }: AttendeeTableProps) {
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
      {attendeeLines(attendees, sessions).map((line) => {
        const { attendee } = line;
        return (
          <tr key={attendee.id}>
            <th scope="row">{line.name}</th>
            <td>
              <AttendeeStatus line={line} />
            </td>
            <td>{attendee.nombre_places}</td>
            <td className="cp-attendee-table__nowrap">
              <AttendeeEntry attendee={attendee} />
            </td>
            {line.session !== null && <td>{line.session}</td>}
            <td className="cp-attendee-table__contact">
              <AttendeeEmailLink attendee={attendee} />
              <br />
              <AttendeePhoneLink attendee={attendee} className="cp-attendee-table__nowrap" />
            </td>
            <td className="cp-attendee-table__requests">{attendee.demandes_speciales ?? ""}</td>
            <td>
              <AttendeeCancel line={line} onCancel={onCancel} cancellingId={cancellingId} />
            </td>
          </tr>
        );
      })}
    </ScrollingTable>
  );
}
