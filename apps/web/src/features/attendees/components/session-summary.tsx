import { Badge } from "@codegouvfr/react-dsfr/Badge";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { attendeeMessages as m } from "@culture-patrimoine/contract/messages";
import {
  type AttendeeSession,
  canCancelSession,
  formatSessionStart,
  sessionFigures,
  sessionStateBadge,
} from "../utils/attendee-format.ts";

interface SessionSummaryProps {
  session: AttendeeSession;
  /** Absent for a role that does not cancel (an agent d'accueil, issue 30): no button. */
  onCancel?: ((session: AttendeeSession) => void) | undefined;
  cancelling: boolean;
}

/** One session's card: when, places taken, who waits, who came in, and "Annuler la séance". */
export function SessionSummary({ session, onCancel, cancelling }: SessionSummaryProps) {
  const badge = sessionStateBadge(session.state);
  const figures = sessionFigures(session);
  const when = formatSessionStart(session.starts_at);
  return (
    <article className="cp-session-summary" aria-labelledby={`session-${session.id}-title`}>
      <h3 id={`session-${session.id}-title`} className="fr-h6 fr-mb-1w">
        {when}
      </h3>
      {badge && (
        <Badge severity={badge.severity} small className="fr-mb-1w">
          {badge.label}
        </Badge>
      )}
      <ul className="cp-session-summary__figures">
        <li>
          <span className="fr-icon-user-line fr-icon--sm" aria-hidden="true" /> {figures.places}
        </li>
        <li>
          <span className="fr-icon-time-line fr-icon--sm" aria-hidden="true" /> {figures.waitlist}
        </li>
        <li>
          <span className="fr-icon-check-line fr-icon--sm" aria-hidden="true" /> {figures.entries}
        </li>
      </ul>
      {onCancel && canCancelSession(session) && (
        <Button
          priority="tertiary"
          size="small"
          iconId="fr-icon-close-circle-line"
          className="cp-danger-button"
          disabled={cancelling}
          onClick={() => onCancel(session)}
        >
          {m.cancelSession} <span className="fr-sr-only">du {when}</span>
        </Button>
      )}
    </article>
  );
}
