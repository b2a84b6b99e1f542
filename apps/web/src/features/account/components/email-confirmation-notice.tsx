import { Button } from "@codegouvfr/react-dsfr/Button";
import { EMAIL_CONFIRMATION_VALID_DAYS } from "@culture-patrimoine/contract/constants";
import { emailConfirmationMessages as m } from "@culture-patrimoine/contract/messages";
import type { PublicUser } from "@culture-patrimoine/contract/schemas/user";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-error.ts";
import { useRequestEmailConfirmation } from "../api/email-confirmation.ts";

type Sending = { step: "idle" } | { step: "sent"; email: string } | { step: "failed"; message: string };

/**
 * Whether the account's address is confirmed (issue 28), above its settings: a confirmed address
 * brings the registrations made without an account under it into the dashboard. Until then, the
 * link can be sent again. What a click gives is said in a live region, next to the button.
 */
export function EmailConfirmationNotice({
  user,
  headingAs: Heading = "h2",
}: {
  user: Pick<PublicUser, "id" | "email" | "email_confirmed_at">;
  headingAs?: "h2" | "h3";
}) {
  const request = useRequestEmailConfirmation();
  const [sending, setSending] = useState<Sending>({ step: "idle" });

  if (user.email_confirmed_at !== null) {
    return (
      <div className="fr-alert fr-alert--success fr-alert--sm fr-mb-3w">
        <p>{m.confirmed(user.email)}</p>
      </div>
    );
  }

  const resend = async () => {
    setSending({ step: "idle" });
    try {
      const answer = await request.mutateAsync(user.id);
      setSending({ step: "sent", email: answer.email });
    } catch (error) {
      setSending({ step: "failed", message: errorMessage(error, m.resendFailed) });
    }
  };

  return (
    <div className="fr-alert fr-alert--warning fr-mb-3w">
      <Heading className="fr-alert__title">{m.notConfirmedTitle}</Heading>
      <p>{m.notConfirmed(user.email)}</p>
      <Button
        type="button"
        priority="secondary"
        size="small"
        className="fr-mt-2w"
        disabled={request.isPending}
        onClick={() => void resend()}
      >
        {request.isPending ? m.resending : m.resend}
      </Button>
      {/* Always there, so that a screen reader hears what comes into it; spaced only once it speaks. */}
      <p role="status" className={sending.step === "sent" ? "fr-mt-1w fr-mb-0" : "fr-mb-0"}>
        {sending.step === "sent" && m.resent(sending.email, EMAIL_CONFIRMATION_VALID_DAYS)}
      </p>
      {sending.step === "failed" && (
        <p role="alert" className="fr-error-text fr-mt-1w">
          {sending.message}
        </p>
      )}
    </div>
  );
}
