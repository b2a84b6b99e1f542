import { emailConfirmationMessages as m } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { useConfirmAccountEmail } from "./api/email-confirmation.ts";
import { MailLinkConfirmationPage } from "./components/mail-link-confirmation.tsx";

/**
 * /confirmer-mon-adresse#jeton=…: the link that confirms an account's own address (issue 28).
 * Once confirmed, the registrations made without an account under it are in the dashboard: a
 * signed-in visitor is led there.
 */
export function AccountEmailConfirmationPage() {
  return (
    <MailLinkConfirmationPage
      messages={m}
      useConfirmation={useConfirmAccountEmail}
      signedInNext={{ href: paths.dashboard.getHref(), label: m.openDashboard }}
    />
  );
}
