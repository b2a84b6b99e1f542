import { apiDownload, type DownloadedFile } from "../../../lib/api-client.ts";
import type { StatisticsRange } from "../utils/range-search.ts";

/** GET /api/statistics/season.csv (UTF-8 with BOM, « ; », one section per table). */
export function exportSeasonStatistics(range: StatisticsRange): Promise<DownloadedFile> {
  return apiDownload("/statistics/season.csv", { query: range, accept: "text/csv" });
}

/** GET /api/events/{id}/statistics.csv. */
export function exportEventStatistics(eventId: number): Promise<DownloadedFile> {
  return apiDownload(`/events/${eventId}/statistics.csv`, { accept: "text/csv" });
}
