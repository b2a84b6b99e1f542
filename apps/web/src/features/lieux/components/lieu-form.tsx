import { lieuMessages, mapMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { type LieuBody, type LieuResponse, lieuBodySchema } from "@culture-patrimoine/contract/schemas/lieu";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { useMapFormOptions } from "../../../api/get-map-config.ts";
import { AccessibilityFields } from "../../../components/form/accessibility-fields.tsx";
import { WebsiteField } from "../../../components/form/contact-fields.tsx";
import { ErrorSummary } from "../../../components/form/error-summary.tsx";
import { FormActions } from "../../../components/form/form-actions.tsx";
import { FormSection } from "../../../components/form/form-section.tsx";
import { ImageField } from "../../../components/form/image-field.tsx";
import { RequiredFieldsHint } from "../../../components/form/required-fields-hint.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { CoordinatesFields } from "../../../components/map/coordinates-fields.tsx";
import { errorMessage } from "../../../lib/api-error.ts";
import { bodyResolver } from "../../../lib/body-resolver.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { imageAltIssues } from "../../../lib/image-upload.ts";
import { toast } from "../../../lib/toast.ts";
import { useGoBack } from "../../../lib/use-go-back.ts";
import { useCreateLieu } from "../api/create-lieu.ts";
import { useUpdateLieu } from "../api/update-lieu.ts";
import {
  emptyLieuForm,
  type LieuFormValues,
  lieuFields,
  toLieuBody,
  toLieuFormValues,
} from "../utils/lieu-form-values.ts";

const resolver = bodyResolver(lieuBodySchema, toLieuBody, {
  formIssues: (values) => imageAltIssues(values, values.image),
});

interface LieuFormProps {
  /** The venue being edited; none to create one. */
  lieu?: LieuResponse;
}

/** SPEC §2 venue form: creating leads on to a route in that venue, editing back to /lieux. */
export function LieuForm({ lieu }: LieuFormProps) {
  const navigate = useNavigate();
  const create = useCreateLieu();
  const update = useUpdateLieu(lieu?.id ?? 0);
  const form = useForm<LieuFormValues, unknown, LieuBody>({
    resolver,
    defaultValues: lieu ? toLieuFormValues(lieu) : emptyLieuForm,
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (body) => {
    try {
      if (lieu) {
        await update.mutateAsync({ body, image: form.getValues("image_file") });
        toast.success(lieuMessages.updateSuccessTitle, `«\u00a0${body.nom}\u00a0» a été mis à jour.`);
        await navigate(paths.lieux.getHref());
      } else {
        const created = await create.mutateAsync({ body, image: form.getValues("image_file") });
        toast.success(
          lieuMessages.createSuccessTitle,
          `«\u00a0${created.nom}\u00a0» est enregistré\u00a0: créez maintenant un parcours dans ce lieu.`,
        );
        await navigate(paths.parcoursCreate.getHref({ lieu_id: created.id }));
      }
    } catch (error) {
      applyServerErrors(error, setError, { fields: lieuFields, aliases: { image: "image_file" } });
      toast.error(lieuMessages.saveFailed, errorMessage(error, lieuMessages.saveFailed));
    }
  });

  const goBack = useGoBack(paths.lieux.getHref());
  const { tiles: mapTiles, geocode } = useMapFormOptions();

  return (
    <form onSubmit={onSubmit} noValidate aria-label={lieu ? "Modifier le lieu" : "Créer un lieu"}>
      <RequiredFieldsHint />
      <ErrorSummary form={form} />
      <FormSection id="lieu-identity" legend="Le lieu">
        <TextField
          form={form}
          name="nom"
          label="Nom du lieu"
          hint={"Par exemple\u00a0: Abbaye de Fontenay"}
        />
        <div className="fr-grid-row fr-grid-row--gutters">
          <div className="fr-col-12 fr-col-sm-6">
            <TextField
              form={form}
              name="ville"
              label="Ville"
              hint={"Par exemple\u00a0: Montbard"}
              autoComplete="address-level2"
            />
          </div>
          <div className="fr-col-12 fr-col-sm-6">
            <TextField
              form={form}
              name="pays"
              label="Pays"
              optional
              hint="France si laissé vide"
              autoComplete="country-name"
            />
          </div>
        </div>
        <div className="fr-grid-row fr-grid-row--gutters">
          <div className="fr-col-12 fr-col-sm-8">
            <TextField
              form={form}
              name="adresse"
              label={mapMessages.addressLabel}
              optional
              hint={mapMessages.addressHint}
              autoComplete="street-address"
            />
          </div>
          <div className="fr-col-12 fr-col-sm-4">
            <TextField
              form={form}
              name="code_postal"
              label={mapMessages.postcodeLabel}
              optional
              hint={mapMessages.postcodeHint}
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={6}
            />
          </div>
        </div>
        <TextField
          form={form}
          name="description"
          label="Description"
          optional
          hint={"Ce que le public y trouve\u00a0: histoire, collections, accès…"}
          rows={5}
        />
      </FormSection>
      <CoordinatesFields
        form={form}
        id="lieu-position"
        tiles={mapTiles}
        geocode={geocode}
        addressQuery={() => {
          const { adresse, code_postal, ville } = form.getValues();
          return [adresse, code_postal, ville].filter(Boolean).join(" ");
        }}
      />
      <FormSection id="lieu-accessibility" legend="Accessibilité">
        <AccessibilityFields form={form} />
      </FormSection>
      <FormSection id="lieu-links" legend="Liens">
        <WebsiteField form={form} name="site_web" optional />
        <ImageField form={form} currentName="image" id="lieu-image" label="Image du lieu" />
      </FormSection>
      <FormActions
        submitLabel={lieu ? "Enregistrer les modifications" : "Créer le lieu"}
        disabled={isSubmitting}
        onCancel={goBack}
      />
    </form>
  );
}
