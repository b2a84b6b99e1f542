import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { PROGRAM_BATCH_MAX } from "@culture-patrimoine/contract/constants";
import { programMessages, toastTitles } from "@culture-patrimoine/contract/messages";
import type { EventResponse } from "@culture-patrimoine/contract/schemas/event";
import type { ProgramBatchBody } from "@culture-patrimoine/contract/schemas/program";
import { useRef, useState } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { ErrorSummary } from "../../../components/form/error-summary.tsx";
import { FormActions } from "../../../components/form/form-actions.tsx";
import { errorMessage } from "../../../lib/api-error.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import {
  afterCreate,
  emptyLine,
  type ProgramFormValues,
  programFormFields,
  programFormResolver,
} from "../utils/program-form-values.ts";
import { ProgramEventField } from "./program-event-field.tsx";
import { ProgramLineFields } from "./program-line-fields.tsx";

export interface ProgramFormProps {
  mode: "create" | "edit";
  defaultValues: ProgramFormValues;
  /** The organiser's own events: the only ones a line may belong to. */
  events: EventResponse[];
  /** The event came from the address: shown, not changeable, and kept after a create. */
  eventLocked: boolean;
  /** Sends the lines; throws the API's error when they are refused or cannot be sent. */
  onSave: (body: ProgramBatchBody) => Promise<void>;
  onCancel: () => void;
}

/**
 * SPEC §2's programme form: several lines at once (create) or one line and its event (edit). The
 * lines are checked by the server's own schema and saved in one request, all or nothing.
 */
export function ProgramForm({
  mode,
  defaultValues,
  events,
  eventLocked,
  onSave,
  onCancel,
}: ProgramFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const form = useForm<ProgramFormValues, unknown, ProgramBatchBody>({
    resolver: programFormResolver,
    defaultValues,
  });
  const {
    control,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { isSubmitting },
  } = form;
  const lines = useFieldArray({ control, name: "lines" });
  const eventId = useWatch({ control, name: "event_id" });

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await onSave(body);
    } catch (error) {
      applyServerErrors(error, setError, { fields: programFormFields(getValues("lines").length) });
      const message = errorMessage(error, programMessages.saveFailedDefault);
      toast.error(toastTitles.error, message);
      setServerError(message);
      return;
    }
    if (mode === "create") {
      toast.success(toastTitles.success, programMessages.createSuccess);
      reset(afterCreate(getValues(), eventLocked));
    }
  });

  const removeLine = (index: number) => {
    lines.remove(index);
    // The removed line's button is gone: the keyboard goes on from "Ajouter une ligne".
    addButton.current?.focus();
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={mode === "create" ? "Ajouter des programmes" : "Modifier la ligne de programme"}
    >
      <p className="fr-text--sm">
        Sauf mention contraire, tous les champs sont obligatoires.
        {mode === "create" && " Toutes les lignes sont enregistrées ensemble, ou aucune."}
      </p>
      <ErrorSummary form={form} />
      <ProgramEventField form={form} events={events} value={eventId} locked={eventLocked} />
      {lines.fields.map((line, index) => (
        <ProgramLineFields
          key={line.id}
          form={form}
          index={index}
          legend={mode === "edit" ? "Ligne du programme" : `Ligne ${index + 1}`}
          onRemove={mode === "create" && lines.fields.length > 1 ? () => removeLine(index) : undefined}
        />
      ))}
      {mode === "create" && (
        <Button
          ref={addButton}
          type="button"
          priority="secondary"
          iconId="fr-icon-add-line"
          disabled={lines.fields.length >= PROGRAM_BATCH_MAX}
          onClick={() => lines.append(emptyLine())}
        >
          Ajouter une ligne
        </Button>
      )}
      {serverError && (
        <Alert className="fr-mt-3w" severity="error" small role="alert" description={serverError} />
      )}
      <FormActions
        className="fr-mt-4w"
        submitLabel={mode === "create" ? "Enregistrer le programme" : "Enregistrer les modifications"}
        disabled={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}
