import { Button } from "@codegouvfr/react-dsfr/Button";
import { apiErrorMessages, authMessages } from "@culture-patrimoine/contract/messages";
import { type LoginBody, loginFormSchema } from "@culture-patrimoine/contract/schemas/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { EmailField } from "../../../components/form/contact-fields.tsx";
import { ErrorSummary } from "../../../components/form/error-summary.tsx";
import { PasswordField } from "../../../components/form/password-field.tsx";
import { errorMessage, isApiError } from "../../../lib/api-error.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { setSession } from "../../../lib/session.ts";
import { toast } from "../../../lib/toast.ts";
import { useLogin } from "../api/login.ts";
import { ForgottenPasswordLink } from "./forgotten-password-link.tsx";

interface LoginFormProps {
  onLoggedIn: () => void;
}

export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const loginMutation = useLogin();
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: "", password: "" },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { token, user } = await loginMutation.mutateAsync(values);
      setSession(token, user);
      toast.success(authMessages.loginSuccessTitle, authMessages.loginSuccessDescription(user.first_name));
      onLoggedIn();
    } catch (error) {
      if (isApiError(error) && error.code === "INVALID_CREDENTIALS") {
        toast.error(authMessages.loginFailedTitle, authMessages.loginFailedDescription);
        return;
      }
      applyServerErrors(error, setError, { fields: ["email", "password"] });
      toast.error(authMessages.loginFailedTitle, errorMessage(error, apiErrorMessages.INTERNAL_ERROR));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="login-title">
      <h2 id="login-title" className="fr-h4">
        Se connecter
      </h2>
      <p className="fr-text--sm">Tous les champs sont obligatoires.</p>
      <ErrorSummary form={form} headingAs="h3" />
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
