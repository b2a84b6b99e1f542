import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { SITE_CATEGORIES } from "@culture-patrimoine/contract/constants";
import { authMessages, locationMessages, toastTitles } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { type LocationBody, locationBodySchema } from "@culture-patrimoine/contract/schemas/location";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { PlaceImageUrlField } from "../../../components/form/contact-fields.tsx";
import { ErrorSummary } from "../../../components/form/error-summary.tsx";
import { FormActions } from "../../../components/form/form-actions.tsx";
import { FormSection } from "../../../components/form/form-section.tsx";
import { PlaceContactSection, PlaceHeritageSection } from "../../../components/form/place-sections.tsx";
import { RequiredFieldsHint } from "../../../components/form/required-fields-hint.tsx";
import { SelectField } from "../../../components/form/select-field.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { errorMessage, isApiError } from "../../../lib/api-error.ts";
import { bodyResolver } from "../../../lib/body-resolver.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { getSession } from "../../../lib/session.ts";
import { toast } from "../../../lib/toast.ts";
import { useGoBack } from "../../../lib/use-go-back.ts";
import { useCreateLocation } from "../api/create-location.ts";
import {
  canSubmitLocation,
  emptyLocationForm,
  type LocationFormValues,
  locationFields,
  toLocationBody,
} from "../utils/location-form-values.ts";
import { LocationVisitFieldset } from "./location-visit-fieldset.tsx";

const resolver = bodyResolver(locationBodySchema, toLocationBody);
const SUBMIT_HINT_ID = "location-submit-hint";

/** SPEC §2 "add a cultural place": every field of SPEC §3's Location, grouped by theme. */
export function LocationForm() {
  const create = useCreateLocation();
  const [added, setAdded] = useState<string | null>(null);
  const [loggedOut, setLoggedOut] = useState(false);
  const form = useForm<LocationFormValues, unknown, LocationBody>({
    resolver,
    defaultValues: emptyLocationForm,
  });
  const {
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { isSubmitting },
  } = form;
  const ready = canSubmitLocation({ name: watch("name"), address: watch("address"), city: watch("city") });

  const onSubmit = handleSubmit(async (body) => {
    // SPEC §5: nothing is sent without a logged-in user (a session may end while the page is open).
    if (!getSession()) {
      setLoggedOut(true);
      return;
    }
    try {
      const created = await create.mutateAsync(body);
      toast.success(toastTitles.success, locationMessages.createSuccess);
      setAdded(created.name);
      reset(emptyLocationForm);
      window.scrollTo({ top: 0 });
    } catch (error) {
      if (isApiError(error) && error.status === 401) setLoggedOut(true);
      applyServerErrors(error, setError, { fields: locationFields });
      toast.error(toastTitles.error, errorMessage(error, locationMessages.createFailedDefault));
    }
  });

  const goBack = useGoBack(paths.dashboard.getHref());

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Ajouter un lieu culturel">
      {added && (
        <Alert
          className="fr-mb-4w"
          severity="success"
          small
          role="status"
          description={`${locationMessages.createSuccess}\u00a0: «\u00a0${added}\u00a0». Vous pouvez en ajouter un autre.`}
        />
      )}
      {loggedOut && (
        <Alert
          className="fr-mb-4w"
          severity="error"
          small
          description={
            <>
              {authMessages.userNotLoggedIn} <Link to={paths.auth.getHref()}>Se connecter</Link>
            </>
          }
        />
      )}
      <RequiredFieldsHint />
      <ErrorSummary form={form} />
      <FormSection id="location-place" legend="Le lieu">
        <TextField
          form={form}
          name="name"
          label="Nom du lieu"
          hint={"Par exemple\u00a0: Musée des Beaux-Arts"}
        />
        <SelectField
          form={form}
          name="category"
          label="Catégorie"
          placeholder="Sélectionnez une catégorie"
          options={SITE_CATEGORIES}
        />
        <TextField
          form={form}
          name="description"
          label="Description"
          hint="Ce que le public y découvre"
          rows={5}
        />
        <PlaceImageUrlField form={form} name="image" />
      </FormSection>
      <FormSection id="location-address" legend="Adresse">
        <TextField
          form={form}
          name="address"
          label="Adresse"
          hint="Numéro et rue"
          autoComplete="street-address"
        />
        <div className="fr-grid-row fr-grid-row--gutters">
          <div className="fr-col-12 fr-col-sm-4">
            <TextField
              form={form}
              name="postalCode"
              label="Code postal"
              hint="5 chiffres en France"
              inputMode="numeric"
              autoComplete="postal-code"
            />
          </div>
          <div className="fr-col-12 fr-col-sm-8">
            <TextField
              form={form}
              name="city"
              label="Ville"
              hint={"Par exemple\u00a0: Rennes"}
              autoComplete="address-level2"
            />
          </div>
        </div>
        <TextField
          form={form}
          name="country"
          label="Pays"
          optional
          hint="France si laissé vide"
          autoComplete="country-name"
        />
      </FormSection>
      <LocationVisitFieldset form={form} />
      <PlaceContactSection
        form={form}
        id="location-contact"
        phone={{ name: "phone", hint: "Par exemple\u00a0: 02 99 28 55 85" }}
        email="email"
        website="website"
      />
      <PlaceHeritageSection
        form={form}
        id="location-heritage"
        period={{ name: "historicalPeriod", hint: "Par exemple\u00a0: XVIIe siècle" }}
        style={{ name: "architecturalStyle", hint: "Par exemple\u00a0: baroque" }}
        features={{ name: "specialFeatures", label: "Particularités", hint: "Ce qui rend ce lieu unique" }}
      />
      {!ready && (
        <p id={SUBMIT_HINT_ID} className="fr-message fr-message--info fr-mb-2w">
          {locationMessages.submitHint}
        </p>
      )}
      <FormActions
        submitLabel="Ajouter le lieu"
        disabled={!ready || isSubmitting}
        submitDescribedBy={ready ? undefined : SUBMIT_HINT_ID}
        onCancel={goBack}
      />
    </form>
  );
}
