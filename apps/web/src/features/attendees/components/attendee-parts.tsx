import { Badge } from "@codegouvfr/react-dsfr/Badge";
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

/** What the table's row and the phone's card both say of one registration. */
export interface AttendeeLine {
  attendee: Attendee;
  name: string;
  status: ReturnType<typeof attendeeStatusBadge>;
  /** Who cancelled, or until when an online payment is awaited. */
  note: string | null;
  /** The registration's session when the list mixes several; null otherwise. */
  session: string | null;
}

/** The lines of a list of registrations, as both views show them. */
export function attendeeLines(attendees: Attendee[], sessions: AttendeeSession[] | null): AttendeeLine[] {
  const now = new Date();
  const sessionLabel = new Map(
    sessions?.map((session) => [session.id, formatSessionStart(session.starts_at)]),
  );
  return attendees.map((attendee) => ({
    attendee,
    name: attendeeName(attendee),
    status: attendeeStatusBadge(attendee),
    note: cancelledByText(attendee) ?? paymentDueText(attendee, now),
    session: sessions ? (sessionLabel.get(attendee.session_id) ?? "") : null,
  }));
}

/** The status badge and, beside it, who cancelled or the payment's deadline. */
export function AttendeeStatus({ line }: { line: AttendeeLine }) {
  return (
    <>
      <Badge severity={line.status.severity} small noIcon={line.status.severity === "new"}>
        {line.status.label}
      </Badge>
      {line.note && <span className="cp-attendee-table__by">{line.note}</span>}
    </>
  );
}

/** « Entrée à 14 h 32 » with its check mark, or « Pas encore entré ». */
export function AttendeeEntry({ attendee }: { attendee: Attendee }) {
  return (
    <>
      {attendee.checked_in_at && <span className="fr-icon-check-line fr-icon--sm" aria-hidden="true" />}{" "}
      {entryText(attendee)}
    </>
  );
}

/** The e-mail address and the phone number, each a link that writes or dials. */
export function AttendeeEmailLink({ attendee }: { attendee: Attendee }) {
  return <a href={`mailto:${attendee.email}`}>{attendee.email}</a>;
}

export function AttendeePhoneLink({ attendee, className }: { attendee: Attendee; className?: string }) {
  return (
    <a className={className} href={telHref(attendee.telephone)}>
      {attendee.telephone}
    </a>
  );
}

export interface AttendeeCancelProps {
  /** Absent for a role that does not cancel (an agent d'accueil, issue 30): no button. */
  onCancel?: ((attendee: Attendee) => void) | undefined;
  cancellingId: number | null;
}

/** Whether a line has the cancel action: a registration not cancelled yet, for a role that may. */
export function canShowCancel(line: AttendeeLine, onCancel: AttendeeCancelProps["onCancel"]): boolean {
  return onCancel !== undefined && canCancelAttendee(line.attendee);
}

/** The cancel action of a line, or nothing (canShowCancel). */
export function AttendeeCancel({
  line,
  onCancel,
  cancellingId,
}: AttendeeCancelProps & { line: AttendeeLine }) {
  if (!onCancel || !canShowCancel(line, onCancel)) return null;
  return (
    <CancelAttendeeButton
      name={line.name}
      busy={cancellingId === line.attendee.id}
      onCancel={() => onCancel(line.attendee)}
    />
  );
}
