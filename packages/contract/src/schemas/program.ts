import { z } from "zod";
import { PROGRAM_BATCH_MAX, PROGRAM_CATEGORIES, SHORT_TEXT_MAX } from "../constants.ts";
import { validationMessages as m } from "../messages.ts";
import {
  idSchema,
  isoDateSchema,
  nullableOf,
  nullableText,
  paginationQuerySchema,
  queryIdSchema,
  requiredId,
  requiredText,
  timeSchema,
  whenFieldsValid,
} from "./common.ts";
import { eventLieuSummarySchema } from "./event.ts";

// SPEC §5 gives one message for any missing part of a line (date, start, end, title); a part that
// is present but malformed gets the precise message (invalid date, invalid time).
function requiredLinePart<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .string({ error: m.programLineIncomplete })
    .trim()
    .min(1, { error: m.programLineIncomplete })
    .pipe(schema);
}

const programLineShape = {
  date: requiredLinePart(isoDateSchema),
  start_time: requiredLinePart(timeSchema),
  end_time: requiredLinePart(timeSchema),
  title: requiredText(m.programLineIncomplete, SHORT_TEXT_MAX),
  description: nullableText(),
  // The form's "no category" option sends an empty string: it is stored as null.
  category: nullableOf(z.enum(PROGRAM_CATEGORIES, { error: m.categoryInvalid })),
};

// Times are "HH:MM" once parsed, so comparing the strings compares the times.
function endsAfterStart(line: { start_time: string; end_time: string }): boolean {
  return line.end_time > line.start_time;
}
const endAfterStartRule = {
  error: m.programEndBeforeStart,
  path: ["end_time"],
  when: whenFieldsValid("start_time", "end_time"),
};

/** One line of the programme form (SPEC §2): the batch body holds several. */
export const programLineSchema = z.object(programLineShape).refine(endsAfterStart, endAfterStartRule);
export type ProgramLine = z.output<typeof programLineSchema>;

/** POST /api/programs (one line, SPEC §7) and PUT /api/programs/{programId}. */
export const programBodySchema = z
  .object({ ...programLineShape, event_id: requiredId(m.programEventRequired) })
  .refine(endsAfterStart, endAfterStartRule);
export type ProgramBody = z.output<typeof programBodySchema>;
export type ProgramBodyInput = z.input<typeof programBodySchema>;

/** Every line of the programme form in one request, saved all or nothing. */
export const programBatchBodySchema = z.object({
  event_id: requiredId(m.programEventRequired),
  lines: z
    .array(programLineSchema, { error: m.programLinesRequired })
    .min(1, { error: m.programLinesRequired })
    .max(PROGRAM_BATCH_MAX, { error: m.programTooManyLines }),
});
export type ProgramBatchBody = z.output<typeof programBatchBodySchema>;
export type ProgramBatchBodyInput = z.input<typeof programBatchBodySchema>;

/** A programme line as the API answers it, with its event and the event's venue. */
export const programSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(PROGRAM_CATEGORIES).nullable(),
  event_id: z.number().int(),
  event: z.object({
    id: z.number().int(),
    title: z.string(),
    /** The organiser of the event, who owns its lines: lists show edit and delete to them only. */
    user_id: z.number().int(),
    /** The organisation that owns it (issue 30); `user_id` is the member who created it. */
    organisation_id: z.number().int(),
    lieu: eventLieuSummarySchema.nullable(),
  }),
});
export type ProgramResponse = z.infer<typeof programSchema>;
export const programListSchema = z.array(programSchema);

/** GET /api/programs: pagination, and the lines of one event (event page, programme form). */
export const programListQuerySchema = paginationQuerySchema.extend({ event_id: queryIdSchema });
export type ProgramListQuery = z.output<typeof programListQuerySchema>;

/**
 * GET /api/programs/preview (issue 29): the lines of one event whatever its moderation state, for
 * its owner or an administrator; the event is required, since the preview is of one event.
 */
export const programPreviewQuerySchema = paginationQuerySchema.extend({
  event_id: requiredId(m.programEventRequired),
});
export type ProgramPreviewQuery = z.output<typeof programPreviewQuerySchema>;

export const programIdParamsSchema = z.object({ programId: idSchema });
