import type { FieldError } from "react-hook-form";

/** DSFR inputs show an error state and its message under the field; this maps a form error to them. */
export function fieldState(error: FieldError | undefined): {
  state: "error" | "default";
  stateRelatedMessage: string | undefined;
} {
  return error
    ? { state: "error", stateRelatedMessage: error.message }
    : { state: "default", stateRelatedMessage: undefined };
}
