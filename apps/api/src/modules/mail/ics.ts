// An iCalendar file (RFC 5545) of one session, attached to the confirmation e-mail so that a
// visitor adds it to their calendar in one tap. Times are written in UTC ("…Z"): every calendar
// shows them in its own zone, and no VTIMEZONE block is needed.

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

function eventLines(entry: CalendarEntry): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${entry.uid}`,
    `DTSTAMP:${utcStamp(entry.stamp)}`,
    `DTSTART:${utcStamp(entry.start)}`,
    ...(entry.end && entry.end.getTime() > entry.start.getTime() ? [`DTEND:${utcStamp(entry.end)}`] : []),
    `SUMMARY:${escapeText(entry.summary)}`,
    ...(entry.location ? [`LOCATION:${escapeText(entry.location)}`] : []),
    `DESCRIPTION:${escapeText(entry.description)}`,
    `URL:${entry.url}`,
    `STATUS:${entry.status ?? "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}

/** A calendar of one or several entries (an event's sessions: « Ajouter à mon agenda »). */
export function calendarFileOf(entries: readonly CalendarEntry[], prodId = "Inscriptions"): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//Culture & Patrimoine//${prodId}//FR`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...entries.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

export function calendarFile(entry: CalendarEntry): string {
  return calendarFileOf([entry]);
}
