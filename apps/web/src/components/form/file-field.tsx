import type { ChangeEvent, ReactNode } from "react";
import { describedBy, FieldLabel, FieldMessage, messageIdOf } from "./field-parts.tsx";

interface FileFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  hint: ReactNode;
  /** May stay empty: the label says « (facultatif) ». */
  optional?: boolean;
  accept: string;
  /** Checked by the page as soon as a file is chosen, so held by it rather than by the form. */
  error: string | null;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A DSFR file input with its label, hint and error. */
export function FileField({
  id,
  name,
  label,
  hint,
  optional,
  accept,
  error,
  disabled = false,
  onChange,
}: FileFieldProps) {
  const groupClass = [
    "fr-upload-group",
    disabled && "fr-input-group--disabled",
    error && "fr-input-group--error",
  ];
  return (
    <div className={groupClass.filter(Boolean).join(" ")}>
      <FieldLabel htmlFor={id} label={label} hint={hint} optional={optional} />
      <input
        type="file"
        className="fr-upload"
        id={id}
        name={name}
        accept={accept}
        disabled={disabled || undefined}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && messageIdOf(id))}
      />
      <FieldMessage fieldId={id} message={error ?? undefined} />
    </div>
  );
}
