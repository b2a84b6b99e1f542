import { PASSWORD_RESET_VALID_MINUTES } from "@culture-patrimoine/contract/constants";
import { authMessages, passwordResetMessages as m } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { passwordResetRequestBodySchema } from "@culture-patrimoine/contract/schemas/mail";
import { useLocation } from "react-router";
import { EmailRequestForm } from "../../components/email-request-form.tsx";
import { FormPageLayout } from "../../components/form-page-layout.tsx";
import { useRequestPasswordReset } from "./api/request-password-reset.ts";
import { prefilledEmail } from "./utils/forgotten-password-state.ts";
import { resetFailureMessage } from "./utils/reset-failure-message.ts";

/** The form's words: the reset's own messages under the names the shared form reads. */
const formMessages = {
  intro: m.requestIntro,
  submit: m.requestSubmit,
  failed: m.requestFailed,
  sentTitle: m.requestSentTitle,
  sentSpam: m.requestSentSpam,
  requestAgain: m.requestAgain,
};

/**
 * /mot-de-passe-oublie: asks for a reset link. The answer is the same whether an account has the
 * address or not, so the page says « if an account exists » and never tells which.
 */
export function ForgottenPasswordPage() {
  const location = useLocation();
  const request = useRequestPasswordReset();
  const backToLogin = { href: paths.auth.getHref(), label: m.backToLogin };
  return (
    <FormPageLayout title={authMessages.forgottenPasswordTitle}>
      <EmailRequestForm
        messages={formMessages}
        schema={passwordResetRequestBodySchema}
        defaultEmail={prefilledEmail(location.state)}
        send={async (body) => {
          await request.mutateAsync(body);
          return m.requestSent(body.email, PASSWORD_RESET_VALID_MINUTES);
        }}
        failureMessage={(error) => resetFailureMessage(error, m.requestFailed)}
        sentNext={backToLogin}
        formBack={backToLogin}
      />
    </FormPageLayout>
  );
}
