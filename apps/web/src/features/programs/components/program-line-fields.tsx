import { Button } from "@codegouvfr/react-dsfr/Button";
import { Input } from "@codegouvfr/react-dsfr/Input";
import { Select } from "@codegouvfr/react-dsfr/Select";
import { PROGRAM_CATEGORIES } from "@culture-patrimoine/contract/constants";
import { validationMessages } from "@culture-patrimoine/contract/messages";
import type { FieldError, FieldErrors, UseFormRegister } from "react-hook-form";
import { fieldState } from "../../../components/field-state.ts";
import type { ProgramFormValues, ProgramLineValues } from "../utils/program-form-values.ts";

interface ProgramLineFieldsProps {
  index: number;
  /** The edit form has one line and says so; the create form numbers them. */
  legend: string;
  register: UseFormRegister<ProgramFormValues>;
  errors: FieldErrors<ProgramLineValues> | undefined;
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
export function ProgramLineFields({ index, legend, register, errors, onRemove }: ProgramLineFieldsProps) {
  const legendId = `program-line-${index}-legend`;
  const messageId = `program-line-${index}-messages`;
  const incomplete = Object.values(errors ?? {}).some(
    (error) => error?.message === validationMessages.programLineIncomplete,
  );

  const stateOf = (error: FieldError | undefined) => {
    if (error?.message !== validationMessages.programLineIncomplete) {
      return { props: fieldState(error), describedBy: undefined };
    }
    return {
      props: {
        state: "default" as const,
        className: "fr-input-group--error",
        classes: { nativeInputOrTextArea: "fr-input--error" },
      },
      describedBy: messageId,
    };
  };

  const text = (
    field: "date" | "start_time" | "end_time" | "title",
    label: string,
    type: "date" | "time" | "text",
    hint?: string,
  ) => {
    const error = errors?.[field];
    const { props, describedBy } = stateOf(error);
    return (
      <Input
        label={label}
        hintText={hint}
        {...props}
        nativeInputProps={{
          ...register(`lines.${index}.${field}`),
          id: lineFieldId(index, field),
          type,
          autoComplete: "off",
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy,
        }}
      />
    );
  };

  return (
    // No fr-fieldset--error: it would paint the optional fields of the line red too; only the
    // missing fields are marked, and they point to the line's message.
    <fieldset className="fr-fieldset" aria-labelledby={legendId}>
      <legend id={legendId} className="fr-fieldset__legend fr-h6 fr-mb-0">
        {legend}
      </legend>
      <div className="fr-fieldset__element">
        <div className="fr-grid-row fr-grid-row--gutters">
          <div className="fr-col-12 fr-col-md-4">{text("date", "Date", "date")}</div>
          <div className="fr-col-6 fr-col-md-4">{text("start_time", "Heure de début", "time")}</div>
          <div className="fr-col-6 fr-col-md-4">{text("end_time", "Heure de fin", "time")}</div>
          <div className="fr-col-12 fr-col-md-8">
            {text("title", "Titre", "text", "Par exemple : Visite guidée du cloître")}
          </div>
          <div className="fr-col-12 fr-col-md-4">
            <Select
              label="Catégorie"
              hint="Facultatif"
              {...fieldState(errors?.category)}
              nativeSelectProps={{
                ...register(`lines.${index}.category`),
                id: lineFieldId(index, "category"),
                "aria-invalid": errors?.category ? true : undefined,
              }}
            >
              <option value="">Aucune</option>
              {PROGRAM_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </Select>
          </div>
          <div className="fr-col-12">
            <Input
              label="Description"
              hintText="Facultatif"
              textArea
              {...fieldState(errors?.description)}
              nativeTextAreaProps={{
                ...register(`lines.${index}.description`),
                id: lineFieldId(index, "description"),
                rows: 2,
                "aria-invalid": errors?.description ? true : undefined,
              }}
            />
          </div>
        </div>
      </div>
      <div className="fr-messages-group" id={messageId} aria-live="polite">
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
