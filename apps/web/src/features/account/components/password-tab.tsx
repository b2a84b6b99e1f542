import { Button } from "@codegouvfr/react-dsfr/Button";
import { accountMessages, toastTitles } from "@culture-patrimoine/contract/messages";
import { type UserUpdateBody, userUpdateBodySchema } from "@culture-patrimoine/contract/schemas/user";
import { useForm } from "react-hook-form";
import { ErrorSummary } from "../../../components/form/error-summary.tsx";
import { PasswordField } from "../../../components/form/password-field.tsx";
import { NewPasswordFields } from "../../../components/new-password-fields.tsx";
import { errorMessage } from "../../../lib/api-error.ts";
import { bodyResolver } from "../../../lib/body-resolver.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useUpdateUser } from "../api/user.ts";
import {
  emptyPasswordForm,
  type PasswordFormValues,
  passwordFormIssues,
  toPasswordBody,
} from "../utils/password-form.ts";

const resolver = bodyResolver(userUpdateBodySchema, toPasswordBody, { formIssues: passwordFormIssues });

export function PasswordTab({ userId }: { userId: number }) {
  const update = useUpdateUser(userId);
  const form = useForm<PasswordFormValues, unknown, UserUpdateBody>({
    resolver,
    defaultValues: emptyPasswordForm,
  });
  const {
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
      reset(emptyPasswordForm);
      toast.success(toastTitles.success, accountMessages.passwordChanged);
    } catch (error) {
      applyServerErrors(error, setError, { fields: ["current_password", "password", "confirmPassword"] });
      toast.error(accountMessages.saveFailed, errorMessage(error, accountMessages.saveFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="password-title">
      <h2 id="password-title" className="fr-h4">
        Changer de mot de passe
      </h2>
      <p className="fr-text--sm">
        Par sécurité, vos autres sessions ouvertes (autres navigateurs, autres appareils) seront fermées.
      </p>
      <ErrorSummary form={form} headingAs="h3" />
      <PasswordField
        form={form}
        name="current_password"
        className="fr-mb-3w"
        label="Mot de passe actuel"
        autoComplete="current-password"
      />
      <NewPasswordFields
        form={form}
        passwordName="password"
        confirmName="confirmPassword"
        passwordLabel="Nouveau mot de passe"
      />
      <Button type="submit" disabled={isSubmitting}>
        Changer le mot de passe
      </Button>
    </form>
  );
}
