import { Input } from "@codegouvfr/react-dsfr/Input";
import type { LocationBody } from "@culture-patrimoine/contract/schemas/location";
import type { UseFormReturn } from "react-hook-form";
import { fieldState } from "../../../components/field-state.ts";
import type { LocationFormValues } from "../utils/location-form-values.ts";

/** The form as the location form's pieces receive it (typed values in, the request body out). */
export type LocationFormApi = UseFormReturn<LocationFormValues, unknown, LocationBody>;

type TextName = {
  [K in keyof LocationFormValues]: LocationFormValues[K] extends string ? K : never;
}[keyof LocationFormValues];

interface LocationFieldProps {
  form: LocationFormApi;
  name: TextName;
  label: string;
  hint?: string;
  type?: "text" | "email" | "tel" | "url";
  inputMode?: "numeric" | "decimal";
  autoComplete?: string;
  /** Multi-line, with this many rows. */
  rows?: number;
  disabled?: boolean;
}

/** One labelled text field of the location form, with its error under it. */
export function LocationField({
  form,
  name,
  label,
  hint,
  type,
  inputMode,
  autoComplete,
  rows,
  disabled,
}: LocationFieldProps) {
  const error = form.formState.errors[name];
  const common = { ...form.register(name), "aria-invalid": error ? true : undefined } as const;
  return rows ? (
    <Input
      label={label}
      hintText={hint}
      textArea
      {...fieldState(error)}
      nativeTextAreaProps={{ ...common, rows }}
    />
  ) : (
    <Input
      label={label}
      hintText={hint}
      disabled={disabled}
      {...fieldState(error)}
      nativeInputProps={{ ...common, type: type ?? "text", inputMode, autoComplete: autoComplete ?? "off" }}
    />
  );
}
