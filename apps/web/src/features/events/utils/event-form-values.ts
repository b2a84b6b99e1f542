import type { PaymentMode } from "@culture-patrimoine/contract/constants";
import { isoToParisLocal, parisLocalToIso } from "@culture-patrimoine/contract/dates";
import { isFreePrice } from "@culture-patrimoine/contract/event-rules";
import {
  type EventBody,
  type EventBodyInput,
  type EventResponse,
  eventBodySchema,
} from "@culture-patrimoine/contract/schemas/event";
import type { SessionResponse, SessionState } from "@culture-patrimoine/contract/schemas/event-session";
import { imageAltProblem } from "@culture-patrimoine/contract/schemas/picture";
import { toNestErrors } from "@hookform/resolvers";
import type { FieldError, Resolver } from "react-hook-form";
import {
  type AccessibilityFormValues,
  accessibilityBody,
  accessibilityFormValues,
} from "../../../components/form/accessibility-fields.tsx";
import type { GeneratedSession } from "./session-generator.ts";

/** One session of the event as typed; times are Paris wall-clock times ("2026-07-14T21:30"). */
export interface SessionFormValues {
  /** The session's id once saved; null for a session the form adds. */
  session_id: number | null;
  starts_at: string;
  ends_at: string;
  /** Places as typed; empty means unlimited. */
  capacity: string;
  /** Shown, never sent: what the API said of a saved session. */
  places_taken: number;
  state: SessionState | null;
}

/** The event form (SPEC §2) as typed: every field is text; the event's dates come from its sessions. */
export interface EventFormValues extends AccessibilityFormValues {
  title: string;
  category: string;
  description: string;
  /** Euros as typed: "12", "12,50", "12.5 €"; empty means free. */
  price: string;
  /** How a priced event is paid; a free one is always "free". */
  payment_mode: Exclude<PaymentMode, "free">;
  /** The stored picture (an upload's "/uploads/…" or an address), kept unless a file replaces it. */
  image_url: string;
  image_alt: string;
  /** A picture chosen in the form, sent as multipart (docs/decisions/032-pictures.md). */
  image_file: File | null;
  lieu_id: string;
  sessions: SessionFormValues[];
}

const sessionFields = ["starts_at", "ends_at", "capacity"] as const;

/** Every field a server message may land on, each session's included. */
export function eventFormFields(sessionCount: number) {
  const fields: (
    | "title"
    | "category"
    | "description"
    | "price"
    | "payment_mode"
    | "image_url"
    | "image_alt"
    | "image_file"
    | "lieu_id"
    | "sessions"
    | "accessibility_details"
    | `sessions.${number}.${(typeof sessionFields)[number]}`
  )[] = [
    "title",
    "category",
    "description",
    "price",
    "payment_mode",
    "image_url",
    "image_alt",
    "image_file",
    "lieu_id",
    "sessions",
    "accessibility_details",
  ];
  for (let index = 0; index < sessionCount; index++) {
    for (const field of sessionFields) fields.push(`sessions.${index}.${field}`);
  }
  return fields;
}

export function emptySession(): SessionFormValues {
  return { session_id: null, starts_at: "", ends_at: "", capacity: "", places_taken: 0, state: null };
}

export const emptyEventFormValues: EventFormValues = {
  title: "",
  category: "",
  description: "",
  price: "",
  payment_mode: "on_site",
  image_url: "",
  image_alt: "",
  image_file: null,
  lieu_id: "",
  sessions: [emptySession()],
  ...accessibilityFormValues(),
};

/** "12,5" for 12.5, "12" for 12: what a French organiser would type. */
function priceToText(price: number | null): string {
  if (price === null) return "";
  return (Number.isInteger(price) ? String(price) : price.toFixed(2)).replace(".", ",");
}

function localOf(iso: string | null): string {
  return iso ? (isoToParisLocal(iso) ?? "") : "";
}

function sessionToFormValues(session: SessionResponse): SessionFormValues {
  return {
    session_id: session.id,
    starts_at: localOf(session.starts_at),
    ends_at: localOf(session.ends_at),
    capacity: session.capacity === null ? "" : String(session.capacity),
    places_taken: session.places_taken,
    state: session.state,
  };
}

/** An event being edited, as the form shows it (its sessions in Paris time). */
export function toFormValues(event: EventResponse): EventFormValues {
  // GET /api/events/{id} answers every session; an older answer without them has its dates only.
  const sessions = event.sessions?.map(sessionToFormValues) ?? [
    { ...emptySession(), starts_at: localOf(event.date_start), ends_at: localOf(event.date_end) },
  ];
  return {
    title: event.title,
    category: event.category,
    description: event.description ?? "",
    price: priceToText(event.price),
    payment_mode: event.payment_mode === "online" ? "online" : "on_site",
    image_url: event.image_url ?? "",
    image_alt: event.image_alt ?? "",
    image_file: null,
    lieu_id: event.lieu_id === null ? "" : String(event.lieu_id),
    sessions: sessions.length > 0 ? sessions : [emptySession()],
    ...accessibilityFormValues(event.accessibility, event.accessibility_details),
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

/** True when the price as typed means a free event (blank or 0): no payment to choose. */
export function isFreeTypedPrice(value: string): boolean {
  const price = toPrice(value);
  return typeof price !== "string" && isFreePrice(price);
}

/**
 * The body of POST /api/events and PUT /api/events/{id}: every field, blanks as null, and the
 * whole set of sessions (saved ones with their id). The event's dates are left to the API, which
 * takes them from the sessions (first start, last end).
 */
export function toBody(values: EventFormValues): EventBodyInput {
  const price = toPrice(values.price);
  return {
    title: values.title.trim(),
    category: values.category,
    description: blankToNull(values.description),
    date_start: null,
    date_end: null,
    price,
    payment_mode: isFreeTypedPrice(values.price) ? "free" : values.payment_mode,
    image_url: blankToNull(values.image_url),
    image_alt: blankToNull(values.image_alt),
    lieu_id: values.lieu_id === "" ? null : Number(values.lieu_id),
    sessions: values.sessions.map((session) => ({
      ...(session.session_id !== null && { id: session.session_id }),
      starts_at: toInstant(session.starts_at),
      ends_at: session.ends_at.trim() === "" ? null : toInstant(session.ends_at),
      capacity: session.capacity.trim() === "" ? null : session.capacity.trim(),
    })),
    ...accessibilityBody(values),
  };
}

/**
 * Validates the form against the contract's event body, the server's own rules, keeping each
 * message on its session ("sessions.2.ends_at"), which the one-level bodyResolver cannot do.
 */
export const eventFormResolver: Resolver<EventFormValues, unknown, EventBody> = async (
  values,
  _context,
  options,
) => {
  const result = eventBodySchema.safeParse(toBody(values));
  // A picture, chosen or kept, needs its text alternative: the server's rule for uploads.
  const hasImage = values.image_file !== null || values.image_url.trim() !== "";
  const altProblem = imageAltProblem(hasImage, values.image_alt);
  if (result.success && !altProblem) return { values: result.data, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const path = issue.path.map(String).join(".");
    // The first message of a field wins, like zodResolver does.
    if (path && !errors[path]) errors[path] = { type: "validation", message: issue.message };
  }
  if (altProblem && !errors.image_alt) errors.image_alt = { type: "validation", message: altProblem };
  return { values: {}, errors: toNestErrors<EventFormValues>(errors, options) };
};

/**
 * The sessions once generated ones are added: in time order, a generated time already in the list
 * left out, and the blank first session of a new event replaced. Returns how many were added.
 */
export function mergeSessions(
  current: readonly SessionFormValues[],
  generated: readonly GeneratedSession[],
  capacity: string,
): { sessions: SessionFormValues[]; added: number } {
  const kept = current.filter(
    (session) =>
      session.session_id !== null ||
      session.starts_at.trim() !== "" ||
      session.ends_at.trim() !== "" ||
      session.capacity.trim() !== "",
  );
  const taken = new Set(kept.map((session) => session.starts_at));
  const added: SessionFormValues[] = [];
  for (const session of generated) {
    if (taken.has(session.starts_at)) continue;
    taken.add(session.starts_at);
    added.push({ ...emptySession(), starts_at: session.starts_at, ends_at: session.ends_at ?? "", capacity });
  }
  // Wall-clock times sort as text; a session still without a start stays last.
  const sessions = [...kept, ...added].sort((a, b) => {
    if (a.starts_at === "" || b.starts_at === "")
      return Number(a.starts_at === "") - Number(b.starts_at === "");
    return a.starts_at < b.starts_at ? -1 : a.starts_at > b.starts_at ? 1 : 0;
  });
  return { sessions: sessions.length > 0 ? sessions : [emptySession()], added: added.length };
}
