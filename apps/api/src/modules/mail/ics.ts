// An iCalendar file (RFC 5545) of one session, attached to the confirmation e-mail so that a
// visitor adds it to their calendar in one tap. Times are written in UTC ("…Z"): every calendar
// shows them in its own zone, and no VTIMEZONE block is needed.
//
// A registration's files are iTIP messages (RFC 5546): REQUEST for the ticket and for each change,
// CANCEL when the registration or its session is cancelled, all with the same UID, an ORGANIZER,
// the holder as ATTENDEE and a SEQUENCE that grows with each change, so that the calendar that
// took the first file replaces or removes that entry (compose.ts says why the first is a REQUEST).
// The public agenda of an event's sessions stays a PUBLISH (calendar.service.ts).

export interface CalendarEntry {
  /** Stable across re-sends, so that a calendar updates the entry instead of adding another. */
  uid: string;
  start: Date;
  end: Date | null;
  summary: string;
  location: string | null;
  description: string;
  url: string;
  /** When the file is made (DTSTAMP). */
  stamp: Date;
  /** A cancelled session keeps its UID: a calendar that has it marks it cancelled. */
  status?: "CONFIRMED" | "CANCELLED";
}

export interface CalendarPerson {
  name: string | null;
  email: string;
}

/** What makes a file an iTIP message about one person's entry (RFC 5546 §3.2.2, §3.2.5). */
export interface CalendarInvitation {
  method: "REQUEST" | "CANCEL";
  /** Grows with every change of the entry: a calendar keeps the file with the highest. */
  sequence: number;
  organizer: CalendarPerson;
  attendee: CalendarPerson;
}

/** 20260329T080000Z */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT values escape backslash, semicolon, comma and new lines (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets are folded with CRLF and a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = "";
  let currentBytes = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    const limit = pieces.length === 0 ? 75 : 74;
    if (currentBytes + bytes > limit) {
      pieces.push(current);
      current = "";
      currentBytes = 0;
    }
    current += char;
    currentBytes += bytes;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

/** A parameter value in quotes (RFC 5545 §3.1): a name may hold « : ; , », never a DQUOTE. */
function quotedParam(value: string): string {
  return `"${value.replace(/["\r\n]/g, "")}"`;
}

function personValue(person: CalendarPerson): string {
  return `${person.name ? `;CN=${quotedParam(person.name)}` : ""}:mailto:${person.email}`;
}

/** ORGANIZER, ATTENDEE and SEQUENCE of an iTIP message; the holder is asked no reply. */
function invitationLines(invitation: CalendarInvitation): string[] {
  return [
    `SEQUENCE:${invitation.sequence}`,
    `ORGANIZER${personValue(invitation.organizer)}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE${personValue(invitation.attendee)}`,
  ];
}

function eventLines(entry: CalendarEntry, invitation?: CalendarInvitation): string[] {
  const status = invitation?.method === "CANCEL" ? "CANCELLED" : (entry.status ?? "CONFIRMED");
  return [
    "BEGIN:VEVENT",
    `UID:${entry.uid}`,
    `DTSTAMP:${utcStamp(entry.stamp)}`,
    `DTSTART:${utcStamp(entry.start)}`,
    ...(entry.end && entry.end.getTime() > entry.start.getTime() ? [`DTEND:${utcStamp(entry.end)}`] : []),
    ...(invitation ? invitationLines(invitation) : []),
    `SUMMARY:${escapeText(entry.summary)}`,
    ...(entry.location ? [`LOCATION:${escapeText(entry.location)}`] : []),
    `DESCRIPTION:${escapeText(entry.description)}`,
    `URL:${entry.url}`,
    `STATUS:${status}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}

function calendarLines(method: string, prodId: string, events: string[]): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//Culture & Patrimoine//${prodId}//FR`,
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    ...events,
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** A calendar of one or several entries (an event's sessions: « Ajouter à mon agenda »). */
export function calendarFileOf(entries: readonly CalendarEntry[], prodId = "Inscriptions"): string {
  return calendarLines(
    "PUBLISH",
    prodId,
    entries.flatMap((entry) => eventLines(entry)),
  );
}

/** One person's entry as an iTIP message: the ticket or a change (REQUEST), a cancellation (CANCEL). */
export function invitationFile(entry: CalendarEntry, invitation: CalendarInvitation): string {
  return calendarLines(invitation.method, "Inscriptions", eventLines(entry, invitation));
}
