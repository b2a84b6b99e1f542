import { z } from "zod";
import { queryIdSchema } from "./common.ts";

// « Ajouter à mon agenda » (issue 14): an event's sessions, or one of them, as an iCalendar file.

/** GET /api/events/{id}/calendar.ics; `session`: one session of the event; absent, every session of the event. */
export const eventCalendarQuerySchema = z.object({ session: queryIdSchema });
export type EventCalendarQuery = z.output<typeof eventCalendarQuerySchema>;

export const icsFileSchema = z
  .string()
  .describe(
    "iCalendar (RFC 5545) en UTF-8, fins de ligne CRLF : un VEVENT par séance, instants en UTC, UID stable par séance, STATUS:CANCELLED pour une séance annulée",
  );
