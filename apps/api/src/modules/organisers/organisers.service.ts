import type {
  ModeratedKind,
  ModerationStatus,
  VerificationStatus,
} from "@culture-patrimoine/contract/constants";
import { MODERATION_STATUSES } from "@culture-patrimoine/contract/constants";
import { toParisIso } from "@culture-patrimoine/contract/dates";
import { organiserAdminMessages as m } from "@culture-patrimoine/contract/messages";
import {
  type IdentityCheck,
  identityCheckSchema,
  type OrganiserDetail,
  type OrganiserListFilter,
  type OrganiserSummary,
  type RefuseOrganiserBody,
  type VerifyOrganiserBody,
} from "@culture-patrimoine/contract/schemas/organisers";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { events, lieux, organisations, parcours, sites, users } from "../../db/schema.ts";
import { ConflictError, NotFoundError } from "../../errors.ts";
import { countAll, type Page, pageOf, type Window } from "../../lib/list.ts";
import { lookUpSiret } from "../../lib/sirene.ts";
import { recordAudit } from "../admin/audit-log.ts";
import { enqueueMail } from "../mail/outbox.ts";

// Administrators verify organisers (issue 29, decision 047). A decision is one transaction: the
// conditional update, its audit record and the organiser's e-mail exist together or not at all.
// Verification changes no content: an organiser verified later publishes at once from then on,
// and what already waits stays in the moderation queue for its own decision.

export interface OrganisersDeps {
  db: Database;
  config: Config;
  now: Date;
}

type UserRow = typeof users.$inferSelect;

const isOrganiser = eq(users.role, "professionnel");

/** `needle` inside `column`, case ignored: strpos rather than LIKE, so "%" and "_" are plain text. */
function contains(column: SQL | typeof users.email, needle: string): SQL {
  return sql`strpos(lower(${column}), lower(${needle})) > 0`;
}

function whereOf(filter: OrganiserListFilter): SQL | undefined {
  const q = filter.q;
  const searched = q
    ? sql`(${contains(sql`coalesce(${users.organization}, '')`, q)}
        or ${contains(sql`${users.first_name} || ' ' || ${users.last_name}`, q)}
        or ${contains(users.email, q)}
        or ${contains(sql`coalesce(${users.siret}, '')`, q.replace(/\s/g, ""))}
        or ${contains(sql`coalesce(${users.rna}, '')`, q.replace(/\s/g, ""))})`
    : undefined;
  return and(isOrganiser, filter.status ? eq(users.verification_status, filter.status) : undefined, searched);
}

/** What was stored in users.identity_check, read back; anything unreadable counts as never checked. */
function identityCheckOf(row: Pick<UserRow, "identity_check">): IdentityCheck | null {
  const parsed = identityCheckSchema.safeParse(row.identity_check);
  return parsed.success ? parsed.data : null;
}

function toSummary(row: UserRow): OrganiserSummary {
  return {
    id: row.id,
    organization: row.organization,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    siret: row.siret,
    rna: row.rna,
    verification_status: row.verification_status ?? "pending",
    identity_check: identityCheckOf(row),
    created_at: toParisIso(row.created_at),
  };
}

/** Those waiting first, the oldest request first: the order an administrator works in. */
const workOrder = [desc(sql`${users.verification_status} = 'pending'`), asc(users.created_at), asc(users.id)];

export function listOrganisers(
  db: Database,
  filter: OrganiserListFilter,
  window: Window,
): Promise<Page<OrganiserSummary>> {
  const where = whereOf(filter);
  const rows = db
    .select()
    .from(users)
    .where(where)
    .orderBy(...workOrder)
    .limit(window.limit)
    .offset(window.offset);
  const matching = db.select({ one: sql`1` }).from(users).where(where);
  return pageOf(rows, countAll(db, matching), toSummary);
}

async function findOrganiser(db: Database, id: number): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isOrganiser))
    .limit(1);
  if (!row) throw new NotFoundError();
  return row;
}

type Counts = Record<ModerationStatus, number>;

async function contentCounts(db: Database, userId: number): Promise<Record<ModeratedKind, Counts>> {
  const tables = { event: events, parcours, site: sites, lieu: lieux } as const;
  const entries = await Promise.all(
    (Object.keys(tables) as ModeratedKind[]).map(async (kind) => {
      const table = tables[kind];
      const rows = await db
        .select({ status: table.moderation_status, n: count() })
        .from(table)
        .where(eq(table.user_id, userId))
        .groupBy(table.moderation_status);
      const counts = Object.fromEntries(MODERATION_STATUSES.map((status) => [status, 0])) as Counts;
      for (const row of rows) counts[row.status as ModerationStatus] = Number(row.n);
      return [kind, counts] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<ModeratedKind, Counts>;
}

function toDetail(row: UserRow, config: Config, content: Record<ModeratedKind, Counts>): OrganiserDetail {
  return {
    ...toSummary(row),
    phone: row.phone,
    city: row.city,
    description: row.description,
    verification_reason: row.verification_reason,
    verified_at: row.verified_at ? toParisIso(row.verified_at) : null,
    identity_checked_at: row.identity_checked_at ? toParisIso(row.identity_checked_at) : null,
    suspended_at: row.suspended_at ? toParisIso(row.suspended_at) : null,
    sirene_enabled: config.sirene !== undefined,
    content,
  };
}

/** GET /api/admin/organisers/{id}; not an organiser or unknown: 404. */
export async function getOrganiser({ db, config }: Pick<OrganisersDeps, "db" | "config">, id: number) {
  const row = await findOrganiser(db, id);
  return toDetail(row, config, await contentCounts(db, id));
}

/**
 * What a lookup changes: the answer is kept for the administrator, and `identity_checked_at` says
 * when Sirene last found the establishment active. No answer (unavailable) leaves that date as it
 * was; a closed or unknown establishment clears it.
 */
function identityColumns(check: IdentityCheck, now: Date): Partial<typeof users.$inferInsert> {
  const checkedAt = check.state === "active" ? now : check.state === "unavailable" ? undefined : null;
  return {
    identity_check: check,
    ...(checkedAt !== undefined && { identity_checked_at: checkedAt }),
  };
}

/**
 * Right after a professionnel's sign-up, once its account is committed: looks its SIRET up when
 * Sirene is configured. Awaited by the sign-up (at most SIRENE_TIMEOUT_MS), so that the result is
 * there when the administrator opens the file and no work is lost when a process stops. It never
 * fails the sign-up: lookUpSiret never throws, and a result that cannot be saved is dropped (the
 * administrator can ask Sirene again from the file).
 */
export async function checkIdentityAfterSignUp(
  { db, config, now }: OrganisersDeps,
  account: { id: number; siret: string | null },
): Promise<void> {
  if (!config.sirene || !account.siret) return;
  const check = await lookUpSiret(config.sirene, account.siret, now);
  try {
    await db.update(users).set(identityColumns(check, now)).where(eq(users.id, account.id));
  } catch {
    // The account exists and its session is open: an unsaved lookup is not worth a failed sign-up.
  }
}

async function actorOf(db: Database, actorId: number): Promise<{ id: number; email: string }> {
  const [actor] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, actorId));
  if (!actor) throw new NotFoundError();
  return actor;
}

/** POST /api/admin/organisers/{id}/identity-check: asks Sirene now, keeps and records the answer. */
export async function checkIdentity(deps: OrganisersDeps, actorId: number, id: number) {
  const { db, config, now } = deps;
  const row = await findOrganiser(db, id);
  if (!config.sirene) throw new ConflictError("CONFLICT", m.sireneNotConfigured);
  if (!row.siret) throw new ConflictError("CONFLICT", m.sireneNeedsSiret);
  const check = await lookUpSiret(config.sirene, row.siret, now);
  const actor = await actorOf(db, actorId);
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    await tx.update(users).set(identityColumns(check, now)).where(eq(users.id, id));
    await recordAudit(tx, {
      actor,
      action: "organiser_identity_checked",
      target: { type: "user", id },
      before: { identity_check: identityCheckOf(row)?.state ?? null },
      after: { identity_check: check.state, siret: row.siret },
    });
  });
  return getOrganiser(deps, id);
}

interface Decision {
  to: Exclude<VerificationStatus, "pending">;
  reason: string | null;
}

const decisionKinds = {
  verified: { action: "organiser_verified", mail: "organiser_verified", already: m.alreadyVerified },
  refused: { action: "organiser_refused", mail: "organiser_refused", already: m.alreadyRefused },
} as const;

/**
 * One decision: a compare-and-set on the state just read, so that of two administrators (or a
 * double click) deciding at once, one changes the state and the other gets 409, with nothing
 * recorded or sent twice.
 */
async function decide(deps: OrganisersDeps, actorId: number, id: number, decision: Decision) {
  const { db, now } = deps;
  const kind = decisionKinds[decision.to];
  const actor = await actorOf(db, actorId);
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const current = await findOrganiser(tx, id);
    const before = current.verification_status;
    if (before === decision.to) throw new ConflictError("CONFLICT", kind.already);
    const [changed] = await tx
      .update(users)
      .set({
        verification_status: decision.to,
        verification_reason: decision.reason,
        verified_at: decision.to === "verified" ? now : null,
        updated_at: sql`now()`,
      })
      .where(and(eq(users.id, id), isOrganiser, before ? eq(users.verification_status, before) : undefined))
      .returning({ id: users.id, email: users.email });
    if (!changed) throw new ConflictError("CONFLICT", kind.already);
    // The organisation the organiser founded carries the verification its content is published by
    // (issue 30, decision 049): the same decision, in the same transaction.
    await tx
      .update(organisations)
      .set({ verification_status: decision.to, updated_at: sql`now()` })
      .where(eq(organisations.founder_id, id));
    await recordAudit(tx, {
      actor,
      action: kind.action,
      target: { type: "user", id },
      reason: decision.reason,
      before: { verification_status: before },
      after: { verification_status: decision.to },
    });
    await enqueueMail(tx, {
      kind: kind.mail,
      recipient: changed.email,
      userId: id,
      payload: { reason: decision.reason },
    });
  });
  return getOrganiser(deps, id);
}

export function verifyOrganiser(
  deps: OrganisersDeps,
  actorId: number,
  id: number,
  body: VerifyOrganiserBody,
) {
  return decide(deps, actorId, id, { to: "verified", reason: body.reason ?? null });
}

export function refuseOrganiser(
  deps: OrganisersDeps,
  actorId: number,
  id: number,
  body: RefuseOrganiserBody,
) {
  return decide(deps, actorId, id, { to: "refused", reason: body.reason });
}
