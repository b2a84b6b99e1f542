import { PasswordInput } from "@codegouvfr/react-dsfr/blocks/PasswordInput";
import { PASSWORD_MIN } from "@culture-patrimoine/contract/constants";
import type { UseFormRegisterReturn } from "react-hook-form";

interface NewPasswordFieldsProps {
  passwordProps: UseFormRegisterReturn;
  confirmProps: UseFormRegisterReturn;
  passwordError: string | undefined;
  confirmError: string | undefined;
  passwordLabel?: string;
}

function errorMessages(message: string | undefined) {
  return message ? [{ severity: "error" as const, message }] : [];
}

/** A new password and its confirmation, with the rule stated up front (SPEC §5). */
export function NewPasswordFields({
  passwordProps,
  confirmProps,
  passwordError,
  confirmError,
  passwordLabel = "Mot de passe",
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        className="fr-mb-3w"
        label={passwordLabel}
        hintText={`${PASSWORD_MIN} caractères minimum ; évitez les mots de passe trop courants`}
        messagesHint=""
        messages={errorMessages(passwordError)}
        nativeInputProps={{
          ...passwordProps,
          autoComplete: "new-password",
          "aria-invalid": passwordError ? true : undefined,
        }}
      />
      <PasswordInput
        className="fr-mb-3w"
        label="Confirmation du mot de passe"
        messagesHint=""
        messages={errorMessages(confirmError)}
        nativeInputProps={{
          ...confirmProps,
          autoComplete: "new-password",
          "aria-invalid": confirmError ? true : undefined,
        }}
      />
    </>
  );
}
