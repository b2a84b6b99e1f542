import { Input } from "@codegouvfr/react-dsfr/Input";
import type { SiteFormOutput } from "@culture-patrimoine/contract/schemas/site";
import type { UseFormReturn } from "react-hook-form";
import { fieldState } from "../../../components/field-state.ts";
import type { SiteFormState } from "../utils/site-form-values.ts";

/** The form as the site form's pieces receive it (typed state in, validated values out). */
export type SiteFormApi = UseFormReturn<SiteFormState, unknown, SiteFormOutput>;

type TextName = {
  [K in keyof SiteFormState]: SiteFormState[K] extends string ? K : never;
}[keyof SiteFormState];

interface SiteFieldProps {
  form: SiteFormApi;
  name: TextName;
  label: string;
  hint?: string;
  type?: "text" | "email" | "tel" | "url";
  autoComplete?: string;
  /** Multi-line, with this many rows. */
  rows?: number;
}

/** One labelled text field of the site form, with its error under it. */
export function SiteField({ form, name, label, hint, type, autoComplete, rows }: SiteFieldProps) {
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
      {...fieldState(error)}
      nativeInputProps={{ ...common, type: type ?? "text", autoComplete: autoComplete ?? "off" }}
    />
  );
}
