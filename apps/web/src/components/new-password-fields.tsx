import { PASSWORD_MIN } from "@culture-patrimoine/contract/constants";
import type { FieldPathByValue, FieldValues, UseFormReturn } from "react-hook-form";
import { PasswordField } from "./form/password-field.tsx";

interface NewPasswordFieldsProps<TValues extends FieldValues, TContext, TOutput> {
  form: UseFormReturn<TValues, TContext, TOutput>;
  passwordName: FieldPathByValue<TValues, string>;
  confirmName: FieldPathByValue<TValues, string>;
  passwordLabel?: string;
}

/** A new password and its confirmation, with the rule stated up front (SPEC §5). */
export function NewPasswordFields<TValues extends FieldValues, TContext, TOutput>({
  form,
  passwordName,
  confirmName,
  passwordLabel = "Mot de passe",
}: NewPasswordFieldsProps<TValues, TContext, TOutput>) {
  return (
    <>
      <PasswordField
        form={form}
        name={passwordName}
        className="fr-mb-3w"
        label={passwordLabel}
        hint={`${PASSWORD_MIN} caractères minimum\u00a0; évitez les mots de passe trop courants`}
        autoComplete="new-password"
      />
      <PasswordField
        form={form}
        name={confirmName}
        className="fr-mb-3w"
        label="Confirmation du mot de passe"
        autoComplete="new-password"
      />
    </>
  );
}
