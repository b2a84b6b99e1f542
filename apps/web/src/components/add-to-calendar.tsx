import { shareMessages } from "@culture-patrimoine/contract/messages";

interface AddToCalendarProps {
  /** The API address of the .ics file (eventCalendarPath). */
  href: string;
  label?: string;
  /** Said to screen readers after the label, to tell several links apart (a session's date). */
  context?: string;
  size?: "sm" | "md";
}

/**
 * « Ajouter à mon agenda »: a plain download link to the event's .ics file, which every calendar
 * application opens (the server names the file and sends it as an attachment).
 */
export function AddToCalendar({
  href,
  label = shareMessages.addToCalendar,
  context,
  size = "md",
}: AddToCalendarProps) {
  return (
    <a
      className={`fr-link fr-link--download${size === "sm" ? " fr-link--sm" : ""}`}
      href={href}
      download
      type="text/calendar"
    >
      {label}
      {context && (
        // The space outside the hidden text: every name computation keeps it.
        <>
          {" "}
          <span className="fr-sr-only">({context})</span>
        </>
      )}
      {size === "md" && <span className="fr-link__detail">{shareMessages.calendarFileHint}</span>}
    </a>
  );
}
