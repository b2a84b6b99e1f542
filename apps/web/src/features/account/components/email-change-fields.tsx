import { emailChangeMessages as m } from "@culture-patrimoine/contract/messages";
import { type FieldPathByValue, type FieldValues, type UseFormReturn, useWatch } from "react-hook-form";
import { EmailField } from "../../../components/form/contact-fields.tsx";
import { PasswordField } from "../../../components/form/password-field.tsx";
import { isNewEmail } from "../utils/email-change.ts";

interface EmailChangeFieldsProps<TValues extends FieldValues, TContext, TOutput> {
  form: UseFormReturn<TValues, TContext, TOutput>;
  emailName: FieldPathByValue<TValues, string>;
  passwordName: FieldPathByValue<TValues, string>;
  /** The account's address as saved: the password field appears once the typed one differs. */
  currentEmail: string;
}

/**
 * The account's address, and the current password once another address is typed: with it the
 * new address is saved at once, without it a confirmation link is sent there (decision 025).
 */
export function EmailChangeFields<TValues extends FieldValues, TContext, TOutput>({
  form,
  emailName,
  passwordName,
  currentEmail,
}: EmailChangeFieldsProps<TValues, TContext, TOutput>) {
  const typed = useWatch({ control: form.control, name: emailName });
  return (
    <>
      <EmailField form={form} name={emailName} />
      {typeof typed === "string" && isNewEmail(typed, currentEmail) && (
        <PasswordField
          form={form}
          name={passwordName}
          label={m.currentPasswordLabel}
          hint={m.currentPasswordHint}
          optional
          autoComplete="current-password"
        />
      )}
    </>
  );
}
