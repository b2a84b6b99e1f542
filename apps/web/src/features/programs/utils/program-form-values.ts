import {
  type ProgramBatchBody,
  type ProgramBatchBodyInput,
  type ProgramBodyInput,
  type ProgramResponse,
  programBatchBodySchema,
} from "@culture-patrimoine/contract/schemas/program";
import { toNestErrors } from "@hookform/resolvers";
import type { FieldError, Resolver } from "react-hook-form";

/** One line of the programme form (SPEC §2), as typed. */
export interface ProgramLineValues {
  date: string;
  start_time: string;
  end_time: string;
  title: string;
  description: string;
  /** One of PROGRAM_CATEGORIES, or "" for none. */
  category: string;
}

export interface ProgramFormValues {
  event_id: string;
  lines: ProgramLineValues[];
}

export const lineFields = [
  "date",
  "start_time",
  "end_time",
  "title",
  "description",
  "category",
] as const satisfies readonly (keyof ProgramLineValues)[];

export function emptyLine(): ProgramLineValues {
  return { date: "", start_time: "", end_time: "", title: "", description: "", category: "" };
}

/** A new programme: one empty line, for the event of the address when there is one. */
export function emptyProgramForm(eventId: number | null = null): ProgramFormValues {
  return { event_id: eventId === null ? "" : String(eventId), lines: [emptyLine()] };
}

/**
 * SPEC §4: after a successful create the lines go back to one empty line, and the event choice is
 * cleared unless the event came from the address (then the organiser goes on with the same event).
 */
export function afterCreate(values: ProgramFormValues, eventFromRoute: boolean): ProgramFormValues {
  return { event_id: eventFromRoute ? values.event_id : "", lines: [emptyLine()] };
}

/** A programme line being edited: the form's one line, and its event. */
export function toFormValues(program: ProgramResponse): ProgramFormValues {
  return {
    event_id: String(program.event_id),
    lines: [
      {
        date: program.date,
        start_time: program.start_time.slice(0, 5),
        end_time: program.end_time.slice(0, 5),
        title: program.title,
        description: program.description ?? "",
        category: program.category ?? "",
      },
    ],
  };
}

function toLineBody(line: ProgramLineValues) {
  return {
    date: line.date.trim(),
    start_time: line.start_time.trim(),
    end_time: line.end_time.trim(),
    title: line.title.trim(),
    description: line.description.trim() === "" ? null : line.description.trim(),
    category: line.category === "" ? null : line.category,
  };
}

/** POST /api/programs/batch: every line in one request, saved all or nothing. */
export function toBatchBody(values: ProgramFormValues): ProgramBatchBodyInput {
  return {
    event_id: values.event_id === "" ? null : Number(values.event_id),
    lines: values.lines.map(toLineBody),
  };
}

/** PUT /api/programs/{id}: the edited line with its (possibly new) event. */
export function toProgramBody(body: ProgramBatchBody): ProgramBodyInput {
  // The schema holds at least one line; the edit form shows exactly one.
  const line = body.lines[0]!;
  return { ...line, event_id: body.event_id };
}

/** Every field a server message may land on: the event, and each field of each line. */
export function programFormFields(lineCount: number) {
  const fields: (`lines.${number}.${(typeof lineFields)[number]}` | "event_id")[] = ["event_id"];
  for (let index = 0; index < lineCount; index++) {
    for (const field of lineFields) fields.push(`lines.${index}.${field}`);
  }
  return fields;
}

/**
 * Validates the form against the batch request schema, the server's own rules, keeping each
 * message on its line ("lines.2.end_time"), which the one-level bodyResolver cannot do.
 */
export const programFormResolver: Resolver<ProgramFormValues, unknown, ProgramBatchBody> = async (
  values,
  _context,
  options,
) => {
  const result = programBatchBodySchema.safeParse(toBatchBody(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join(".");
    // The first message of a field wins, like zodResolver does.
    if (path && !errors[path]) errors[path] = { type: "validation", message: issue.message };
  }
  return { values: {}, errors: toNestErrors<ProgramFormValues>(errors, options) };
};
