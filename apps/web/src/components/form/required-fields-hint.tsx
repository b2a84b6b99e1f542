import { formMessages } from "@culture-patrimoine/contract/messages";

/**
 * Required fields are marked one way in every form, the DSFR's (issue 33): this sentence above the
 * fields, and « (facultatif) » in the label of each field that may stay empty (the kit's `optional`
 * prop, FieldLabel). No
 * asterisks, no « Tous les champs sont obligatoires » that a later optional field would belie.
 */
export function RequiredFieldsHint() {
  return <p className="fr-hint-text">{formMessages.requiredFieldsHint}</p>;
}
