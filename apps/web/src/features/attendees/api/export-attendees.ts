import { apiDownload, type DownloadedFile } from "../../../lib/api-client.ts";

/**
 * GET /api/events/{id}/attendees.csv (UTF-8 with BOM, « ; » for a French spreadsheet), of one
 * session or all of them, with the file name the server gives it.
 */
export function exportAttendees(eventId: number, sessionId: number | null): Promise<DownloadedFile> {
  return apiDownload(`/events/${eventId}/attendees.csv`, {
    query: { session_id: sessionId },
    accept: "text/csv",
  });
}
