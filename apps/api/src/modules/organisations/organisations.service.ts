import { randomBytes } from "node:crypto";
import { INVITATION_VALIDITY_DAYS, type OrganisationRole } from "@culture-patrimoine/contract/constants";
import { toParisIso } from "@culture-patrimoine/contract/dates";
import { organisationMessages, organisationRoleLabels } from "@culture-patrimoine/contract/messages";
import type {
  InvitationBody,
  InvitationPreview,
  Member,
  MyOrganisations,
  OrganisationMembers,
  OrganisationSummary,
  PendingInvitation,
} from "@culture-patrimoine/contract/schemas/organisation";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { invitations, memberships, organisations, sessions, users } from "../../db/schema.ts";
import { type AppDeps, nowOf } from "../../deps.ts";
import { AppError, ForbiddenError, NotFoundError } from "../../errors.ts";
import { mayAct, type OrganisationAction } from "../../lib/ownership.ts";
import { type AuthContext, hashToken } from "../../lib/sessions.ts";
import { enqueueMail } from "../mail/outbox.ts";

// An organisation's team (issue 30, docs/decisions/049): who belongs to it and as what, invitations
// by e-mail, the organisation a session acts for. The rules that must hold when two responsables
// act at once (never fewer than one responsable, an invitation used once) are kept by a row lock on
// the organisation and by conditional updates, in the database.

type Deps = Pick<AppDeps, "db" | "now">;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET /api/organisations: the caller's organisations, and the one their session acts for (`actingId`:
 * the session's, or the one a switch or an acceptance just gave it); its role is read with the list.
 */
export async function myOrganisations(
  db: Database,
  userId: number,
  actingId: number | undefined,
): Promise<MyOrganisations> {
  const rows: OrganisationSummary[] = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      role: memberships.role,
      verification_status: organisations.verification_status,
    })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisation_id))
    .where(eq(memberships.user_id, userId))
    .orderBy(asc(organisations.name), asc(organisations.id));
  return { acting: rows.find((row) => row.id === actingId) ?? null, organisations: rows };
}

/** POST /api/organisations/{id}/switch: the session acts for another of the member's organisations. */
export async function switchOrganisation(db: Database, auth: AuthContext, organisationId: number) {
  const [membership] = await db
    .update(sessions)
    .set({ organisation_id: organisationId })
    .where(
      and(
        eq(sessions.id, auth.sessionId),
        sql`exists (select 1 from ${memberships} where ${memberships.organisation_id} = ${organisationId}
          and ${memberships.user_id} = ${auth.user.id})`,
      ),
    )
    .returning({ id: sessions.id });
  if (!membership) throw new ForbiddenError(organisationMessages.notAMember);
  return myOrganisations(db, auth.user.id, organisationId);
}

/** The member's role in the organisation, read now (never from the session: it may have changed). */
async function roleIn(
  db: Database,
  organisationId: number,
  userId: number,
): Promise<OrganisationRole | null> {
  const [row] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.organisation_id, organisationId), eq(memberships.user_id, userId)));
  return row?.role ?? null;
}

/** 403 unless the caller is a member of the organisation whose role allows the action. */
async function assertRoleIn(
  db: Database,
  organisationId: number,
  auth: AuthContext,
  action: OrganisationAction,
) {
  const role = await roleIn(db, organisationId, auth.user.id);
  if (role === null) throw new ForbiddenError(organisationMessages.notAMember);
  if (!mayAct(role, action)) throw new ForbiddenError(organisationMessages.membersForbidden);
  return role;
}

function inviterName(first: string | null, last: string | null): string | null {
  const name = `${first ?? ""} ${last ?? ""}`.trim();
  return name === "" ? null : name;
}

/** GET /api/organisations/{id}/members: the team and the invitations still open (any member). */
export async function listMembers(
  deps: Deps,
  auth: AuthContext,
  organisationId: number,
): Promise<OrganisationMembers> {
  const { db } = deps;
  await assertRoleIn(db, organisationId, auth, "door");
  const now = nowOf(deps);
  const [organisation] = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  if (!organisation) throw new ForbiddenError(organisationMessages.notAMember);
  const members = await membersQuery(db)
    .where(eq(memberships.organisation_id, organisationId))
    .orderBy(
      sql`array_position(array['responsable', 'editeur', 'accueil'], ${memberships.role})`,
      asc(users.last_name),
      asc(users.first_name),
      asc(users.id),
    );
  const open = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      invited_at: invitations.created_at,
      expires_at: invitations.expires_at,
      first_name: users.first_name,
      last_name: users.last_name,
    })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invited_by))
    .where(and(eq(invitations.organisation_id, organisationId), openInvitation(now)))
    .orderBy(asc(invitations.created_at), asc(invitations.id));
  return {
    organisation,
    members: members.map(toMember),
    invitations: open.map(toPendingInvitation),
  };
}

/** The members of an organisation with their account's name and address (filtered by the caller). */
function membersQuery(db: Database) {
  return db
    .select({
      user_id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
      role: memberships.role,
      joined_at: memberships.created_at,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .$dynamic();
}

function toMember(row: Omit<Member, "joined_at"> & { joined_at: Date }): Member {
  return { ...row, joined_at: toParisIso(row.joined_at) };
}

/** Neither accepted nor revoked, and not past its end. */
function openInvitation(now: Date) {
  return and(
    isNull(invitations.accepted_at),
    isNull(invitations.revoked_at),
    gt(invitations.expires_at, now),
  );
}

function toPendingInvitation(row: {
  id: number;
  email: string;
  role: OrganisationRole;
  invited_at: Date;
  expires_at: Date;
  first_name: string | null;
  last_name: string | null;
}): PendingInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invited_at: toParisIso(row.invited_at),
    expires_at: toParisIso(row.expires_at),
    invited_by: inviterName(row.first_name, row.last_name),
  };
}

/**
 * POST /api/organisations/{id}/invitations (responsable): a link valid INVITATION_VALIDITY_DAYS, sent
 * by e-mail through the outbox in the same transaction. Only the token's hash is kept. A second
 * invitation to the same address replaces the open one (its link stops working).
 */
export async function invite(
  deps: Deps,
  auth: AuthContext,
  organisationId: number,
  body: InvitationBody,
): Promise<PendingInvitation> {
  const { db } = deps;
  await assertRoleIn(db, organisationId, auth, "members");
  const now = nowOf(deps);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITATION_VALIDITY_DAYS * DAY_MS);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const organisation = await lockOrganisation(tx, organisationId);
    const [already] = await tx
      .select({ id: users.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.user_id))
      .where(
        and(eq(memberships.organisation_id, organisationId), eq(sql`lower(${users.email})`, body.email)),
      );
    if (already) throw new AppError(409, "ALREADY_MEMBER");
    await tx
      .update(invitations)
      .set({ revoked_at: now })
      .where(
        and(
          eq(invitations.organisation_id, organisationId),
          eq(sql`lower(${invitations.email})`, body.email),
          isNull(invitations.accepted_at),
          isNull(invitations.revoked_at),
        ),
      );
    const [created] = await tx
      .insert(invitations)
      .values({
        organisation_id: organisationId,
        email: body.email,
        role: body.role,
        token_hash: hashToken(token),
        invited_by: auth.user.id,
        created_at: now,
        expires_at: expiresAt,
      })
      .returning();
    if (!created) throw new Error("insert returned no row");
    const [inviter] = await tx
      .select({ first_name: users.first_name, last_name: users.last_name })
      .from(users)
      .where(eq(users.id, auth.user.id));
    const invitedBy = inviterName(inviter?.first_name ?? null, inviter?.last_name ?? null);
    await enqueueMail(tx, {
      kind: "organisation_invitation",
      recipient: body.email,
      payload: {
        token,
        invitation_id: created.id,
        organisation: organisation.name,
        role: organisationRoleLabels[body.role],
        invited_by: invitedBy,
        expires_at: toParisIso(expiresAt),
      },
    });
    return toPendingInvitation({
      ...created,
      invited_at: created.created_at,
      first_name: inviter?.first_name ?? null,
      last_name: inviter?.last_name ?? null,
    });
  });
}

/**
 * The organisation's row, locked for the rest of the transaction: changes to its team are made one
 * after the other, so that two responsables stepping down at once cannot leave it without one.
 */
async function lockOrganisation(tx: Database, organisationId: number) {
  const [organisation] = await tx
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .for("update");
  if (!organisation) throw new ForbiddenError(organisationMessages.notAMember);
  return organisation;
}

/** DELETE /api/organisations/{id}/invitations/{invitationId} (responsable): the link stops working. */
export async function revokeInvitation(
  deps: Deps,
  auth: AuthContext,
  organisationId: number,
  invitationId: number,
) {
  const { db } = deps;
  await assertRoleIn(db, organisationId, auth, "members");
  const [revoked] = await db
    .update(invitations)
    .set({ revoked_at: nowOf(deps) })
    .where(
      and(
        eq(invitations.id, invitationId),
        eq(invitations.organisation_id, organisationId),
        isNull(invitations.accepted_at),
        isNull(invitations.revoked_at),
      ),
    )
    .returning({ id: invitations.id });
  if (!revoked) throw new NotFoundError(organisationMessages.unknownInvitation);
}

/** The number of responsables, read under the organisation's lock. */
async function responsablesOf(tx: Database, organisationId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(memberships)
    .where(and(eq(memberships.organisation_id, organisationId), eq(memberships.role, "responsable")));
  return Number(row?.count ?? 0);
}

async function lockedMember(tx: Database, organisationId: number, userId: number) {
  const [member] = await tx
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.organisation_id, organisationId), eq(memberships.user_id, userId)));
  if (!member) throw new NotFoundError(organisationMessages.unknownMember);
  return member;
}

/** PATCH /api/organisations/{id}/members/{userId} (responsable): never the last responsable away. */
export async function changeRole(
  deps: Deps,
  auth: AuthContext,
  organisationId: number,
  userId: number,
  role: OrganisationRole,
): Promise<Member> {
  const { db } = deps;
  await assertRoleIn(db, organisationId, auth, "members");
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    await lockOrganisation(tx, organisationId);
    const member = await lockedMember(tx, organisationId, userId);
    if (
      member.role === "responsable" &&
      role !== "responsable" &&
      (await responsablesOf(tx, organisationId)) <= 1
    ) {
      throw new AppError(409, "LAST_RESPONSABLE");
    }
    await tx
      .update(memberships)
      .set({ role })
      .where(and(eq(memberships.organisation_id, organisationId), eq(memberships.user_id, userId)));
  });
  const [changed] = await membersQuery(db).where(
    and(eq(memberships.organisation_id, organisationId), eq(memberships.user_id, userId)),
  );
  if (!changed) throw new NotFoundError(organisationMessages.unknownMember);
  return toMember(changed);
}

/**
 * DELETE /api/organisations/{id}/members/{userId}: a responsable removes a member, any member may
 * leave. The access ends at once (each request reads the role: lib/sessions.ts); the content the
 * member created stays the organisation's.
 */
export async function removeMember(deps: Deps, auth: AuthContext, organisationId: number, userId: number) {
  const { db } = deps;
  if (userId === auth.user.id) await assertRoleIn(db, organisationId, auth, "door");
  else await assertRoleIn(db, organisationId, auth, "members");
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    await lockOrganisation(tx, organisationId);
    const member = await lockedMember(tx, organisationId, userId);
    if (member.role === "responsable" && (await responsablesOf(tx, organisationId)) <= 1) {
      throw new AppError(409, "LAST_RESPONSABLE");
    }
    await tx
      .delete(memberships)
      .where(and(eq(memberships.organisation_id, organisationId), eq(memberships.user_id, userId)));
    // The removed member's sessions stop acting for it (the join would say so anyway).
    await tx
      .update(sessions)
      .set({ organisation_id: null })
      .where(and(eq(sessions.user_id, userId), eq(sessions.organisation_id, organisationId)));
  });
}

/** An open invitation by its link's token, with its organisation; 404 INVITATION_INVALID otherwise. */
async function openInvitationByToken(db: Database, token: string, now: Date) {
  const [row] = await db
    .select({
      id: invitations.id,
      organisation_id: invitations.organisation_id,
      organisation: organisations.name,
      email: invitations.email,
      role: invitations.role,
      expires_at: invitations.expires_at,
      first_name: users.first_name,
      last_name: users.last_name,
    })
    .from(invitations)
    .innerJoin(organisations, eq(organisations.id, invitations.organisation_id))
    .leftJoin(users, eq(users.id, invitations.invited_by))
    .where(and(eq(invitations.token_hash, hashToken(token)), openInvitation(now)));
  if (!row) throw new AppError(404, "INVITATION_INVALID");
  return row;
}

/** GET /api/invitations/{token}: what the link invites to (no account needed to read it). */
export async function previewInvitation(deps: Deps, token: string): Promise<InvitationPreview> {
  const row = await openInvitationByToken(deps.db, token, nowOf(deps));
  return {
    organisation: row.organisation,
    role: row.role,
    email: row.email,
    invited_by: inviterName(row.first_name, row.last_name),
    expires_at: toParisIso(row.expires_at),
  };
}

/**
 * POST /api/invitations/{token}/accept: the signed-in account whose address was invited joins the
 * organisation with the invited role, and its session acts for it. The invitation is used up by a
 * conditional update: a second click, or a second account, finds it used.
 */
export async function acceptInvitation(
  deps: Deps,
  auth: AuthContext,
  token: string,
): Promise<MyOrganisations> {
  const { db } = deps;
  const now = nowOf(deps);
  const organisationId = await db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const invitation = await openInvitationByToken(tx, token, now);
    const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, auth.user.id));
    if (!account || account.email.toLowerCase() !== invitation.email.toLowerCase()) {
      throw new AppError(403, "INVITATION_OTHER_EMAIL");
    }
    const [used] = await tx
      .update(invitations)
      .set({ accepted_at: now, accepted_by: auth.user.id })
      .where(
        and(
          eq(invitations.id, invitation.id),
          isNull(invitations.accepted_at),
          isNull(invitations.revoked_at),
        ),
      )
      .returning({ id: invitations.id });
    if (!used) throw new AppError(404, "INVITATION_INVALID");
    // Already a member (invited twice, or added meanwhile): the role they hold stays.
    await tx
      .insert(memberships)
      .values({ organisation_id: invitation.organisation_id, user_id: auth.user.id, role: invitation.role })
      .onConflictDoNothing();
    await tx
      .update(sessions)
      .set({ organisation_id: invitation.organisation_id })
      .where(eq(sessions.id, auth.sessionId));
    return invitation.organisation_id;
  });
  return myOrganisations(db, auth.user.id, organisationId);
}
