import { z } from "zod";
import { ORGANISATION_ROLES, VERIFICATION_STATUSES } from "../constants.ts";
import { organisationFormMessages as m } from "../messages.ts";
import { emailSchema, idSchema } from "./common.ts";

// Organisations, their members and invitations (issue 30, decision 049). One schema per payload,
// shared by the forms and the server.

export const organisationRoleSchema = z.enum(ORGANISATION_ROLES, { error: m.roleRequired });

/** An organisation as one of its members sees it in their list (and the one their session acts for). */
export const organisationSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: organisationRoleSchema,
  verification_status: z.enum(VERIFICATION_STATUSES),
});
export type OrganisationSummary = z.infer<typeof organisationSummarySchema>;

/** GET /api/organisations: the caller's organisations, and the one their session acts for. */
export const myOrganisationsSchema = z.object({
  acting: organisationSummarySchema.nullable(),
  organisations: z.array(organisationSummarySchema),
});
export type MyOrganisations = z.infer<typeof myOrganisationsSchema>;

export const memberSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: organisationRoleSchema,
  joined_at: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const pendingInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: organisationRoleSchema,
  invited_at: z.string(),
  expires_at: z.string(),
  invited_by: z.string().nullable(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** GET /api/organisations/{id}/members: the team and the invitations still open. */
export const organisationMembersSchema = z.object({
  organisation: z.object({ id: z.number().int(), name: z.string() }),
  members: z.array(memberSchema),
  invitations: z.array(pendingInvitationSchema),
});
export type OrganisationMembers = z.infer<typeof organisationMembersSchema>;

/** POST /api/organisations/{id}/invitations: who, and as what. */
export const invitationBodySchema = z.object({
  email: emailSchema,
  role: organisationRoleSchema,
});
export type InvitationBody = z.infer<typeof invitationBodySchema>;

/** PATCH /api/organisations/{id}/members/{userId}. */
export const memberRoleBodySchema = z.object({ role: organisationRoleSchema });
export type MemberRoleBody = z.infer<typeof memberRoleBodySchema>;

export const organisationParamsSchema = z.object({ id: idSchema });
export const memberParamsSchema = z.object({ id: idSchema, userId: idSchema });
export const invitationParamsSchema = z.object({ id: idSchema, invitationId: idSchema });

/** The invitation link's token (256 random bits, base64url). */
export const invitationTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, { error: m.invitationInvalid }),
});

/** GET /api/invitations/{token}: what the link invites to, before one accepts it. */
export const invitationPreviewSchema = z.object({
  organisation: z.string(),
  role: organisationRoleSchema,
  email: z.string(),
  invited_by: z.string().nullable(),
  expires_at: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
