import { Button } from "@codegouvfr/react-dsfr/Button";
import { validationMessages } from "@culture-patrimoine/contract/messages";
import { uploadUrl } from "@culture-patrimoine/contract/routes";
import { type ChangeEvent, useEffect, useState } from "react";
import { FileField } from "../../../components/form/file-field.tsx";
import { IMAGE_ACCEPT, imageDecodes, imageFileProblem } from "../utils/parcours-form-values.ts";
import "./parcours-image-field.css";

interface ParcoursImageFieldProps {
  file: File | null;
  onFileChange: (file: File | null) => void;
  error: string | null;
  onError: (message: string | null) => void;
  /** The stored picture of the route being edited, kept unless another file is chosen. */
  currentImage: string | null;
  disabled: boolean;
}

/** The route's picture: only images, checked at once in the browser, with a preview. */
export function ParcoursImageField({
  file,
  onFileChange,
  error,
  onError,
  currentImage,
  disabled,
}: ParcoursImageFieldProps) {
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

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = input.files?.[0] ?? null;
    const problem = chosen
      ? (imageFileProblem(chosen) ??
        ((await imageDecodes(chosen)) ? null : validationMessages.imageNotAnImage))
      : null;
    onError(problem);
    if (problem) {
      // A refused file must not stay in the input, or the browser would show it as chosen.
      input.value = "";
      onFileChange(null);
      return;
    }
    onFileChange(chosen);
  };

  const shown = previewUrl ?? (currentImage ? uploadUrl(currentImage) : null);

  return (
    <div className="cp-parcours-image">
      <FileField
        id="parcours-image"
        name="image"
        label={currentImage ? "Remplacer l’image du parcours" : "Image du parcours"}
        optional
        hint={"Formats acceptés\u00a0: JPEG, PNG ou WebP. Taille maximale\u00a0: 5 Mo."}
        accept={IMAGE_ACCEPT}
        error={error}
        disabled={disabled}
        onChange={(event) => void onChange(event)}
      />
      {shown && (
        <figure className="cp-parcours-image__preview fr-mt-2w">
          <img
            src={shown}
            alt={file ? `Aperçu de l’image choisie\u00a0: ${file.name}` : "Image actuelle du parcours"}
          />
          <figcaption className="fr-hint-text">
            {file
              ? "Aperçu de l’image qui sera envoyée"
              : "Image actuelle, conservée si vous n’en choisissez pas d’autre"}
          </figcaption>
        </figure>
      )}
      {file && (
        <Button
          type="button"
          priority="tertiary"
          size="small"
          iconId="fr-icon-delete-line"
          disabled={disabled}
          onClick={() => {
            const input = document.getElementById("parcours-image");
            if (input instanceof HTMLInputElement) input.value = "";
            onFileChange(null);
          }}
        >
          Retirer l’image choisie
        </Button>
      )}
    </div>
  );
}
