import { formMessages } from "@culture-patrimoine/contract/messages";
import type { ReactNode } from "react";
import { useId } from "react";

/**
 * A field's id: the one given (other code points to it), else a stable generated one that is safe
 * in a URL fragment, since the error summary links to it.
 */
export function useFieldId(given?: string): string {
  const generated = useId();
  return given ?? `field-${generated.replace(/[^\w-]/g, "")}`;
}

/** The id of the message under a field, which the field is described by. */
export function messageIdOf(fieldId: string): string {
  return `${fieldId}-desc-error`;
}

/** The ids a field is described by: its own message when it has one, plus any given. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(" ") || undefined;
}

interface FieldLabelProps {
  htmlFor: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The field may stay empty: « (facultatif) » follows the label, the DSFR's one way (issue 33). */
  optional?: boolean;
}

/** DSFR label, its hint inside it so that both are read with the field. */
export function FieldLabel({ htmlFor, label, hint, optional = false }: FieldLabelProps) {
  return (
    <label className="fr-label" htmlFor={htmlFor}>
      {label}
      {optional && ` ${formMessages.optionalSuffix}`}
      {hint !== undefined && <span className="fr-hint-text">{hint}</span>}
    </label>
  );
}

interface FieldMessageProps {
  fieldId: string;
  message: string | undefined;
}

/**
 * The error under a field. Not a live region (the DSFR's React components make each one polite or
 * assertive): a refused send moves the focus to the first field in error, which reads its message,
 * and the form's error summary announces the count once; several regions would interrupt each other.
 */
export function FieldMessage({ fieldId, message }: FieldMessageProps) {
  return (
    <div className="fr-messages-group" id={`${fieldId}-messages`}>
      {message && (
        <p className="fr-message fr-message--error" id={messageIdOf(fieldId)}>
          {message}
        </p>
      )}
    </div>
  );
}
