import type { HTMLAttributes, ReactNode } from "react";
import type { FieldPathByValue, FieldValues } from "react-hook-form";
import { get } from "react-hook-form";
import { describedBy, FieldLabel, FieldMessage } from "./field-parts.tsx";
import { type FormFieldProps, useFormField } from "./use-form-field.ts";

/** A message that several fields share and that is said once, elsewhere (a programme line's). */
export interface SharedMessage {
  /** The id of the element that says it. */
  id: string;
  message: string;
}

export interface TextFieldProps<TValues extends FieldValues, TContext, TOutput>
  extends FormFieldProps<TValues, TContext, TOutput, FieldPathByValue<TValues, string>> {
  label: ReactNode;
  hint?: ReactNode;
  /** May stay empty: the label says « (facultatif) ». */
  optional?: boolean;
  type?: "text" | "email" | "tel" | "url" | "date" | "time" | "datetime-local";
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  /** "off" unless given: browsers' suggestions help with personal data, whose fields name theirs. */
  autoComplete?: string;
  spellCheck?: boolean;
  placeholder?: string;
  maxLength?: number;
  /** Multi-line, with this many rows. */
  rows?: number;
  disabled?: boolean;
  sharedMessage?: SharedMessage;
  className?: string;
}

/** A labelled text input (or textarea) of a react-hook-form form, with its hint and its error. */
export function TextField<TValues extends FieldValues, TContext, TOutput>({
  form,
  name,
  id: givenId,
  label,
  hint,
  optional,
  type = "text",
  inputMode,
  autoComplete = "off",
  spellCheck,
  placeholder,
  maxLength,
  rows,
  disabled = false,
  sharedMessage,
  className,
}: TextFieldProps<TValues, TContext, TOutput>) {
  const { id, error, messageId, registration } = useFormField(form, name, givenId);
  const shared = sharedMessage !== undefined && error?.message === sharedMessage.message;
  const common = {
    ...registration,
    // In the HTML too: the server's render of a form sent back without JavaScript keeps its values.
    defaultValue: get(form.formState.defaultValues, name) as string | undefined,
    id,
    className: `fr-input${error ? " fr-input--error" : ""}`,
    disabled: disabled || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": shared ? sharedMessage.id : describedBy(messageId),
  } as const;
  const groupClass = [
    "fr-input-group",
    disabled && "fr-input-group--disabled",
    error && "fr-input-group--error",
  ];

  return (
    <div className={[...groupClass, className].filter(Boolean).join(" ")}>
      <FieldLabel htmlFor={id} label={label} hint={hint} optional={optional} />
      {rows ? (
        <textarea {...common} rows={rows} maxLength={maxLength} />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          spellCheck={spellCheck}
          placeholder={placeholder}
          maxLength={maxLength}
        />
      )}
      <FieldMessage fieldId={id} message={shared ? undefined : error?.message} />
    </div>
  );
}
