import type { ReactNode } from "react";
import type { FieldPathByValue, FieldValues, UseFormReturn } from "react-hook-form";
import { describedBy, FieldMessage, useFieldId } from "./field-parts.tsx";
import { useFormField } from "./use-form-field.ts";

export interface CheckboxOption<TValues extends FieldValues> {
  /** Each box is a yes/no value of the form. */
  name: FieldPathByValue<TValues, boolean>;
  label: ReactNode;
  hint?: ReactNode;
}

interface CheckboxGroupFieldProps<TValues extends FieldValues, TContext, TOutput> {
  form: UseFormReturn<TValues, TContext, TOutput>;
  /** Said once for the boxes; none for a single box that speaks for itself (accepting the terms). */
  legend?: ReactNode;
  options: CheckboxOption<TValues>[];
}

/** DSFR checkboxes, each a boolean of the form with its own error under it. */
export function CheckboxGroupField<TValues extends FieldValues, TContext, TOutput>({
  form,
  legend,
  options,
}: CheckboxGroupFieldProps<TValues, TContext, TOutput>) {
  const legendId = useFieldId();
  const boxes = options.map((option) => <CheckboxBox key={option.name} form={form} option={option} />);
  if (legend === undefined) return <>{boxes}</>;
  return (
    <fieldset className="fr-fieldset" aria-labelledby={legendId}>
      <legend id={legendId} className="fr-fieldset__legend fr-text--regular">
        {legend}
      </legend>
      <div className="fr-fieldset__content">{boxes}</div>
    </fieldset>
  );
}

function CheckboxBox<TValues extends FieldValues, TContext, TOutput>({
  form,
  option,
}: {
  form: UseFormReturn<TValues, TContext, TOutput>;
  option: CheckboxOption<TValues>;
}) {
  const { id, error, messageId, registration } = useFormField(form, option.name);
  return (
    <div className={`fr-checkbox-group${error ? " fr-checkbox-group--error" : ""}`}>
      <input
        {...registration}
        type="checkbox"
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(messageId)}
      />
      <label className="fr-label" htmlFor={id}>
        {option.label}
        {option.hint !== undefined && <span className="fr-hint-text">{option.hint}</span>}
      </label>
      <FieldMessage fieldId={id} message={error?.message} />
    </div>
  );
}
