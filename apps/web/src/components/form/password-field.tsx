import type { ReactNode } from "react";
import type { FieldPathByValue, FieldValues } from "react-hook-form";
import { describedBy, FieldLabel, FieldMessage } from "./field-parts.tsx";
import { type FormFieldProps, useFormField } from "./use-form-field.ts";

export interface PasswordFieldProps<TValues extends FieldValues, TContext, TOutput>
  extends FormFieldProps<TValues, TContext, TOutput, FieldPathByValue<TValues, string>> {
  label: ReactNode;
  hint?: ReactNode;
  /** May stay empty: the label says « (facultatif) ». */
  optional?: boolean;
  autoComplete: "current-password" | "new-password";
  className?: string;
}

/**
 * A DSFR password field with its "Afficher" box. The DSFR script switches the input's type when
 * the box is ticked (as for the DSFR's own React component): the type is never redrawn here.
 */
export function PasswordField<TValues extends FieldValues, TContext, TOutput>({
  form,
  name,
  id: givenId,
  label,
  hint,
  optional,
  autoComplete,
  className,
}: PasswordFieldProps<TValues, TContext, TOutput>) {
  const { id, error, messageId, registration } = useFormField(form, name, givenId);
  const toggleId = `${id}-toggle-show`;
  return (
    <div className={["fr-password", error && "fr-input-group--error", className].filter(Boolean).join(" ")}>
      <FieldLabel htmlFor={id} label={label} hint={hint} optional={optional} />
      <div className="fr-input-wrap">
        <input
          {...registration}
          id={id}
          type="password"
          className="fr-password__input fr-input"
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(messageId)}
        />
      </div>
      <FieldMessage fieldId={id} message={error?.message} />
      <div className="fr-password__checkbox fr-checkbox-group fr-checkbox-group--sm">
        <input aria-label="Afficher le mot de passe" id={toggleId} type="checkbox" />
        <label className="fr-password__checkbox fr-label" htmlFor={toggleId}>
          Afficher
        </label>
      </div>
    </div>
  );
}
