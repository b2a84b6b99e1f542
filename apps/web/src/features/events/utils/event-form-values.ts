import { isoToParisLocal, parisLocalToIso } from "@culture-patrimoine/contract/dates";
import type { EventBodyInput, EventResponse } from "@culture-patrimoine/contract/schemas/event";

/** The event form (SPEC §2) as typed: every field is text, dates are Paris wall-clock times. */
export interface EventFormValues {
  title: string;
  category: string;
  description: string;
  /** A datetime-local value, "2026-07-14T21:30", read as Paris time. */
  date_start: string;
  date_end: string;
  /** Euros as typed: "12", "12,50", "12.5 €"; empty means free. */
  price: string;
  image_url: string;
  lieu_id: string;
}

export const eventFormFields = [
  "title",
  "category",
  "description",
  "date_start",
  "date_end",
  "price",
  "image_url",
  "lieu_id",
] as const satisfies readonly (keyof EventFormValues)[];

export const emptyEventFormValues: EventFormValues = {
  title: "",
  category: "",
  description: "",
  date_start: "",
  date_end: "",
  price: "",
  image_url: "",
  lieu_id: "",
};

/** "12,5" for 12.5, "12" for 12: what a French organiser would type. */
function priceToText(price: number | null): string {
  if (price === null) return "";
  return (Number.isInteger(price) ? String(price) : price.toFixed(2)).replace(".", ",");
}

/** An event being edited, as the form shows it (its dates in Paris time). */
export function toFormValues(event: EventResponse): EventFormValues {
  return {
    title: event.title,
    category: event.category,
    description: event.description ?? "",
    date_start: isoToParisLocal(event.date_start) ?? "",
    date_end: event.date_end ? (isoToParisLocal(event.date_end) ?? "") : "",
    price: priceToText(event.price),
    image_url: event.image_url ?? "",
    lieu_id: event.lieu_id === null ? "" : String(event.lieu_id),
  };
}

function blankToNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/** A Paris wall-clock time as an ISO instant; what is not a date is left for the schema to refuse. */
function toInstant(value: string): string {
  const trimmed = value.trim();
  return trimmed === "" ? "" : (parisLocalToIso(trimmed) ?? trimmed);
}

/**
 * "12,50 €", "12.5" or " 12 " as euros; blank is free (null). Anything else is left as typed so the
 * schema answers with its own message rather than a silently wrong price.
 */
function toPrice(value: string): number | string | null {
  const compact = value.replace(/[\s\u00a0\u202f]/g, "").replace(/€$/, "");
  if (compact === "") return null;
  return /^\d+([.,]\d+)?$/.test(compact) ? Number(compact.replace(",", ".")) : value.trim();
}

/** The body of POST /api/events and PUT /api/events/{id}: every field, blanks as null. */
export function toBody(values: EventFormValues): EventBodyInput {
  return {
    title: values.title.trim(),
    category: values.category,
    description: blankToNull(values.description),
    date_start: toInstant(values.date_start),
    date_end: values.date_end.trim() === "" ? null : toInstant(values.date_end),
    price: toPrice(values.price),
    image_url: blankToNull(values.image_url),
    lieu_id: values.lieu_id === "" ? null : Number(values.lieu_id),
  };
}
