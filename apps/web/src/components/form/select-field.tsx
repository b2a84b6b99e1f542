import type { ReactNode, SelectHTMLAttributes } from "react";
import type { FieldPathByValue, FieldValues } from "react-hook-form";
import { get } from "react-hook-form";
import { describedBy, FieldLabel, FieldMessage, messageIdOf, useFieldId } from "./field-parts.tsx";
import { type FormFieldProps, useFormField } from "./use-form-field.ts";

/** A choice of a select: a string that is both value and text, or a value with its own text. */
export type SelectOption = string | { value: string; label: string };

/** The choices of a select, and the text of its empty choice when it has one. */
interface SelectOptionsProps {
  options: readonly SelectOption[];
  /** The text of the empty choice (value ""), listed first. */
  placeholder?: string;
}

interface SelectControlProps extends SelectOptionsProps {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  /** May stay empty: the label says « (facultatif) ». */
  optional?: boolean;
  error?: string;
  disabled?: boolean;
  /** The native select's own props: a registration, or a fixed value for a select that is shown only. */
  selectProps: SelectHTMLAttributes<HTMLSelectElement>;
}

/**
 * A DSFR select with its label, hint and error. Forms use SelectField; this is for a select that
 * is not a form value (a choice fixed by the page, shown for information).
 */
export function SelectControl({
  id: givenId,
  label,
  hint,
  optional,
  error,
  disabled = false,
  selectProps,
  options,
  placeholder,
}: SelectControlProps) {
  const id = useFieldId(givenId ?? selectProps.id);
  const groupClass = [
    "fr-select-group",
    disabled && "fr-select-group--disabled",
    error && "fr-select-group--error",
  ];
  return (
    <div className={groupClass.filter(Boolean).join(" ")}>
      <FieldLabel htmlFor={id} label={label} hint={hint} optional={optional} />
      <select
        {...selectProps}
        id={id}
        className={`fr-select${error ? " fr-select--error" : ""}`}
        disabled={disabled || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && messageIdOf(id))}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
      <FieldMessage fieldId={id} message={error} />
    </div>
  );
}

export interface SelectFieldProps<TValues extends FieldValues, TContext, TOutput>
  extends FormFieldProps<TValues, TContext, TOutput, FieldPathByValue<TValues, string>>,
    SelectOptionsProps {
  label: ReactNode;
  hint?: ReactNode;
  /** May stay empty: the label says « (facultatif) ». */
  optional?: boolean;
  disabled?: boolean;
}

/** A labelled select of a react-hook-form form; its options hold strings, as form values do. */
export function SelectField<TValues extends FieldValues, TContext, TOutput>({
  form,
  name,
  id: givenId,
  label,
  hint,
  optional,
  disabled,
  options,
  placeholder,
}: SelectFieldProps<TValues, TContext, TOutput>) {
  const { id, error, registration } = useFormField(form, name, givenId);
  return (
    <SelectControl
      id={id}
      label={label}
      hint={hint}
      optional={optional}
      error={error?.message}
      disabled={disabled}
      // In the HTML too: the server's render of a form sent back without JavaScript keeps its values.
      selectProps={{
        ...registration,
        defaultValue: get(form.formState.defaultValues, name) as string | undefined,
      }}
      options={options}
      placeholder={placeholder}
    />
  );
}
