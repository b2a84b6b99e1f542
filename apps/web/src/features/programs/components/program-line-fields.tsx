import { Button } from "@codegouvfr/react-dsfr/Button";
import { PROGRAM_CATEGORIES } from "@culture-patrimoine/contract/constants";
import { validationMessages } from "@culture-patrimoine/contract/messages";
import type { ProgramBatchBody } from "@culture-patrimoine/contract/schemas/program";
import { type FieldErrors, get, type UseFormReturn, useFormState } from "react-hook-form";
import { SelectField } from "../../../components/form/select-field.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import type { ProgramFormValues, ProgramLineValues } from "../utils/program-form-values.ts";

/** The form as the programme form's pieces receive it (typed values in, the request body out). */
export type ProgramFormApi = UseFormReturn<ProgramFormValues, unknown, ProgramBatchBody>;

interface ProgramLineFieldsProps {
  form: ProgramFormApi;
  index: number;
  /** The edit form has one line and says so; the create form numbers them. */
  legend: string;
  /** Absent when the line cannot be removed (the only one). */
  onRemove?: () => void;
}

/** The id of a line's first field, so that a notice can send the keyboard to it. */
export function lineFieldId(index: number, field: keyof ProgramLineValues): string {
  return `program-line-${index}-${field}`;
}

/**
 * One line of the programme: date, times, title, category and description. SPEC §5's message for a
 * missing part is the same for the four required fields, so it is said once for the line, under
 * the fields, and the missing fields are marked and point to it; any other message stays under
 * its own field.
 */
export function ProgramLineFields({ form, index, legend, onRemove }: ProgramLineFieldsProps) {
  const legendId = `program-line-${index}-legend`;
  const messageId = `program-line-${index}-messages`;
  const { errors } = useFormState({ control: form.control, name: `lines.${index}` });
  const lineErrors: FieldErrors<ProgramLineValues> | undefined = get(errors, `lines.${index}`);
  const incomplete = Object.values(lineErrors ?? {}).some(
    (error) => error?.message === validationMessages.programLineIncomplete,
  );
  const shared = { id: messageId, message: validationMessages.programLineIncomplete };
  const field = (name: keyof ProgramLineValues) => ({
    form,
    name: `lines.${index}.${name}` as const,
    id: lineFieldId(index, name),
  });

  return (
    // No fr-fieldset--error: it would paint the optional fields of the line red too; only the
    // missing fields are marked, and they point to the line's message.
    <fieldset className="fr-fieldset" aria-labelledby={legendId}>
      <legend id={legendId} className="fr-fieldset__legend fr-h6 fr-mb-0">
        {legend}
      </legend>
      <div className="fr-fieldset__element">
        <div className="fr-grid-row fr-grid-row--gutters">
          <div className="fr-col-12 fr-col-md-4">
            <TextField {...field("date")} label="Date" type="date" sharedMessage={shared} />
          </div>
          <div className="fr-col-6 fr-col-md-4">
            <TextField {...field("start_time")} label="Heure de début" type="time" sharedMessage={shared} />
          </div>
          <div className="fr-col-6 fr-col-md-4">
            <TextField {...field("end_time")} label="Heure de fin" type="time" sharedMessage={shared} />
          </div>
          <div className="fr-col-12 fr-col-md-8">
            <TextField
              {...field("title")}
              label="Titre"
              hint={"Par exemple\u00a0: Visite guidée du cloître"}
              sharedMessage={shared}
            />
          </div>
          <div className="fr-col-12 fr-col-md-4">
            <SelectField
              {...field("category")}
              label="Catégorie"
              optional
              placeholder="Aucune"
              options={PROGRAM_CATEGORIES}
            />
          </div>
          <div className="fr-col-12">
            <TextField {...field("description")} label="Description" optional rows={2} />
          </div>
        </div>
      </div>
      <div className="fr-messages-group" id={messageId}>
        {incomplete && (
          <p className="fr-message fr-message--error">{validationMessages.programLineIncomplete}</p>
        )}
      </div>
      {onRemove && (
        <div className="fr-fieldset__element">
          <Button
            type="button"
            priority="tertiary"
            size="small"
            iconId="fr-icon-delete-bin-line"
            onClick={onRemove}
            nativeButtonProps={{ "aria-describedby": legendId }}
          >
            Supprimer la ligne
          </Button>
        </div>
      )}
    </fieldset>
  );
}
