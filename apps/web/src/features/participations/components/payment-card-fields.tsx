import { Input } from "@codegouvfr/react-dsfr/Input";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { fieldState } from "../../../components/field-state.ts";
import type { RegistrationFormValues } from "../utils/registration-form-values.ts";

interface PaymentCardFieldsProps {
  register: UseFormRegister<RegistrationFormValues>;
  errors: FieldErrors<RegistrationFormValues>;
}

/**
 * The card block: checked in the browser (Luhn key, expiry not past, CVV) and never sent — the
 * request body is built field by field without them (toParticipationBody).
 */
export function PaymentCardFields({ register, errors }: PaymentCardFieldsProps) {
  return (
    <fieldset className="fr-fieldset" aria-labelledby="payment-legend">
      <legend id="payment-legend" className="fr-fieldset__legend fr-h5">
        Paiement par carte bancaire
      </legend>
      <p className="fr-fieldset__element fr-text--sm">
        <span className="fr-icon-lock-line fr-icon--sm fr-mr-1w" aria-hidden="true" />
        Vos données de carte sont vérifiées dans votre navigateur et ne sont jamais transmises ni enregistrées
        sur nos serveurs.
      </p>
      <div className="fr-fieldset__element">
        <Input
          label="Nom sur la carte"
          {...fieldState(errors.nom_carte)}
          nativeInputProps={{
            ...register("nom_carte"),
            autoComplete: "cc-name",
            "aria-invalid": errors.nom_carte ? true : undefined,
          }}
        />
      </div>
      <div className="fr-fieldset__element">
        <Input
          label="Numéro de carte"
          hintText="13 à 19 chiffres, par exemple : 4970 1012 3456 7890"
          {...fieldState(errors.numero_carte)}
          nativeInputProps={{
            ...register("numero_carte"),
            inputMode: "numeric",
            autoComplete: "cc-number",
            spellCheck: false,
            "aria-invalid": errors.numero_carte ? true : undefined,
          }}
        />
      </div>
      <div className="fr-fieldset__element fr-fieldset__element--inline">
        <Input
          label="Date d'expiration"
          hintText="Format attendu : MM/AA"
          {...fieldState(errors.date_expiration)}
          nativeInputProps={{
            ...register("date_expiration"),
            inputMode: "numeric",
            autoComplete: "cc-exp",
            placeholder: "MM/AA",
            maxLength: 7,
            "aria-invalid": errors.date_expiration ? true : undefined,
          }}
        />
      </div>
      <div className="fr-fieldset__element fr-fieldset__element--inline">
        <Input
          label="Cryptogramme (CVV)"
          hintText="3 ou 4 chiffres au dos de la carte"
          {...fieldState(errors.cvv)}
          nativeInputProps={{
            ...register("cvv"),
            inputMode: "numeric",
            autoComplete: "cc-csc",
            maxLength: 4,
            "aria-invalid": errors.cvv ? true : undefined,
          }}
        />
      </div>
    </fieldset>
  );
}
