import { PARCOURS_DIFFICULTIES } from "@culture-patrimoine/contract/constants";
import { lieuChoiceMessages, parcoursMessages, toastTitles } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import {
  type ParcoursBody,
  type ParcoursResponse,
  parcoursBodySchema,
} from "@culture-patrimoine/contract/schemas/parcours";
import { imageAltProblem } from "@culture-patrimoine/contract/schemas/picture";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { ErrorSummary } from "../../../components/form/error-summary.tsx";
import { FormActions } from "../../../components/form/form-actions.tsx";
import { FormSection } from "../../../components/form/form-section.tsx";
import { RequiredFieldsHint } from "../../../components/form/required-fields-hint.tsx";
import { SelectField } from "../../../components/form/select-field.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { LieuField } from "../../../components/lieu-field.tsx";
import { errorMessage, isApiError } from "../../../lib/api-error.ts";
import { bodyResolver } from "../../../lib/body-resolver.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useGoBack } from "../../../lib/use-go-back.ts";
import { useSaveParcours } from "../api/save-parcours.ts";
import {
  emptyParcoursForm,
  IMAGE_FIELD,
  type ParcoursFormValues,
  parcoursFields,
  toParcoursBody,
  toParcoursFormValues,
} from "../utils/parcours-form-values.ts";
import { ParcoursImageField } from "./parcours-image-field.tsx";
import { UploadProgress } from "./upload-progress.tsx";

const resolver = bodyResolver(parcoursBodySchema, toParcoursBody);

const difficultyLabels: Record<(typeof PARCOURS_DIFFICULTIES)[number], string> = {
  facile: "Facile",
  modéré: "Modéré",
  difficile: "Difficile",
};

/** The server's word on the image: a field detail, or a whole-request refusal (413, 415). */
function imageRefusal(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const detail = error.details.find((item) => item.path === IMAGE_FIELD);
  if (detail) return detail.message;
  return error.status === 413 || error.status === 415 ? error.message : null;
}

interface ParcoursFormProps {
  parcours?: ParcoursResponse;
  /** Every venue: a route may start at any (venues are public places, issue 28). */
  lieux: readonly LieuResponse[];
  /** ?lieu_id=: the venue just created (SPEC §2, place creation leads into route creation). */
  preselectedLieuId: number | null;
}

/** SPEC §2 route form: fields, an image with preview and upload progress, then /parcours. */
export function ParcoursForm({ parcours, lieux, preselectedLieuId }: ParcoursFormProps) {
  const navigate = useNavigate();
  const save = useSaveParcours(parcours?.id ?? null);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<ParcoursFormValues, unknown, ParcoursBody>({
    resolver,
    defaultValues: parcours ? toParcoursFormValues(parcours) : emptyParcoursForm(preselectedLieuId),
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (body) => {
    if (imageError) {
      document.getElementById("parcours-image")?.focus();
      return;
    }
    // A picture, chosen or kept, needs its text alternative (the contract's rule, as for uploads).
    const altProblem = imageAltProblem(image !== null || Boolean(parcours?.image), body.image_alt);
    if (altProblem) {
      setError("image_alt", { type: "validation", message: altProblem }, { shouldFocus: true });
      return;
    }
    setProgress(0);
    try {
      await save.mutateAsync({ body, image, onProgress: setProgress });
      toast.success(
        toastTitles.success,
        parcours ? parcoursMessages.updateSuccess : parcoursMessages.createSuccess,
      );
      await navigate(paths.parcours.getHref());
    } catch (error) {
      setProgress(null);
      const onFields = applyServerErrors(error, setError, { fields: parcoursFields });
      const refusal = imageRefusal(error);
      if (refusal) {
        setImageError(refusal);
        if (!onFields) document.getElementById("parcours-image")?.focus();
      }
      toast.error(parcoursMessages.submitFailed, errorMessage(error, parcoursMessages.submitFailed));
    }
  });

  const goBack = useGoBack(paths.parcours.getHref());

  return (
    <form onSubmit={onSubmit} noValidate aria-label={parcours ? "Modifier le parcours" : "Créer un parcours"}>
      <RequiredFieldsHint />
      <ErrorSummary form={form} />
      <FormSection id="parcours-identity" legend="Le parcours">
        <TextField form={form} name="title" label="Titre" hint={"Par exemple\u00a0: Poitiers roman"} />
        <TextField
          form={form}
          name="description"
          label="Description"
          hint="Ce que le visiteur découvre, étape après étape"
          rows={5}
        />
        <TextField
          form={form}
          name="theme"
          label="Thème"
          hint={"Par exemple\u00a0: art roman, street art, jardins"}
        />
        <div className="fr-grid-row fr-grid-row--gutters">
          <div className="fr-col-12 fr-col-sm-6">
            <SelectField
              form={form}
              name="difficulty"
              label="Difficulté"
              hint="Facile, modéré ou difficile"
              placeholder="Sélectionnez une difficulté"
              options={PARCOURS_DIFFICULTIES.map((difficulty) => ({
                value: difficulty,
                label: difficultyLabels[difficulty],
              }))}
            />
          </div>
          <div className="fr-col-12 fr-col-sm-6">
            <TextField
              form={form}
              name="duration"
              label="Durée (en minutes)"
              hint={"Par exemple\u00a0: 90"}
              inputMode="numeric"
            />
          </div>
        </div>
        <LieuField
          form={form}
          name="lieu_id"
          label="Lieu"
          hint="Le lieu de départ du parcours."
          placeholder={lieuChoiceMessages.choicePlaceholder}
          lieux={lieux}
        />
      </FormSection>
      <FormSection id="parcours-picture" legend="Image">
        <ParcoursImageField
          file={image}
          onFileChange={setImage}
          error={imageError}
          onError={setImageError}
          currentImage={parcours?.image ?? null}
          disabled={isSubmitting}
        />
        <TextField
          form={form}
          name="image_alt"
          label="Texte alternatif de l’image"
          hint="Obligatoire avec une image. Décrivez ce qu’elle montre à une personne qui ne la voit pas, en une phrase."
          className="fr-mt-3w"
        />
      </FormSection>
      {progress !== null && <UploadProgress ratio={progress} label={parcoursMessages.uploading} />}
      <FormActions
        submitLabel={parcours ? "Enregistrer les modifications" : "Créer le parcours"}
        disabled={isSubmitting}
        onCancel={goBack}
      />
    </form>
  );
}
