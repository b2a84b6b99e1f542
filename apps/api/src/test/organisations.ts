import type { OrganisationRole } from "@culture-patrimoine/contract/constants";
import { and, desc, eq, sql } from "drizzle-orm";
import type { App } from "../app.ts";
import { mailOutbox, memberships } from "../db/schema.ts";
import { bearer, type RegisteredUser } from "./accounts.ts";
import { testDatabaseOf } from "./app.ts";

// Teams through the API (issue 30): a responsable invites, the invitee accepts with the link's token,
// read from the e-mail the invitation wrote to the outbox (the link the invitee would click).

/** The organisation the account's sessions act for first (the one it founded, for an organiser). */
export async function organisationIdOf(app: App, userId: number): Promise<number> {
  const [row] = await testDatabaseOf(app)
    .db.select({ id: memberships.organisation_id })
    .from(memberships)
    .where(eq(memberships.user_id, userId))
    .orderBy(sql`(${memberships.role} = 'responsable') desc`, memberships.created_at)
    .limit(1);
  if (!row) throw new Error(`user ${userId} belongs to no organisation`);
  return row.id;
}

/** The token of the last invitation e-mail written to `email`. */
export async function invitationTokenFor(app: App, email: string): Promise<string> {
  const [row] = await testDatabaseOf(app)
    .db.select({ payload: mailOutbox.payload })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, "organisation_invitation"),
        eq(sql`lower(${mailOutbox.recipient})`, email.toLowerCase()),
      ),
    )
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = row?.payload.token;
  if (typeof token !== "string") throw new Error(`no invitation sent to ${email}`);
  return token;
}

/** `responsable` invites `member` with `role`; the member accepts, and their session acts for it. */
export async function joinOrganisation(
  app: App,
  responsable: RegisteredUser,
  member: RegisteredUser,
  role: OrganisationRole,
): Promise<number> {
  const organisationId = await organisationIdOf(app, responsable.user.id);
  const invited = await app.inject({
    method: "POST",
    url: `/api/organisations/${organisationId}/invitations`,
    headers: bearer(responsable.token),
    payload: { email: member.user.email, role },
  });
  if (invited.statusCode !== 201) throw new Error(`invite: ${invited.statusCode} ${invited.body}`);
  const token = await invitationTokenFor(app, member.user.email);
  const accepted = await app.inject({
    method: "POST",
    url: `/api/invitations/${token}/accept`,
    headers: bearer(member.token),
  });
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
  return organisationId;
}
