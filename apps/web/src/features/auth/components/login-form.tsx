import { Button } from "@codegouvfr/react-dsfr/Button";
import { PasswordInput } from "@codegouvfr/react-dsfr/blocks/PasswordInput";
import { Input } from "@codegouvfr/react-dsfr/Input";
import { apiErrorMessages, authMessages } from "@culture-patrimoine/contract/messages";
import { type LoginBody, loginBodySchema } from "@culture-patrimoine/contract/schemas/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { fieldState } from "../../../components/field-state.ts";
import { errorMessage, isApiError } from "../../../lib/api-error.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { setSession } from "../../../lib/session.ts";
import { toast } from "../../../lib/toast.ts";
import { useLogin } from "../api/login.ts";
import { ForgottenPasswordButton } from "./forgotten-password-button.tsx";

interface LoginFormProps {
  onLoggedIn: () => void;
}

export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: "", password: "" },
  });

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

  const passwordError = errors.password?.message;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="login-title">
      <h2 id="login-title" className="fr-h4">
        Se connecter
      </h2>
      <p className="fr-text--sm">Tous les champs sont obligatoires.</p>
      <Input
        label="Email"
        hintText="Format attendu : nom@domaine.fr"
        {...fieldState(errors.email)}
        nativeInputProps={{
          ...register("email"),
          type: "email",
          autoComplete: "email",
          spellCheck: false,
          "aria-invalid": errors.email ? true : undefined,
        }}
      />
      <PasswordInput
        label="Mot de passe"
        messagesHint=""
        messages={passwordError ? [{ severity: "error", message: passwordError }] : []}
        nativeInputProps={{
          ...register("password"),
          autoComplete: "current-password",
          "aria-invalid": passwordError ? true : undefined,
        }}
      />
      <p className="fr-mt-2w">
        <ForgottenPasswordButton />
      </p>
      <Button type="submit" disabled={isSubmitting} className="fr-mt-2w">
        Se connecter
      </Button>
    </form>
  );
}
