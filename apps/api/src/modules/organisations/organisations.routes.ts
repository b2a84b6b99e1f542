import { apiErrorSchema } from "@culture-patrimoine/contract/schemas/common";
import {
  invitationBodySchema,
  invitationParamsSchema,
  invitationPreviewSchema,
  invitationTokenParamsSchema,
  memberParamsSchema,
  memberRoleBodySchema,
  memberSchema,
  myOrganisationsSchema,
  organisationMembersSchema,
  organisationParamsSchema,
  pendingInvitationSchema,
} from "@culture-patrimoine/contract/schemas/organisation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { authOf } from "../../plugins/auth.ts";
import {
  acceptInvitation,
  changeRole,
  invite,
  listMembers,
  myOrganisations,
  previewInvitation,
  removeMember,
  revokeInvitation,
  switchOrganisation,
} from "./organisations.service.ts";

const tags = ["Organisations"];
const security = [{ bearerAuth: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const noContent = z.null().describe("Aucun contenu");

/** /api/organisations: the caller's organisations, their team and invitations (issue 30). */
export const organisationsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook("onRequest", app.requireUser);
  // A team's names and addresses are nobody else's: never kept by a shared cache.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  const changes = { publicCache: { changes: [] } };

  app.get(
    "/",
    {
      schema: {
        tags,
        summary: "Ses organisations, et celle pour laquelle sa session agit",
        security,
        response: { 200: myOrganisationsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return myOrganisations(deps.db, auth.user.id, auth.organisation?.id);
    },
  );

  app.post(
    "/:id/switch",
    {
      config: changes,
      schema: {
        tags,
        summary: "Agir pour une autre de ses organisations (membres seulement)",
        security,
        params: organisationParamsSchema,
        response: { 200: myOrganisationsSchema, ...errors },
      },
    },
    async (request) => switchOrganisation(deps.db, authOf(request), request.params.id),
  );

  app.get(
    "/:id/members",
    {
      schema: {
        tags,
        summary: "Les membres d’une organisation et ses invitations en attente (membres seulement)",
        security,
        params: organisationParamsSchema,
        response: { 200: organisationMembersSchema, ...errors },
      },
    },
    async (request) => listMembers(deps, authOf(request), request.params.id),
  );

  app.post(
    "/:id/invitations",
    {
      config: changes,
      schema: {
        tags,
        summary:
          "Inviter une personne par e-mail, avec un rôle (responsables seulement)\u00a0: le lien est valable 7 jours",
        security,
        params: organisationParamsSchema,
        body: invitationBodySchema,
        response: { 201: pendingInvitationSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await invite(deps, authOf(request), request.params.id, request.body)),
  );

  app.delete(
    "/:id/invitations/:invitationId",
    {
      config: changes,
      schema: {
        tags,
        summary: "Annuler une invitation en attente (responsables seulement)",
        security,
        params: invitationParamsSchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await revokeInvitation(deps, authOf(request), request.params.id, request.params.invitationId);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    "/:id/members/:userId",
    {
      config: changes,
      schema: {
        tags,
        summary: "Changer le rôle d’un membre (responsables seulement\u00a0; jamais le dernier responsable)",
        security,
        params: memberParamsSchema,
        body: memberRoleBodySchema,
        response: { 200: memberSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      changeRole(deps, authOf(request), request.params.id, request.params.userId, request.body.role),
  );

  app.delete(
    "/:id/members/:userId",
    {
      config: changes,
      schema: {
        tags,
        summary:
          "Retirer un membre (responsables), ou quitter l’organisation soi-même\u00a0; jamais le dernier responsable",
        security,
        params: memberParamsSchema,
        response: { 204: noContent, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      await removeMember(deps, authOf(request), request.params.id, request.params.userId);
      return reply.code(204).send(null);
    },
  );
};

/** /api/invitations/{token}: an invitation's link, read without an account, accepted with one. */
export const invitationsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.get(
    "/:token",
    {
      schema: {
        tags,
        summary: "Ce qu’une invitation propose (organisation, rôle, adresse invitée), sans compte",
        params: invitationTokenParamsSchema,
        response: { 200: invitationPreviewSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => previewInvitation(deps, request.params.token),
  );

  app.post(
    "/:token/accept",
    {
      onRequest: app.requireUser,
      config: { publicCache: { changes: [] } },
      schema: {
        tags,
        summary:
          "Accepter une invitation avec le compte de l’adresse invitée\u00a0; la session agit alors pour l’organisation",
        security,
        params: invitationTokenParamsSchema,
        response: { 200: myOrganisationsSchema, ...errors },
      },
    },
    async (request) => acceptInvitation(deps, authOf(request), request.params.token),
  );
};
