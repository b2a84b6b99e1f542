import { Select } from "@codegouvfr/react-dsfr/Select";
import type { EventResponse } from "@culture-patrimoine/contract/schemas/event";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { formatEventDates } from "../../../components/event-format.ts";
import { fieldState } from "../../../components/field-state.ts";

interface ProgramEventFieldProps {
  events: EventResponse[];
  /** The chosen event id ("" for none), to show its dates under the field. */
  value: string;
  /** Registered field, or null when the event came from the address and cannot change. */
  field: UseFormRegisterReturn<"event_id"> | null;
  error: FieldError | undefined;
}

/** The event the lines belong to, among the organiser's own (SPEC §2). */
export function ProgramEventField({ events, value, field, error }: ProgramEventFieldProps) {
  const chosen = events.find((event) => String(event.id) === value);
  const dates = chosen ? formatEventDates(chosen.date_start, chosen.date_end) : undefined;
  const options = (
    <>
      <option value="">Sélectionner un événement</option>
      {events.map((event) => (
        <option key={event.id} value={String(event.id)}>
          {event.title}
        </option>
      ))}
    </>
  );

  if (field === null) {
    return (
      <Select
        label="Événement"
        hint={dates ? `${dates}. L'événement est fixé par la page d'où vous venez.` : undefined}
        disabled
        nativeSelectProps={{ value, id: "program-event" }}
      >
        {options}
      </Select>
    );
  }
  return (
    <Select
      // A new element when the options change, so that react-hook-form selects the form's value again.
      key={events.map((event) => event.id).join(",")}
      label="Événement"
      hint={dates ?? "Un de vos événements"}
      {...fieldState(error)}
      nativeSelectProps={{ ...field, id: "program-event", "aria-invalid": error ? true : undefined }}
    >
      {options}
    </Select>
  );
}
