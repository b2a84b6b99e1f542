import type { FieldPathByValue, FieldValues } from "react-hook-form";
import { TextField } from "./text-field.tsx";
import type { FormFieldProps } from "./use-form-field.ts";

type ContactFieldProps<TValues extends FieldValues, TContext, TOutput> = FormFieldProps<
  TValues,
  TContext,
  TOutput,
  FieldPathByValue<TValues, string>
> & {
  /** "off" for a place's address, which the browser must not fill with the visitor's own. */
  autoComplete?: "email" | "tel" | "off";
  /** May stay empty (a place's contact): the label says « (facultatif) ». */
  optional?: boolean;
};

/** An e-mail address, worded the same in every form. */
export function EmailField<TValues extends FieldValues, TContext, TOutput>({
  autoComplete = "email",
  ...field
}: ContactFieldProps<TValues, TContext, TOutput>) {
  return (
    <TextField
      {...field}
      label="Email"
      hint={"Format attendu\u00a0: nom@domaine.fr"}
      type="email"
      autoComplete={autoComplete}
      spellCheck={false}
    />
  );
}

/** A person's phone number, worded the same in every form. */
export function PhoneField<TValues extends FieldValues, TContext, TOutput>(
  field: ContactFieldProps<TValues, TContext, TOutput>,
) {
  return (
    <TextField
      autoComplete="tel"
      {...field}
      label="Téléphone"
      hint={"10 chiffres, par exemple\u00a0: 06 12 34 56 78"}
      type="tel"
    />
  );
}

/** A place's website, worded the same in every form. */
export function WebsiteField<TValues extends FieldValues, TContext, TOutput>(
  field: FormFieldProps<TValues, TContext, TOutput, FieldPathByValue<TValues, string>> & {
    optional?: boolean;
  },
) {
  return (
    <TextField
      {...field}
      label="Site web"
      hint={"Adresse complète, par exemple\u00a0: https://www.exemple.fr"}
      type="url"
      spellCheck={false}
    />
  );
}

/** A place's picture given by its web address, worded the same for venues and locations; never required. */
export function PlaceImageUrlField<TValues extends FieldValues, TContext, TOutput>(
  field: FormFieldProps<TValues, TContext, TOutput, FieldPathByValue<TValues, string>>,
) {
  return (
    <TextField
      {...field}
      optional
      label="Image (adresse web)"
      hint="Adresse d’une photo du lieu, commençant par https://"
      type="url"
    />
  );
}
