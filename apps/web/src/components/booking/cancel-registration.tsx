import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { FREE_CANCELLATION_HOURS } from "@culture-patrimoine/contract/constants";
import { formatMoment } from "@culture-patrimoine/contract/french-dates";
import { apiErrorMessages, bookingMessages, ticketMessages } from "@culture-patrimoine/contract/messages";
import type { ParticipationResponse } from "@culture-patrimoine/contract/schemas/participation";
import { useId, useRef, useState } from "react";
import { errorMessage } from "../../lib/api-error.ts";
import { toast } from "../../lib/toast.ts";
import "./cancel-registration.css";

type Cancellable = Pick<ParticipationResponse, "status" | "cancellable_until" | "session">;

/** Once its session has begun, a registration has nothing left to cancel (nor a waiting list to leave). */
function sessionBegun(participation: Cancellable, now: Date): boolean {
  return Date.parse(participation.session.starts_at) <= now.getTime();
}

/**
 * Whether the holder may cancel now: a waiting-list entry at any time, a confirmed registration
 * until its free-cancellation deadline (the API answers it: 48 h before the session), never twice.
 */
export function canHolderCancel(participation: Cancellable, now: Date): boolean {
  if (participation.status === "cancelled") return false;
  if (participation.status === "waitlisted") return true;
  const deadline = Date.parse(participation.cancellable_until);
  return Number.isNaN(deadline) || now.getTime() <= deadline;
}

interface CancelRegistrationProps {
  participation: Cancellable;
  /** Sends the cancellation; the caller's query refresh shows the cancelled registration. */
  onCancel: () => Promise<unknown>;
  /** Names the registration for screen readers when several are listed (the event's title). */
  context?: string;
  /** Tests fix the clock the deadline is compared with. */
  now?: () => Date;
}

/**
 * "Annuler mon inscription", with a confirmation step before anything is sent. Before the deadline
 * the deadline is said; past it (a late registration too) the button stays, disabled, with the
 * reason next to it, never a date already past; once the session has begun, nothing is shown.
 */
export function CancelRegistration({
  participation,
  onCancel,
  context,
  now = () => new Date(),
}: CancelRegistrationProps) {
  const [step, setStep] = useState<"idle" | "confirm" | "sending">("idle");
  const [failure, setFailure] = useState<string | null>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const noteId = useId();
  const questionId = useId();

  const instant = now();
  if (participation.status === "cancelled" || sessionBegun(participation, instant)) return null;
  const allowed = canHolderCancel(participation, instant);
  const note =
    participation.status === "waitlisted"
      ? null
      : allowed
        ? ticketMessages.cancelUntil(formatMoment(participation.cancellable_until))
        : bookingMessages.freeCancellationOver(FREE_CANCELLATION_HOURS);
  const named = (label: string) => (
    <>
      {label}
      {context && <span className="fr-sr-only"> : {context}</span>}
    </>
  );

  const confirm = async () => {
    setStep("sending");
    setFailure(null);
    try {
      await onCancel();
      toast.success(ticketMessages.cancelDone);
      setStep("idle");
    } catch (error) {
      setFailure(errorMessage(error, apiErrorMessages.INTERNAL_ERROR));
      setStep("confirm");
    }
  };

  if (step === "idle") {
    return (
      <div className="cp-cancel">
        <Button
          ref={openRef}
          priority="secondary"
          size="small"
          iconId="fr-icon-close-circle-line"
          disabled={!allowed}
          nativeButtonProps={{ "aria-describedby": note ? noteId : undefined }}
          onClick={() => {
            setStep("confirm");
            // The question takes the focus, so a screen reader reads it first.
            requestAnimationFrame(() => questionRef.current?.focus());
          }}
        >
          {named(ticketMessages.cancelOpen)}
        </Button>
        {note && (
          <p id={noteId} className="fr-text--xs fr-mb-0 fr-mt-1w" data-testid="cancel-note">
            {note}
          </p>
        )}
      </div>
    );
  }

  return (
    <section className="cp-cancel cp-cancel--confirm fr-p-2w" aria-labelledby={questionId}>
      <h3 id={questionId} ref={questionRef} tabIndex={-1} className="fr-h6 fr-mb-1w">
        {ticketMessages.cancelQuestion}
      </h3>
      <p className="fr-text--sm">{ticketMessages.cancelConsequence}</p>
      {failure && <Alert severity="error" small description={failure} className="fr-mb-2w" role="alert" />}
      <ul className="fr-btns-group fr-btns-group--inline-sm fr-btns-group--sm">
        <li>
          <Button
            type="button"
            disabled={step === "sending"}
            onClick={() => void confirm()}
            className="cp-cancel__confirm"
          >
            {step === "sending" ? ticketMessages.cancelling : named(ticketMessages.cancelConfirm)}
          </Button>
        </li>
        <li>
          <Button
            type="button"
            priority="secondary"
            disabled={step === "sending"}
            onClick={() => {
              setStep("idle");
              setFailure(null);
              requestAnimationFrame(() => openRef.current?.focus());
            }}
          >
            {ticketMessages.cancelKeep}
          </Button>
        </li>
      </ul>
    </section>
  );
}
