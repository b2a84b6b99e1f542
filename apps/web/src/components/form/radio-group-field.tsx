import type { ReactNode } from "react";
import type { FieldPathByValue, FieldValues } from "react-hook-form";
import { describedBy, FieldMessage } from "./field-parts.tsx";
import { type FormFieldProps, useFormField } from "./use-form-field.ts";

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

export interface RadioGroupFieldProps<TValues extends FieldValues, TContext, TOutput>
  extends FormFieldProps<TValues, TContext, TOutput, FieldPathByValue<TValues, string>> {
  legend: ReactNode;
  options: RadioOption[];
  inline?: boolean;
}

/** DSFR radio buttons for one value of the form; the error is said once, for the group. */
export function RadioGroupField<TValues extends FieldValues, TContext, TOutput>({
  form,
  name,
  id: givenId,
  legend,
  options,
  inline = false,
}: RadioGroupFieldProps<TValues, TContext, TOutput>) {
  const { id, error, messageId, registration } = useFormField(form, name, givenId);
  const legendId = `${id}-legend`;
  const fieldsetClass = ["fr-fieldset", inline && "fr-fieldset--inline", error && "fr-fieldset--error"];
  return (
    <fieldset
      className={fieldsetClass.filter(Boolean).join(" ")}
      aria-labelledby={legendId}
      aria-describedby={describedBy(messageId)}
      // The summary links to the group: it sends the focus to its first button.
      id={id}
    >
      <legend id={legendId} className="fr-fieldset__legend fr-text--regular">
        {legend}
      </legend>
      <div className="fr-fieldset__content">
        {options.map((option, index) => (
          <div key={option.value} className="fr-radio-group">
            <input
              {...registration}
              type="radio"
              id={`${id}-${index}`}
              value={option.value}
              aria-invalid={error ? true : undefined}
            />
            <label className="fr-label" htmlFor={`${id}-${index}`}>
              {option.label}
              {option.hint !== undefined && <span className="fr-hint-text">{option.hint}</span>}
            </label>
          </div>
        ))}
      </div>
      <FieldMessage fieldId={id} message={error?.message} />
    </fieldset>
  );
}
