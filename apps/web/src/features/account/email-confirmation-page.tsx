import { emailChangeMessages as m } from "@culture-patrimoine/contract/messages";
import { type Session, updateSessionUser } from "../../lib/session.ts";
import { useConfirmEmailChange } from "./api/email-change.ts";
import { MailLinkConfirmationPage } from "./components/mail-link-confirmation.tsx";

/**
 * /confirmer-adresse#jeton=…: the link sent to a new e-mail address (docs/decisions/025); the
 * address changes on the button.
 */
export function EmailConfirmationPage() {
  return (
    <MailLinkConfirmationPage
      messages={m}
      useConfirmation={useConfirmEmailChange}
      onConfirmed={showNewAddress}
    />
  );
}

/** This browser's session, if it is the account's, shows the new address at once. */
function showNewAddress(changed: { id: number; email: string }, session: Session | null) {
  if (session && session.user.id === changed.id) {
    updateSessionUser({ ...session.user, email: changed.email });
  }
}
