import { EMAIL_CHANGE_VALID_HOURS } from "@culture-patrimoine/contract/constants";
import { emailChangeMessages as m } from "@culture-patrimoine/contract/messages";
import { useEffect, useRef } from "react";

/**
 * Said after a save that sent a confirmation link to a new address: the account keeps its address
 * until the link is opened. It stays on screen (a toast would be gone before it is read), and the
 * focus moves to it, so that a screen reader reads it once.
 */
export function PendingEmailNotice({
  email,
  headingAs: Heading = "h2",
}: {
  email: string;
  headingAs?: "h2" | "h3";
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className="fr-alert fr-alert--info fr-mb-3w">
      <Heading className="fr-alert__title">{m.pendingTitle}</Heading>
      <p>{m.pending(email, EMAIL_CHANGE_VALID_HOURS)}</p>
    </div>
  );
}
