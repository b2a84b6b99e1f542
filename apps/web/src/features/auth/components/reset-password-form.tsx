import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { passwordResetMessages as m } from "@culture-patrimoine/contract/messages";
import {
  type PasswordResetFormValues,
  passwordResetFormSchema,
} from "@culture-patrimoine/contract/schemas/mail";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ErrorSummary } from "../../../components/form/error-summary.tsx";
import { RequiredFieldsHint } from "../../../components/form/required-fields-hint.tsx";
import { NewPasswordFields } from "../../../components/new-password-fields.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { useResetPassword } from "../api/reset-password.ts";
import { resetFailureMessage } from "../utils/reset-failure-message.ts";

interface ResetPasswordFormProps {
  /** The link's token, already checked for its shape. */
  token: string;
  onDone: () => void;
  /** The server refused the link (unknown, used or expired): its message. */
  onLinkRefused: (message: string) => void;
}

/** The new password, typed twice, with the rule stated as on sign-up. */
export function ResetPasswordForm({ token, onDone, onLinkRefused }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PasswordResetFormValues>({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { token, password: "", password_confirmation: "" },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await reset.mutateAsync({ token, password });
      onDone();
    } catch (error) {
      const refusedLink = isApiError(error)
        ? error.details.find((detail) => detail.path === "token")
        : undefined;
      if (refusedLink) {
        onLinkRefused(refusedLink.message);
        return;
      }
      if (!applyServerErrors(error, setError, { fields: ["password", "password_confirmation"] })) {
        setFailure(resetFailureMessage(error, m.resetFailed));
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <p>{m.resetIntro}</p>
      <RequiredFieldsHint />
      <ErrorSummary form={form} />
      {failure && (
        <Alert severity="error" as="h2" title={m.resetFailed} description={failure} className="fr-mb-3w" />
      )}
      <NewPasswordFields
        form={form}
        passwordName="password"
        confirmName="password_confirmation"
        passwordLabel="Nouveau mot de passe"
      />
      <Button type="submit" disabled={isSubmitting}>
        {m.resetSubmit}
      </Button>
    </form>
  );
}
