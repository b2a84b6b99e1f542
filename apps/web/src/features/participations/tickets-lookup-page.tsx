import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { ticketsLookupMessages as m } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { type TicketsLookupBody, ticketsLookupBodySchema } from "@culture-patrimoine/contract/schemas/mail";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { flushSync } from "react-dom";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { EmailField } from "../../components/form/contact-fields.tsx";
import { ErrorSummary } from "../../components/form/error-summary.tsx";
import { FormOutcome } from "../../components/form-outcome.tsx";
import { FormPageLayout } from "../../components/form-page-layout.tsx";
import { errorMessage } from "../../lib/api-error.ts";
import { applyServerErrors } from "../../lib/form-errors.ts";
import { useLookupTickets } from "./api/lookup-tickets.ts";

/**
 * /billets/retrouver (issue 28): a visitor who lost a ticket's e-mail types the address given at
 * registration; the list of its upcoming tickets goes there. The server answers the same whether
 * the address has any, and so does the page. Like the other forms, it needs the app's script (the
 * server renders it as a shell, decision 036).
 */
export function TicketsLookupPage() {
  const lookup = useLookupTickets();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TicketsLookupBody>({
    resolver: zodResolver(ticketsLookupBodySchema),
    defaultValues: { email: "" },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const answer = await lookup.mutateAsync(body);
      setSent(answer.message);
    } catch (error) {
      // A refusal after too many requests carries its wait in the server's French message.
      if (!applyServerErrors(error, setError, { fields: ["email"] })) {
        setFailure(errorMessage(error, m.failed));
      }
    }
  });

  // Back to the form for another address: the focus goes to it, as the button clicked is gone.
  const askAgain = () => {
    flushSync(() => setSent(null));
    form.setFocus("email");
  };

  return (
    <FormPageLayout title={m.pageTitle}>
      {sent !== null ? (
        <>
          <FormOutcome severity="success" title={m.sentTitle} takeFocus>
            <p>{sent}</p>
            <p className="fr-mb-0">{m.sentSpam}</p>
          </FormOutcome>
          <ul className="fr-btns-group fr-btns-group--inline-md fr-mt-4w">
            <li>
              <Link className="fr-btn" to={paths.events.getHref()}>
                {m.backToEvents}
              </Link>
            </li>
            <li>
              <Button type="button" priority="secondary" onClick={askAgain}>
                {m.requestAgain}
              </Button>
            </li>
          </ul>
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <p>{m.intro}</p>
          <ErrorSummary form={form} />
          {failure && (
            <Alert severity="error" as="h2" title={m.failed} description={failure} className="fr-mb-3w" />
          )}
          <EmailField form={form} name="email" />
          <Button type="submit" disabled={isSubmitting} className="fr-mt-2w">
            {m.submit}
          </Button>
        </form>
      )}
      <p className="fr-text--sm fr-mt-6w">{m.accountHint}</p>
    </FormPageLayout>
  );
}
