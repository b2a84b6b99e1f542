import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { PASSWORD_RESET_VALID_MINUTES } from "@culture-patrimoine/contract/constants";
import { authMessages, passwordResetMessages as m } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import {
  type PasswordResetRequestBody,
  passwordResetRequestBodySchema,
} from "@culture-patrimoine/contract/schemas/mail";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { flushSync } from "react-dom";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "react-router";
import { EmailField } from "../../components/form/contact-fields.tsx";
import { ErrorSummary } from "../../components/form/error-summary.tsx";
import { FormOutcome } from "../../components/form-outcome.tsx";
import { FormPageLayout } from "../../components/form-page-layout.tsx";
import { applyServerErrors } from "../../lib/form-errors.ts";
import { useRequestPasswordReset } from "./api/request-password-reset.ts";
import { prefilledEmail } from "./utils/forgotten-password-state.ts";
import { resetFailureMessage } from "./utils/reset-failure-message.ts";

/**
 * /mot-de-passe-oublie: asks for a reset link. The answer is the same whether an account has the
 * address or not, so the page says « if an account exists » and never tells which.
 */
export function ForgottenPasswordPage() {
  const location = useLocation();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PasswordResetRequestBody>({
    resolver: zodResolver(passwordResetRequestBodySchema),
    defaultValues: { email: prefilledEmail(location.state) },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await request.mutateAsync(body);
      setSentTo(body.email);
    } catch (error) {
      if (!applyServerErrors(error, setError, { fields: ["email"] })) {
        setFailure(resetFailureMessage(error, m.requestFailed));
      }
    }
  });

  // Back to the form to correct the address: the focus goes to it, as the button clicked is gone.
  const askAgain = () => {
    flushSync(() => setSentTo(null));
    form.setFocus("email");
  };

  return (
    <FormPageLayout title={authMessages.forgottenPasswordTitle}>
      {sentTo !== null ? (
        <>
          <FormOutcome severity="success" title={m.requestSentTitle} takeFocus>
            <p>{m.requestSent(sentTo, PASSWORD_RESET_VALID_MINUTES)}</p>
            <p className="fr-mb-0">{m.requestSentSpam}</p>
          </FormOutcome>
          <ul className="fr-btns-group fr-btns-group--inline-md fr-mt-4w">
            <li>
              <Link className="fr-btn" to={paths.auth.getHref()}>
                {m.backToLogin}
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
          <p>{m.requestIntro}</p>
          <ErrorSummary form={form} />
          {failure && (
            <Alert
              severity="error"
              as="h2"
              title={m.requestFailed}
              description={failure}
              className="fr-mb-3w"
            />
          )}
          <EmailField form={form} name="email" />
          <ul className="fr-btns-group fr-btns-group--inline-md fr-mt-4w">
            <li>
              <Button type="submit" disabled={isSubmitting}>
                {m.requestSubmit}
              </Button>
            </li>
            <li>
              <Link className="fr-btn fr-btn--tertiary" to={paths.auth.getHref()}>
                {m.backToLogin}
              </Link>
            </li>
          </ul>
        </form>
      )}
    </FormPageLayout>
  );
}
