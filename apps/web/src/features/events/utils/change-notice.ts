import type { EventFormValues } from "./event-form-values.ts";

/**
 * True when an edit may change what registered people hold (issue 28): another venue, or a saved
 * session's start or end moved. Only then does the form ask the server whom the save would tell
 * (countPeopleToTell): a title, a price, a capacity or a new session tells nobody.
 */
export function mayTellPeople(before: EventFormValues, after: EventFormValues): boolean {
  if (before.lieu_id !== after.lieu_id) return true;
  const saved = new Map(before.sessions.map((session) => [session.session_id, session]));
  return after.sessions.some((session) => {
    const was = session.session_id === null ? undefined : saved.get(session.session_id);
    return (
      was !== undefined &&
      (was.starts_at.trim() !== session.starts_at.trim() || was.ends_at.trim() !== session.ends_at.trim())
    );
  });
}
