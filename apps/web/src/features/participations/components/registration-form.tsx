import { Button } from "@codegouvfr/react-dsfr/Button";
import { Input } from "@codegouvfr/react-dsfr/Input";
import { Select } from "@codegouvfr/react-dsfr/Select";
import { PLACES_MAX, PLACES_MIN } from "@culture-patrimoine/contract/constants";
import { isFreePrice } from "@culture-patrimoine/contract/event-rules";
import { participationMessages } from "@culture-patrimoine/contract/messages";
import type { ParticipationResponse } from "@culture-patrimoine/contract/schemas/participation";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { fieldState } from "../../../components/field-state.ts";
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
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationFormValues, unknown, ParticipantValues>({
    resolver,
    defaultValues,
  });
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
      <fieldset className="fr-fieldset" aria-labelledby="participant-legend">
        <legend id="participant-legend" className="fr-fieldset__legend fr-h5">
          Vos coordonnées
        </legend>
        <div className="fr-fieldset__element cp-half">
          <Input
            label="Prénom"
            {...fieldState(errors.prenom)}
            nativeInputProps={{
              ...register("prenom"),
              autoComplete: "given-name",
              "aria-invalid": errors.prenom ? true : undefined,
            }}
          />
        </div>
        <div className="fr-fieldset__element cp-half">
          <Input
            label="Nom"
            {...fieldState(errors.nom)}
            nativeInputProps={{
              ...register("nom"),
              autoComplete: "family-name",
              "aria-invalid": errors.nom ? true : undefined,
            }}
          />
        </div>
        <div className="fr-fieldset__element">
          <Input
            label="Email"
            hintText="Format attendu : nom@domaine.fr"
            {...fieldState(errors.email)}
            nativeInputProps={{
              ...register("email"),
              type: "email",
              autoComplete: "email",
              spellCheck: false,
              "aria-invalid": errors.email ? true : undefined,
            }}
          />
        </div>
        <div className="fr-fieldset__element">
          <Input
            label="Téléphone"
            hintText="10 chiffres, par exemple : 06 12 34 56 78"
            {...fieldState(errors.telephone)}
            nativeInputProps={{
              ...register("telephone"),
              type: "tel",
              autoComplete: "tel",
              "aria-invalid": errors.telephone ? true : undefined,
            }}
          />
        </div>
      </fieldset>

      <fieldset className="fr-fieldset" aria-labelledby="participation-legend">
        <legend id="participation-legend" className="fr-fieldset__legend fr-h5">
          Votre participation
        </legend>
        <div className="fr-fieldset__element">
          <Select
            label="Nombre de places"
            hint={`De ${PLACES_MIN} à ${PLACES_MAX} places par inscription`}
            {...fieldState(errors.nombre_places)}
            nativeSelectProps={{
              ...register("nombre_places"),
              "aria-invalid": errors.nombre_places ? true : undefined,
            }}
          >
            {placeChoices.map((count) => (
              <option key={count} value={String(count)}>
                {count} place{count > 1 ? "s" : ""}
              </option>
            ))}
          </Select>
        </div>
        <div className="fr-fieldset__element">
          <Input
            label="Motivation"
            hintText="Quelques mots sur ce qui vous amène à cet événement"
            textArea
            {...fieldState(errors.motivation)}
            nativeTextAreaProps={{
              ...register("motivation"),
              rows: 3,
              "aria-invalid": errors.motivation ? true : undefined,
            }}
          />
        </div>
        <div className="fr-fieldset__element">
          <Input
            label="Demandes spéciales (facultatif)"
            hintText="Accessibilité, placement, accompagnement…"
            textArea
            {...fieldState(errors.demandes_speciales)}
            nativeTextAreaProps={{ ...register("demandes_speciales"), rows: 3 }}
          />
        </div>
      </fieldset>

      <RegistrationAmount price={event.price} places={places} />

      {!free && <PaymentCardFields register={register} errors={errors} />}

      <Button type="submit" size="large" disabled={isSubmitting} iconId="fr-icon-check-line">
        {isSubmitting ? "Envoi en cours…" : free ? "Confirmer mon inscription" : "Payer et m'inscrire"}
      </Button>
    </form>
  );
}
