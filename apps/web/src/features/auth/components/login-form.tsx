import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { apiErrorMessages, authMessages } from "@culture-patrimoine/contract/messages";
import {
  type AuthResponse,
  type LoginBody,
  loginFormSchema,
} from "@culture-patrimoine/contract/schemas/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { EmailField } from "../../../components/form/contact-fields.tsx";
import { ErrorSummary } from "../../../components/form/error-summary.tsx";
import { PasswordField } from "../../../components/form/password-field.tsx";
import { RequiredFieldsHint } from "../../../components/form/required-fields-hint.tsx";
import { errorMessage, isApiError } from "../../../lib/api-error.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { setSession } from "../../../lib/session.ts";
import { toast } from "../../../lib/toast.ts";
import { useLogin } from "../api/login.ts";
import { deviceTokenFor, rememberDeviceToken } from "../utils/device-tokens.ts";
import { ForgottenPasswordLink } from "./forgotten-password-link.tsx";
import { SecondFactorStep } from "./second-factor-step.tsx";

interface LoginFormProps {
  onLoggedIn: () => void;
}

export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const loginMutation = useLogin();
  // Too many attempts on the account or from this address: the server's message says how long to
  // wait and that the reset link gets the owner in at once; the link is right under it.
  const [heldBack, setHeldBack] = useState<string | null>(null);
  // The account has a second factor (issue 29): the second step's token, and the address typed.
  const [secondStep, setSecondStep] = useState<{ challenge: string; email: string } | null>(null);
  // Why the second step ended without a session (expired): said above the password again.
  const [stepEnded, setStepEnded] = useState<string | null>(null);
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: "", password: "" },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  async function finish(email: string, { token, user, device_token }: AuthResponse) {
    setSession(token, user);
    await rememberDeviceToken(email, device_token);
    toast.success(authMessages.loginSuccessTitle, authMessages.loginSuccessDescription(user.first_name));
    onLoggedIn();
  }

  const onSubmit = handleSubmit(async (values) => {
    setHeldBack(null);
    setStepEnded(null);
    try {
      const sent = { ...values, device_token: await deviceTokenFor(values.email) };
      await finish(values.email, await loginMutation.mutateAsync(sent));
    } catch (error) {
      if (isApiError(error) && error.code === "SECOND_FACTOR_REQUIRED" && error.challenge) {
        setSecondStep({ challenge: error.challenge, email: values.email });
        return;
      }
      if (isApiError(error) && error.code === "INVALID_CREDENTIALS") {
        toast.error(authMessages.loginFailedTitle, authMessages.loginFailedDescription);
        return;
      }
      if (isApiError(error) && error.code === "TOO_MANY_LOGIN_ATTEMPTS") {
        setHeldBack(error.message);
        return;
      }
      applyServerErrors(error, setError, { fields: ["email", "password"] });
      toast.error(authMessages.loginFailedTitle, errorMessage(error, apiErrorMessages.INTERNAL_ERROR));
    }
  });

  if (secondStep) {
    return (
      <SecondFactorStep
        challenge={secondStep.challenge}
        onLoggedIn={(response) => finish(secondStep.email, response)}
        onExpired={(message) => {
          setSecondStep(null);
          setStepEnded(message);
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="login-title">
      <h2 id="login-title" className="fr-h4">
        Se connecter
      </h2>
      <RequiredFieldsHint />
      <ErrorSummary form={form} headingAs="h3" />
      {stepEnded && (
        <Alert
          severity="warning"
          as="h3"
          title={authMessages.loginFailedTitle}
          description={stepEnded}
          className="fr-mb-3w"
        />
      )}
      {heldBack && (
        <Alert
          severity="warning"
          as="h3"
          title={authMessages.loginFailedTitle}
          description={
            <>
              {heldBack} <ForgottenPasswordLink control={form.control} />
            </>
          }
          className="fr-mb-3w"
        />
      )}
      <EmailField form={form} name="email" />
      <PasswordField form={form} name="password" label="Mot de passe" autoComplete="current-password" />
      <p className="fr-mt-2w">
        <ForgottenPasswordLink control={form.control} />
      </p>
      <Button type="submit" disabled={isSubmitting} className="fr-mt-2w">
        Se connecter
      </Button>
    </form>
  );
}
