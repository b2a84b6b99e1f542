import { SITE_CATEGORIES } from "@culture-patrimoine/contract/constants";
import { siteMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import type { ParcoursResponse } from "@culture-patrimoine/contract/schemas/parcours";
import {
  type SiteFormOutput,
  type SiteResponse,
  siteFormValuesSchema,
} from "@culture-patrimoine/contract/schemas/site";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { useMapFormOptions } from "../../../api/get-map-config.ts";
import { ErrorSummary } from "../../../components/form/error-summary.tsx";
import { FormActions } from "../../../components/form/form-actions.tsx";
import { FormSection } from "../../../components/form/form-section.tsx";
import { ImageField } from "../../../components/form/image-field.tsx";
import { PlaceContactSection, PlaceHeritageSection } from "../../../components/form/place-sections.tsx";
import { RequiredFieldsHint } from "../../../components/form/required-fields-hint.tsx";
import { SelectField } from "../../../components/form/select-field.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { CoordinatesFields } from "../../../components/map/coordinates-fields.tsx";
import { errorMessage } from "../../../lib/api-error.ts";
import { bodyResolver } from "../../../lib/body-resolver.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { imageAltIssues } from "../../../lib/image-upload.ts";
import { toast } from "../../../lib/toast.ts";
import { useGoBack } from "../../../lib/use-go-back.ts";
import { useSaveSite } from "../api/save-site.ts";
import {
  emptySiteForm,
  type SiteFormState,
  siteBodyAliases,
  siteFields,
  toSiteBody,
  toSiteFormValues,
} from "../utils/site-form-values.ts";
import { SiteLieuField, SiteParcoursField } from "./site-links-fields.tsx";
import { SiteServicesField } from "./site-services-field.tsx";

// The state already has the form names of siteFormValuesSchema: it is checked as it is.
const resolver = bodyResolver(siteFormValuesSchema, (values: SiteFormState) => values, {
  formIssues: (values) => imageAltIssues(values, values.image),
});

interface SiteFormProps {
  site?: SiteResponse;
  ownParcours: readonly ParcoursResponse[];
  /** Every venue (venues are public places, issue 28). */
  lieux: readonly LieuResponse[];
  lockedParcoursId: number | null;
}

/** SPEC §2 site form: create or edit, then on to the route's page where the site is a step. */
export function SiteForm({ site, ownParcours, lieux, lockedParcoursId }: SiteFormProps) {
  const navigate = useNavigate();
  const save = useSaveSite(site?.id ?? null);
  const initial = site ? toSiteFormValues(site) : emptySiteForm;
  const form = useForm<SiteFormState, unknown, SiteFormOutput>({
    resolver,
    // ?parcours_id= overrides the route the site had (SPEC §2).
    defaultValues: {
      ...initial,
      parcours_id: lockedParcoursId === null ? initial.parcours_id : String(lockedParcoursId),
    },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ body: toSiteBody(values), image: form.getValues("image_file") });
      toast.success(
        site ? siteMessages.updateSuccessTitle : siteMessages.createSuccessTitle,
        site
          ? `«\u00a0${saved.name}\u00a0» a été mis à jour.`
          : `«\u00a0${saved.name}\u00a0» a été ajouté au parcours.`,
      );
      await navigate(
        saved.parcours_id === null ? paths.sites.getHref() : paths.parcoursDetail.getHref(saved.parcours_id),
      );
    } catch (error) {
      applyServerErrors(error, setError, {
        fields: siteFields,
        aliases: { ...siteBodyAliases, image: "image_file" },
      });
      toast.error(siteMessages.saveFailed, errorMessage(error, siteMessages.saveFailed));
    }
  });

  const fallback =
    lockedParcoursId === null ? paths.sites.getHref() : paths.parcoursDetail.getHref(lockedParcoursId);
  const goBack = useGoBack(fallback);
  const { tiles: mapTiles, geocode } = useMapFormOptions();

  return (
    <form onSubmit={onSubmit} noValidate aria-label={site ? "Modifier le site" : "Créer un site"}>
      <RequiredFieldsHint />
      <ErrorSummary form={form} />
      <FormSection id="site-identity" legend="Le site">
        <SiteParcoursField form={form} parcours={ownParcours} lockedId={lockedParcoursId} />
        <TextField
          form={form}
          name="name"
          label="Nom du site"
          hint={"Par exemple\u00a0: Cathédrale Saint-Pierre"}
        />
        <SelectField
          form={form}
          name="categorie"
          label="Catégorie"
          placeholder="Sélectionnez une catégorie"
          options={SITE_CATEGORIES}
        />
        <TextField
          form={form}
          name="description"
          label="Description"
          hint="Ce que le visiteur y découvre"
          rows={5}
        />
        <ImageField form={form} currentName="image" id="site-image" label="Image du site" />
      </FormSection>
      <FormSection id="site-visit" legend="Visite pratique">
        <TextField form={form} name="adresse" label="Adresse" optional autoComplete="street-address" />
        <div className="fr-grid-row fr-grid-row--gutters">
          <div className="fr-col-12 fr-col-sm-6">
            <TextField
              form={form}
              name="heure_ouverture"
              label="Horaires d’ouverture"
              optional
              hint={"Par exemple\u00a0: 9 h – 18 h"}
            />
          </div>
          <div className="fr-col-12 fr-col-sm-6">
            <TextField
              form={form}
              name="tarif"
              label="Tarif"
              optional
              hint={"Par exemple\u00a0: 8 €, gratuit le dimanche"}
            />
          </div>
        </div>
        <TextField
          form={form}
          name="transport_en_commun"
          label="Transports en commun"
          optional
          hint="Lignes et arrêts les plus proches"
          rows={2}
        />
        <SiteLieuField form={form} lieux={lieux} />
      </FormSection>
      <CoordinatesFields
        form={form}
        id="site-position"
        tiles={mapTiles}
        geocode={geocode}
        addressQuery={() => form.getValues("adresse")}
      />
      <SiteServicesField form={form} />
      <PlaceContactSection
        form={form}
        id="site-contact"
        phone={{ name: "telephone", hint: "Par exemple\u00a0: 05 49 41 23 76" }}
        email="email"
        website="site_web"
      />
      <PlaceHeritageSection
        form={form}
        id="site-heritage"
        period={{ name: "periode", hint: "Par exemple\u00a0: XIIe siècle" }}
        style={{ name: "style", hint: "Par exemple\u00a0: gothique" }}
        features={{ name: "particularites", label: "Points d’intérêt", hint: "Ce qu’il ne faut pas manquer" }}
      />
      <FormActions
        submitLabel={site ? "Enregistrer les modifications" : "Créer le site"}
        disabled={isSubmitting}
        onCancel={goBack}
      />
    </form>
  );
}
