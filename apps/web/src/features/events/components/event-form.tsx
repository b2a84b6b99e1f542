import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { eventMessages } from "@culture-patrimoine/contract/messages";
import type { EventBody } from "@culture-patrimoine/contract/schemas/event";
import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ErrorSummary } from "../../../components/form/error-summary.tsx";
import { FormActions } from "../../../components/form/form-actions.tsx";
import { errorMessage, isApiError } from "../../../lib/api-error.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { type EventFormValues, eventFormFields, eventFormResolver } from "../utils/event-form-values.ts";
import { EventFormFields } from "./event-form-fields.tsx";
import { EventLieuField } from "./event-lieu-field.tsx";

export interface EventFormProps {
  mode: "create" | "edit";
  defaultValues: EventFormValues;
  lieux: LieuResponse[] | undefined;
  lieuxStatus: "pending" | "error" | "success";
  /** Sends the body; throws the API's error when it is refused or cannot be sent. */
  onSave: (body: EventBody, image: File | null) => Promise<void>;
  onCancel: () => void;
}

/** SPEC §2's event form, create or edit; what was typed stays when the server refuses it. */
export function EventForm({ mode, defaultValues, lieux, lieuxStatus, onSave, onCancel }: EventFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<EventFormValues, unknown, EventBody>({
    resolver: eventFormResolver,
    defaultValues,
  });
  const {
    handleSubmit,
    setError,
    getValues,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await onSave(body, getValues("image_file"));
    } catch (error) {
      if (isApiError(error) && error.code === "NETWORK_ERROR") {
        // SPEC §8's alert for a save that never reached the server.
        toast.error(eventMessages.networkError, error.message);
        setServerError(eventMessages.networkError);
        return;
      }
      // SPEC's client stayed silent on a refused save; the organiser is told why, field by field.
      applyServerErrors(error, setError, {
        fields: eventFormFields(getValues("sessions").length),
        // The picture's refusals (not an image, too big) name the multipart part.
        aliases: { image: "image_file" },
      });
      const message = errorMessage(error, eventMessages.saveFailed);
      // A removed session with registrations, or places below those taken: the sessions' business.
      if (isApiError(error) && error.status === 409) setError("root.sessions", { type: "server", message });
      toast.error(eventMessages.saveFailed, message);
      setServerError(message);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={mode === "create" ? "Nouvel événement" : "Modifier l’événement"}
    >
      <p className="fr-text--sm">Sauf mention contraire, tous les champs sont obligatoires.</p>
      <ErrorSummary form={form} />
      <EventFormFields form={form} />
      <EventLieuField form={form} lieux={lieux} status={lieuxStatus} />
      {serverError && (
        <Alert className="fr-mt-3w" severity="error" small role="alert" description={serverError} />
      )}
      <FormActions
        className="fr-mt-4w"
        submitLabel={mode === "create" ? "Créer l’événement" : "Enregistrer les modifications"}
        disabled={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}
