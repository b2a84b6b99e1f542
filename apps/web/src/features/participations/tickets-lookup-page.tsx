import { ticketsLookupMessages as m } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { ticketsLookupBodySchema } from "@culture-patrimoine/contract/schemas/mail";
import { EmailRequestForm } from "../../components/email-request-form.tsx";
import { FormPageLayout } from "../../components/form-page-layout.tsx";
import { errorMessage } from "../../lib/api-error.ts";
import { useLookupTickets } from "./api/lookup-tickets.ts";

/**
 * /billets/retrouver (issue 28): a visitor who lost a ticket's e-mail types the address given at
 * registration; the list of its upcoming tickets goes there. The server answers the same whether
 * the address has any, and so does the page. Like the other forms, it needs the app's script (the
 * server renders it as a shell, decision 036).
 */
export function TicketsLookupPage() {
  const lookup = useLookupTickets();
  return (
    <FormPageLayout title={m.pageTitle}>
      <EmailRequestForm
        messages={m}
        schema={ticketsLookupBodySchema}
        // The server's neutral answer is what the page says.
        send={async (body) => (await lookup.mutateAsync(body)).message}
        // A refusal after too many requests carries its wait in the server's French message.
        failureMessage={(error) => errorMessage(error, m.failed)}
        sentNext={{ href: paths.events.getHref(), label: m.backToEvents }}
      />
      <p className="fr-text--sm fr-mt-6w">{m.accountHint}</p>
    </FormPageLayout>
  );
}
