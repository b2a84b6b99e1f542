import { formMessages } from "@culture-patrimoine/contract/messages";

/**
 * Required fields are marked one way in every form, the DSFR's (issue 33): this sentence above the
 * fields, and « (facultatif) » in the label of each field that may stay empty (optionalLabel). No
 * asterisks, no « Tous les champs sont obligatoires » that a later optional field would belie.
 */
export function RequiredFieldsHint() {
  return <p className="fr-hint-text">{formMessages.requiredFieldsHint}</p>;
}

/** « Pays (facultatif) »: the label of a field that may stay empty. */
export function optionalLabel(label: string): string {
  return `${label} ${formMessages.optionalSuffix}`;
}
