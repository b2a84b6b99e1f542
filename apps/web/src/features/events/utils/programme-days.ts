import type { ProgramResponse } from "@culture-patrimoine/contract/schemas/program";

export interface ProgrammeDay {
  /** "YYYY-MM-DD" */
  date: string;
  lines: ProgramResponse[];
}

/** The lines of an event grouped by day, each day in time order (the page never trusts the order it got). */
export function programmeDays(lines: readonly ProgramResponse[]): ProgrammeDay[] {
  const sorted = [...lines].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.start_time.localeCompare(b.start_time) ||
      a.end_time.localeCompare(b.end_time) ||
      a.id - b.id,
  );
  const days: ProgrammeDay[] = [];
  for (const line of sorted) {
    const last = days.at(-1);
    if (last && last.date === line.date) last.lines.push(line);
    else days.push({ date: line.date, lines: [line] });
  }
  return days;
}

/** "14:30" → "14 h 30", the French way of writing a time of day. */
export function formatTime(time: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  return match ? `${match[1]}\u00a0h\u00a0${match[2]}` : time;
}
