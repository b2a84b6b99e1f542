import type { EventResponse } from "@culture-patrimoine/contract/schemas/event";
import { formatEventDates } from "../../../components/event-format.ts";
import { SelectControl, SelectField } from "../../../components/form/select-field.tsx";
import type { ProgramFormApi } from "./program-line-fields.tsx";

interface ProgramEventFieldProps {
  form: ProgramFormApi;
  events: EventResponse[];
  /** The chosen event id ("" for none), to show its dates under the field. */
  value: string;
  /** The event came from the address: shown, not changeable. */
  locked: boolean;
}

/** The event the lines belong to, among the organiser's own (SPEC §2). */
export function ProgramEventField({ form, events, value, locked }: ProgramEventFieldProps) {
  const chosen = events.find((event) => String(event.id) === value);
  const dates = chosen ? formatEventDates(chosen.date_start, chosen.date_end) : undefined;
  const choices = {
    placeholder: "Sélectionner un événement",
    options: events.map((event) => ({ value: String(event.id), label: event.title })),
  };

  if (locked) {
    return (
      <SelectControl
        id="program-event"
        label="Événement"
        hint={dates ? `${dates}. L’événement est fixé par la page d’où vous venez.` : undefined}
        disabled
        selectProps={{ value }}
        {...choices}
      />
    );
  }
  return (
    <SelectField
      // A new element when the options change, so that react-hook-form selects the form's value again.
      key={events.map((event) => event.id).join(",")}
      form={form}
      name="event_id"
      id="program-event"
      label="Événement"
      hint={dates ?? "Un de vos événements"}
      {...choices}
    />
  );
}
