interface Dated {
  date_start: string;
  date_end?: string | null;
}

/**
 * The first `count` events not over yet at `now` (an exhibition that started last week but runs on
 * is still worth going to). The API lists events by start date, so order is kept.
 */
export function upcomingEvents<T extends Dated>(events: readonly T[], now: Date, count: number): T[] {
  const nowMs = now.getTime();
  return events
    .filter((event) => {
      const endMs = Date.parse(event.date_end ?? event.date_start);
      return Number.isNaN(endMs) || endMs >= nowMs;
    })
    .slice(0, count);
}
