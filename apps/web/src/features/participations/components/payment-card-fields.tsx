import type { UseFormReturn } from "react-hook-form";
import { TextField } from "../../../components/form/text-field.tsx";
import type { RegistrationFormValues } from "../utils/registration-form-values.ts";
import type { ParticipantValues } from "../utils/to-participation-body.ts";

/**
 * The card block: checked in the browser (Luhn key, expiry not past, CVV) and never sent — the
 * request body is built field by field without them (toParticipationBody).
 */
export function PaymentCardFields({
  form,
}: {
  form: UseFormReturn<RegistrationFormValues, unknown, ParticipantValues>;
}) {
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
        <TextField form={form} name="nom_carte" label="Nom sur la carte" autoComplete="cc-name" />
      </div>
      <div className="fr-fieldset__element">
        <TextField
          form={form}
          name="numero_carte"
          label="Numéro de carte"
          hint="13 à 19 chiffres, par exemple : 4970 1012 3456 7890"
          inputMode="numeric"
          autoComplete="cc-number"
          spellCheck={false}
        />
      </div>
      <div className="fr-fieldset__element fr-fieldset__element--inline">
        <TextField
          form={form}
          name="date_expiration"
          label="Date d'expiration"
          hint="Format attendu : MM/AA"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/AA"
          maxLength={7}
        />
      </div>
      <div className="fr-fieldset__element fr-fieldset__element--inline">
        <TextField
          form={form}
          name="cvv"
          label="Cryptogramme (CVV)"
          hint="3 ou 4 chiffres au dos de la carte"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
        />
      </div>
    </fieldset>
  );
}
