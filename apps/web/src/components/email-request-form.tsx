import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import type { emailSchema } from "@culture-patrimoine/contract/schemas/common";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { flushSync } from "react-dom";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { applyServerErrors } from "../lib/form-errors.ts";
import { EmailField } from "./form/contact-fields.tsx";
import { ErrorSummary } from "./form/error-summary.tsx";
import { FormOutcome } from "./form-outcome.tsx";

/** The request's body schema in the contract: an address alone. */
type EmailRequestSchema = z.ZodObject<{ email: typeof emailSchema }>;
type EmailRequestBody = z.infer<EmailRequestSchema>;

/** What an address request's form says; each request has its own words. */
export interface EmailRequestMessages {
  intro: string;
  submit: string;
  /** The title of the alert when the request failed (the reason is its text). */
  failed: string;
  sentTitle: string;
  sentSpam: string;
  requestAgain: string;
}

interface PageLink {
  href: string;
  label: string;
}

export interface EmailRequestFormProps {
  messages: EmailRequestMessages;
  schema: EmailRequestSchema;
  defaultEmail?: string;
  /** Sends the request; answers what the success says (the same whether the address is known). */
  send: (body: EmailRequestBody) => Promise<string>;
  /** Why it failed, in French (after too many requests: how long to wait). */
  failureMessage: (error: unknown) => string;
  /** The way on once the request is sent. */
  sentNext: PageLink;
  /** A way back beside the submit button, if any. */
  formBack?: PageLink;
}

/**
 * An address typed to receive something by e-mail (a reset link, the list of one's tickets). The
 * answer is neutral: the same whether the address is known, so the page never tells which.
 */
export function EmailRequestForm({
  messages: m,
  schema,
  defaultEmail = "",
  send,
  failureMessage,
  sentNext,
  formBack,
}: EmailRequestFormProps) {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EmailRequestBody>({
    resolver: zodResolver(schema),
    defaultValues: { email: defaultEmail },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      setSent(await send(body));
    } catch (error) {
      if (!applyServerErrors(error, setError, { fields: ["email"] })) {
        setFailure(failureMessage(error));
      }
    }
  });

  // Back to the form for another address: the focus goes to it, as the button clicked is gone.
  const askAgain = () => {
    flushSync(() => setSent(null));
    form.setFocus("email");
  };

  if (sent !== null) {
    return (
      <>
        <FormOutcome severity="success" title={m.sentTitle} takeFocus>
          <p>{sent}</p>
          <p className="fr-mb-0">{m.sentSpam}</p>
        </FormOutcome>
        <ul className="fr-btns-group fr-btns-group--inline-md fr-mt-4w">
          <li>
            <Link className="fr-btn" to={sentNext.href}>
              {sentNext.label}
            </Link>
          </li>
          <li>
            <Button type="button" priority="secondary" onClick={askAgain}>
              {m.requestAgain}
            </Button>
          </li>
        </ul>
      </>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate>
      <p>{m.intro}</p>
      <ErrorSummary form={form} />
      {failure && (
        <Alert severity="error" as="h2" title={m.failed} description={failure} className="fr-mb-3w" />
      )}
      <EmailField form={form} name="email" />
      {formBack ? (
        <ul className="fr-btns-group fr-btns-group--inline-md fr-mt-4w">
          <li>
            <Button type="submit" disabled={isSubmitting}>
              {m.submit}
            </Button>
          </li>
          <li>
            <Link className="fr-btn fr-btn--tertiary" to={formBack.href}>
              {formBack.label}
            </Link>
          </li>
        </ul>
      ) : (
        <Button type="submit" disabled={isSubmitting} className="fr-mt-2w">
          {m.submit}
        </Button>
      )}
    </form>
  );
}
