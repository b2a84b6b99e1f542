// Programme times are French wall-clock times stored as "HH:MM"; they read the French way.

/** "14:00" → "14 h", "09:30" → "9 h 30"; anything else is shown as it is. */
export function formatTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  // No-break spaces: « 14 h 30 » never splits across two lines.
  return match[2] === "00" ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${match[2]}`;
}

/** "14 h – 15 h 30" */
export function formatTimeRange(start: string, end: string): string {
  return `${formatTime(start)} – ${formatTime(end)}`;
}
