import { eventMessages, programMessages } from "@culture-patrimoine/contract/messages";
import type {
  ProgramBatchBody,
  ProgramBody,
  ProgramLine,
  ProgramListQuery,
  ProgramPreviewQuery,
  ProgramResponse,
} from "@culture-patrimoine/contract/schemas/program";
import { and, asc, eq, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { events, lieux, programs } from "../../db/schema.ts";
import { NotFoundError, PG_FOREIGN_KEY_VIOLATION, pgErrorCode, ValidationError } from "../../errors.ts";
import { type JsonPage, jsonTextArray, preparedColumns } from "../../lib/json-text.ts";
import { countAll, type Page, pageOf, pageParameters } from "../../lib/list.ts";
import { assertMember } from "../../lib/ownership.ts";
import type { AuthContext } from "../../lib/sessions.ts";
import { assertCanPreview } from "../moderation/preview.ts";

type ProgramRow = typeof programs.$inferSelect;
type EventSummary = ProgramResponse["event"];

const lineColumns = {
  id: programs.id,
  date: programs.date,
  start_time: programs.start_time,
  end_time: programs.end_time,
  title: programs.title,
  description: programs.description,
  category: programs.category,
  event_id: programs.event_id,
};

// Event by INNER JOIN (a line always has one), its venue by LEFT JOIN (null once deleted).
const programSelection = {
  ...lineColumns,
  event: {
    id: events.id,
    title: events.title,
    user_id: events.user_id,
    organisation_id: events.organisation_id,
  },
  lieu: { id: lieux.id, nom: lieux.nom, ville: lieux.ville },
};

/** PostgreSQL answers time columns as "HH:MM:SS"; the API speaks "HH:MM" like the form. */
function toHourMinute(time: string): string {
  return time.slice(0, 5);
}

function toProgram(row: Pick<ProgramRow, keyof typeof lineColumns>, event: EventSummary): ProgramResponse {
  return {
    id: row.id,
    date: row.date,
    start_time: toHourMinute(row.start_time),
    end_time: toHourMinute(row.end_time),
    title: row.title,
    description: row.description,
    category: row.category,
    event_id: row.event_id,
    event,
  };
}

function toColumns(line: ProgramLine, eventId: number) {
  return { ...line, event_id: eventId };
}

// Public reads (issue 29): the lines of public events only, their venue only when it is public too.
const publicVenue = and(eq(lieux.id, events.lieu_id), lieux.is_public) as SQL;

/**
 * The venue an owner or an administrator sees beside a line whatever the event's state, as the
 * event's preview shows it: an administrator every venue, an owner a public venue or their own.
 */
function previewVenue(auth: AuthContext): SQL {
  return auth.user.role === "administrateur" ? eq(lieux.id, events.lieu_id) : ownerVenue(auth);
}

/** A venue as its writer sees it: public, or their organisation's even while held. */
function ownerVenue(auth: AuthContext): SQL {
  return and(
    eq(lieux.id, events.lieu_id),
    or(lieux.is_public, eq(lieux.organisation_id, auth.organisation?.id ?? 0)),
  ) as SQL;
}

/** Lines by day and start time, with their event and the venue `venue` lets the reader see. */
function linePage(
  db: Database,
  filter: SQL | undefined,
  venue: SQL,
  page: { limit: number; offset: number },
): Promise<Page<ProgramResponse>> {
  return pageOf(
    db
      .select({ ...programSelection })
      .from(programs)
      .innerJoin(events, eq(events.id, programs.event_id))
      .leftJoin(lieux, venue)
      .where(filter)
      .orderBy(asc(programs.date), asc(programs.start_time), asc(programs.id))
      .limit(page.limit)
      .offset(page.offset),
    countAll(
      db,
      db
        .select({ one: sql`1` })
        .from(programs)
        .innerJoin(events, eq(events.id, programs.event_id))
        .where(filter),
    ),
    (row) => toProgram(row, { ...row.event, lieu: row.lieu }),
  );
}

/** One line, with its event and the venue `venue` lets the reader see (undefined when none). */
async function findLine(db: Database, filter: SQL | undefined, venue: SQL) {
  const [row] = await db
    .select(programSelection)
    .from(programs)
    .innerJoin(events, eq(events.id, programs.event_id))
    .leftJoin(lieux, venue)
    .where(filter)
    .limit(1);
  return row;
}

/** GET /api/programs: by day and start time, optionally the lines of one event. */
export function listPrograms(db: Database, query: ProgramListQuery): Promise<Page<ProgramResponse>> {
  const filter = and(
    events.is_public,
    query.event_id === undefined ? undefined : eq(programs.event_id, query.event_id),
  );
  return linePage(db, filter, publicVenue, query);
}

/**
 * The statement of listProgramsText, with or without one event's lines: the page's lines in
 * programSchema's order, from the parts kept with the rows of the line, its event and its venue
 * (decision 056), and the total, prepared (lib/json-text.ts preparedColumns).
 */
function programListStatement(byEvent: boolean) {
  return preparedColumns(`program_list${byEvent ? "_of_event" : ""}`, () => {
    const filter = and(
      events.is_public,
      byEvent ? eq(programs.event_id, sql.placeholder("eventId")) : undefined,
    );
    const page = sql`(select ${programs.date} as date, ${programs.start_time} as start_time, ${programs.id} as id,
        ${programs.item_head} as item_head, ${events.item_ref} as event_ref, ${lieux.item_ref} as venue_ref
      from ${programs} inner join ${events} on ${events.id} = ${programs.event_id}
      left join ${lieux} on ${publicVenue}
      where ${filter}
      order by ${programs.date}, ${programs.start_time}, ${programs.id}
      limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}) as line`;
    // toProgram's fields: the line's own kept with its row (decision 056), then the event and its
    // venue nested, from theirs.
    const item = sql<string>`line.item_head || ',"event":' || line.event_ref
      || ',"lieu":' || coalesce(line.venue_ref, 'null') || '}}'`;
    return {
      json: jsonTextArray(page, item, sql`line.date, line.start_time, line.id`),
      // Its join condition as eq(): a column written straight into a selected column's SQL loses its table's name.
      total: sql<number>`(select count(*)::int from ${programs} inner join ${events} on ${eq(events.id, programs.event_id)}
        where ${filter})`,
    };
  });
}
const programListStatements = { all: programListStatement(false), ofEvent: programListStatement(true) };

/**
 * GET /api/programs as JSON text written by PostgreSQL (decision 054): the page's lines in
 * programSchema's order, with the total, in one statement; what listPrograms answers, byte for byte.
 */
export async function listProgramsText(db: Database, query: ProgramListQuery): Promise<JsonPage> {
  const page = pageParameters(query);
  const [row] =
    query.event_id === undefined
      ? await programListStatements.all(db).execute(page)
      : await programListStatements.ofEvent(db).execute({ ...page, eventId: query.event_id });
  return { json: row?.json ?? "[]", total: Number(row?.total ?? 0), bounded: false };
}

export async function getProgram(db: Database, id: number): Promise<ProgramResponse> {
  const row = await findLine(db, and(eq(programs.id, id), events.is_public), publicVenue);
  if (!row) throw new NotFoundError(programMessages.notFound);
  return toProgram(row, { ...row.event, lieu: row.lieu });
}

/** Whose an event is and whether the public sees it: what a preview of its lines checks. */
async function eventState(db: Database, eventId: number) {
  const [event] = await db
    .select({
      organisation_id: events.organisation_id,
      moderation_status: events.moderation_status,
      owner_suspended: events.owner_suspended,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  return event;
}

/**
 * GET /api/programs/preview (issue 29): an event's lines whatever its state, for its owner or an
 * administrator. Anyone else gets the 404 of an unknown event, so that a hidden event is not told.
 */
export async function previewPrograms(
  db: Database,
  auth: AuthContext,
  query: ProgramPreviewQuery,
): Promise<Page<ProgramResponse>> {
  const event = await eventState(db, query.event_id);
  if (!event) throw new NotFoundError(eventMessages.notFound);
  assertCanPreview(event, auth, eventMessages.notFound);
  return linePage(db, eq(programs.event_id, query.event_id), previewVenue(auth), query);
}

/** GET /api/programs/{programId}/preview: one line whatever its event's state (owner, administrator). */
export async function previewProgram(db: Database, auth: AuthContext, id: number): Promise<ProgramResponse> {
  const row = await findLine(db, eq(programs.id, id), previewVenue(auth));
  if (!row) throw new NotFoundError(programMessages.notFound);
  const event = await eventState(db, row.event_id);
  if (!event) throw new NotFoundError(programMessages.notFound);
  assertCanPreview(event, auth, programMessages.notFound);
  return toProgram(row, { ...row.event, lieu: row.lieu });
}

function eventNotFound(): ValidationError {
  return new ValidationError([{ path: "event_id", message: eventMessages.notFound }]);
}

/** The event lines are written to: it must exist (400 on event_id) and be the caller's (403). */
async function findOwnEvent(db: Database, auth: AuthContext, eventId: number): Promise<EventSummary> {
  const [event] = await db
    .select({
      id: events.id,
      title: events.title,
      user_id: events.user_id,
      organisation_id: events.organisation_id,
      lieu: { id: lieux.id, nom: lieux.nom, ville: lieux.ville },
    })
    .from(events)
    // The owner's answer: their event whatever its state, its venue when public or theirs.
    .leftJoin(lieux, ownerVenue(auth))
    .where(eq(events.id, eventId))
    .limit(1);
  if (!event) throw eventNotFound();
  assertMember(event.organisation_id, auth);
  return event;
}

/** The event may be deleted between our check and the write: the foreign key then says so. */
function rethrowEventGone(error: unknown): never {
  if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw eventNotFound();
  throw error;
}

/** A line belongs to the organisation of its event (DESIGN.md §4). */
async function assertLineOwner(db: Database, auth: AuthContext, id: number): Promise<void> {
  const [line] = await db
    .select({ owner: events.organisation_id })
    .from(programs)
    .innerJoin(events, eq(events.id, programs.event_id))
    .where(eq(programs.id, id))
    .limit(1);
  if (!line) throw new NotFoundError(programMessages.notFound);
  assertMember(line.owner, auth);
}

export async function createProgram(
  db: Database,
  auth: AuthContext,
  body: ProgramBody,
): Promise<ProgramResponse> {
  const { event_id, ...line } = body;
  const event = await findOwnEvent(db, auth, event_id);
  const [row] = await db
    .insert(programs)
    .values(toColumns(line, event.id))
    .returning()
    .catch(rethrowEventGone);
  if (!row) throw new Error("insert returned no row");
  return toProgram(row, event);
}

/** The programme form's lines, saved in one transaction: all of them or none (issue 5). */
export async function createProgramBatch(
  db: Database,
  auth: AuthContext,
  body: ProgramBatchBody,
): Promise<ProgramResponse[]> {
  const event = await findOwnEvent(db, auth, body.event_id);
  const rows = await db
    .transaction((tx) =>
      tx
        .insert(programs)
        .values(body.lines.map((line) => toColumns(line, event.id)))
        .returning(),
    )
    .catch(rethrowEventGone);
  return rows.map((row) => toProgram(row, event));
}

/** A full replace; the line may move to another event, which must be the caller's too. */
export async function updateProgram(
  db: Database,
  auth: AuthContext,
  id: number,
  body: ProgramBody,
): Promise<ProgramResponse> {
  await assertLineOwner(db, auth, id);
  const { event_id, ...line } = body;
  const event = await findOwnEvent(db, auth, event_id);
  const [row] = await db
    .update(programs)
    .set({ ...toColumns(line, event.id), updated_at: sql`now()` })
    .where(eq(programs.id, id))
    .returning()
    .catch(rethrowEventGone);
  if (!row) throw new NotFoundError(programMessages.notFound);
  return toProgram(row, event);
}

export async function deleteProgram(db: Database, auth: AuthContext, id: number): Promise<void> {
  await assertLineOwner(db, auth, id);
  await db.delete(programs).where(eq(programs.id, id));
}
