import type { ModeratedKind } from "@culture-patrimoine/contract/constants";
import {
  adminUserSchema,
  moderationItemDetailSchema,
  moderationItemSchema,
  type OptionalReasonBody,
  type RequiredReasonBody,
} from "@culture-patrimoine/contract/schemas/moderation";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { listQueryOptions } from "../../../api/query-options.ts";
import { apiCommand, apiRequest } from "../../../lib/api-client.ts";

export type QueueParams = { status?: string; kind?: string; q?: string; reported?: string } & {
  limit: number;
  offset: number;
};

/** GET /api/admin/moderation: a page of the queue and its total. */
export const useModerationQueue = (params: QueueParams) =>
  useQuery({
    ...listQueryOptions(queryKeys.moderation.list(params), {
      path: "/admin/moderation",
      schema: moderationItemSchema,
      query: params,
    }),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/moderation/{kind}/{id}: the preview, its reports and history. */
export const useModerationItem = (kind: ModeratedKind, id: number) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.moderation.item(kind, id),
      queryFn: ({ signal }) =>
        apiRequest(`/admin/moderation/${kind}/${id}`, moderationItemDetailSchema, { signal }),
    }),
  );

export type ContentDecision = "approve" | "refuse" | "unpublish";

const decidedSchema = z.object({ moderation_status: z.string() });

/** POST /api/admin/moderation/{kind}/{id}/{approve|refuse|unpublish} with its reason. */
export function decideOnContent(variables: {
  kind: ModeratedKind;
  id: number;
  decision: ContentDecision;
  body: OptionalReasonBody | RequiredReasonBody;
}) {
  const { kind, id, decision, body } = variables;
  return apiRequest(`/admin/moderation/${kind}/${id}/${decision}`, decidedSchema, { method: "POST", body });
}

export const useDecideOnContent = () => useChangeMutation("contentModerated", decideOnContent);

export type AccountsParams = { q?: string; role?: string; suspended?: string } & {
  limit: number;
  offset: number;
};

/** GET /api/admin/users: accounts to suspend or reinstate. */
export const useAdminAccounts = (params: AccountsParams) =>
  useQuery({
    ...listQueryOptions(queryKeys.adminAccounts.list(params), {
      path: "/admin/users",
      schema: adminUserSchema,
      query: params,
    }),
    placeholderData: keepPreviousData,
  });

/** POST /api/admin/users/{id}/suspend (reason required) or …/reinstate. */
export function changeSuspension(variables: {
  userId: number;
  action: "suspend" | "reinstate";
  body: OptionalReasonBody | RequiredReasonBody;
}) {
  return apiCommand(`/admin/users/${variables.userId}/${variables.action}`, {
    method: "POST",
    body: variables.body,
  });
}

export const useChangeSuspension = () => useChangeMutation("accountSuspensionChanged", changeSuspension);
