import { Button } from "@codegouvfr/react-dsfr/Button";
import { validationMessages } from "@culture-patrimoine/contract/messages";
import { type ChangeEvent, type ReactNode, useEffect, useState } from "react";
import {
  type FieldPathByValue,
  type FieldValues,
  get,
  type PathValue,
  type UseFormReturn,
  useFormState,
  useWatch,
} from "react-hook-form";
import { IMAGE_ACCEPT, imageDecodes, imageFileProblem } from "../../lib/image-upload.ts";
import { hasShownPicture, Picture } from "../picture.tsx";
import { FileField } from "./file-field.tsx";
import { TextField } from "./text-field.tsx";
import "./image-field.css";

/** The fields an image block needs in a form's values. */
export interface ImageFormValues extends FieldValues {
  /** The file chosen in this form, sent as multipart; null: none chosen. */
  image_file: File | null;
  image_alt: string;
}

interface ImageFieldProps<TValues extends ImageFormValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The field holding the stored picture (image_url, image): kept unless a file replaces it. */
  currentName: FieldPathByValue<TValues, string>;
  /** The file input's id ("event-image"): errors and focus point to it. */
  id: string;
  label: ReactNode;
  disabled?: boolean;
}

/**
 * An item's picture in a form (routes, events, venues, sites): a file checked at once in the
 * browser, its preview (or the current picture), a button to take it away, and its text
 * alternative, required with a picture (the contract's imageAltProblem, checked by the resolver).
 */
export function ImageField<TValues extends ImageFormValues, TOutput>({
  form,
  currentName,
  id,
  label,
  disabled = false,
}: ImageFieldProps<TValues, TOutput>) {
  const fileName = "image_file" as FieldPathByValue<TValues, File | null>;
  const file = useWatch({ control: form.control, name: fileName }) as File | null;
  const current = useWatch({ control: form.control, name: currentName }) as string;
  const { errors } = useFormState({ control: form.control, name: [fileName] });
  const [problem, setProblem] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  // The object URL lives as long as its file is the chosen one, then is released.
  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const setFile = (chosen: File | null) =>
    form.setValue(fileName, chosen as PathValue<TValues, typeof fileName>, { shouldDirty: true });

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = input.files?.[0] ?? null;
    const refused = chosen
      ? (imageFileProblem(chosen) ??
        ((await imageDecodes(chosen)) ? null : validationMessages.imageNotAnImage))
      : null;
    setProblem(refused);
    form.clearErrors(fileName);
    if (refused) {
      // A refused file must not stay in the input, or the browser would show it as chosen.
      input.value = "";
      setFile(null);
      return;
    }
    setFile(chosen);
  };

  const clear = () => {
    const input = document.getElementById(id);
    if (input instanceof HTMLInputElement) input.value = "";
    if (file) setFile(null);
    else form.setValue(currentName, "" as PathValue<TValues, typeof currentName>, { shouldDirty: true });
  };

  const showsCurrent = !file && hasShownPicture(current);
  const serverError = (get(errors, fileName) as { message?: string } | undefined)?.message;
  return (
    <div className="cp-image-field">
      <FileField
        id={id}
        name="image"
        label={label}
        // A picture is never required: the label says so, the DSFR's way.
        optional
        hint={"Formats acceptés\u00a0: JPEG, PNG ou WebP. Taille maximale\u00a0: 5\u00a0Mo."}
        accept={IMAGE_ACCEPT}
        error={problem ?? serverError ?? null}
        disabled={disabled}
        onChange={(event) => void onChange(event)}
      />
      {(previewUrl || showsCurrent) && (
        <figure className="cp-image-field__preview fr-mt-2w">
          {previewUrl ? (
            <img src={previewUrl} alt={`Aperçu de l’image choisie\u00a0: ${file?.name ?? ""}`} />
          ) : (
            <Picture image={current} alt="Image actuelle" sizes="20rem" lazy={false} />
          )}
          <figcaption className="fr-hint-text">
            {previewUrl
              ? "Aperçu de l’image qui sera envoyée"
              : "Image actuelle, conservée si vous n’en choisissez pas d’autre"}
          </figcaption>
        </figure>
      )}
      {(file || (current && current !== "")) && (
        <Button
          type="button"
          priority="tertiary"
          size="small"
          iconId="fr-icon-delete-line"
          disabled={disabled}
          onClick={clear}
        >
          {file ? "Retirer l’image choisie" : "Retirer l’image"}
        </Button>
      )}
      <TextField
        form={form}
        name={"image_alt" as FieldPathByValue<TValues, string>}
        label="Texte alternatif de l’image"
        hint="Obligatoire avec une image. Décrivez ce qu’elle montre à une personne qui ne la voit pas, en une phrase."
        className="fr-mt-3w"
      />
    </div>
  );
}
