import { Button } from "@codegouvfr/react-dsfr/Button";
import { PLACES_MAX, PLACES_MIN } from "@culture-patrimoine/contract/constants";
import { isFreePrice } from "@culture-patrimoine/contract/event-rules";
import { participationMessages } from "@culture-patrimoine/contract/messages";
import type { ParticipationResponse } from "@culture-patrimoine/contract/schemas/participation";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { EmailField, PhoneField } from "../../../components/form/contact-fields.tsx";
import { ErrorSummary } from "../../../components/form/error-summary.tsx";
import { SelectField } from "../../../components/form/select-field.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { errorMessage } from "../../../lib/api-error.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useCreateParticipation } from "../api/create-participation.ts";
import { placesFromInput } from "../utils/amount-due.ts";
import {
  type RegistrationFormValues,
  registrationFields,
  registrationResolver,
} from "../utils/registration-form-values.ts";
import { type ParticipantValues, toParticipationBody } from "../utils/to-participation-body.ts";
import { PaymentCardFields } from "./payment-card-fields.tsx";
import { RegistrationAmount } from "./registration-amount.tsx";
import "./registration-form.css";

const placeChoices = Array.from({ length: PLACES_MAX - PLACES_MIN + 1 }, (_, index) => PLACES_MIN + index);

interface RegistrationFormProps {
  event: { id: number; price: number | null };
  defaultValues: RegistrationFormValues;
  onRegistered: (participation: ParticipationResponse) => void;
  /** Tests fix the date the card expiry is compared with. */
  now?: () => Date;
}

/** Participant and card fields, the amount before paying, then POST /api/participations. */
export function RegistrationForm({ event, defaultValues, onRegistered, now }: RegistrationFormProps) {
  const free = isFreePrice(event.price);
  const resolver = useMemo(() => registrationResolver(free, now), [free, now]);
  const mutation = useCreateParticipation();
  const form = useForm<RegistrationFormValues, unknown, ParticipantValues>({
    resolver,
    defaultValues,
  });
  const {
    handleSubmit,
    setError,
    watch,
    formState: { isSubmitting },
  } = form;
  const places = placesFromInput(watch("nombre_places"));

  const onSubmit = handleSubmit(async (values) => {
    try {
      const participation = await mutation.mutateAsync(toParticipationBody(values, event.id));
      toast.success(
        participationMessages.successTitle,
        participationMessages.successDescription(participation.prenom),
      );
      onRegistered(participation);
    } catch (error) {
      applyServerErrors(error, setError, { fields: registrationFields });
      toast.error(participationMessages.paymentFailed, errorMessage(error, ""));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Formulaire d'inscription">
      <p className="fr-text--sm">Tous les champs sont obligatoires, sauf mention contraire.</p>
      <ErrorSummary form={form} />
      <fieldset className="fr-fieldset" aria-labelledby="participant-legend">
        <legend id="participant-legend" className="fr-fieldset__legend fr-h5">
          Vos coordonnées
        </legend>
        <div className="fr-fieldset__element cp-half">
          <TextField form={form} name="prenom" label="Prénom" autoComplete="given-name" />
        </div>
        <div className="fr-fieldset__element cp-half">
          <TextField form={form} name="nom" label="Nom" autoComplete="family-name" />
        </div>
        <div className="fr-fieldset__element">
          <EmailField form={form} name="email" />
        </div>
        <div className="fr-fieldset__element">
          <PhoneField form={form} name="telephone" />
        </div>
      </fieldset>

      <fieldset className="fr-fieldset" aria-labelledby="participation-legend">
        <legend id="participation-legend" className="fr-fieldset__legend fr-h5">
          Votre participation
        </legend>
        <div className="fr-fieldset__element">
          <SelectField
            form={form}
            name="nombre_places"
            label="Nombre de places"
            hint={`De ${PLACES_MIN} à ${PLACES_MAX} places par inscription`}
            options={placeChoices.map((count) => ({
              value: String(count),
              label: `${count} place${count > 1 ? "s" : ""}`,
            }))}
          />
        </div>
        <div className="fr-fieldset__element">
          <TextField
            form={form}
            name="motivation"
            label="Motivation"
            hint="Quelques mots sur ce qui vous amène à cet événement"
            rows={3}
          />
        </div>
        <div className="fr-fieldset__element">
          <TextField
            form={form}
            name="demandes_speciales"
            label="Demandes spéciales (facultatif)"
            hint="Accessibilité, placement, accompagnement…"
            rows={3}
          />
        </div>
      </fieldset>

      <RegistrationAmount price={event.price} places={places} />

      {!free && <PaymentCardFields form={form} />}

      <Button type="submit" size="large" disabled={isSubmitting} iconId="fr-icon-check-line">
        {isSubmitting ? "Envoi en cours…" : free ? "Confirmer mon inscription" : "Payer et m'inscrire"}
      </Button>
    </form>
  );
}
