import { type RemindersOffBody, remindersOffResponseSchema } from "@culture-patrimoine/contract/schemas/mail";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/**
 * POST /api/mail/reminders-off → which reminders stopped: the account's, or one registration's.
 * The link's token is the credential (no account needed), so no bearer token goes with it.
 */
export function turnRemindersOff(body: RemindersOffBody) {
  return apiRequest("/mail/reminders-off", remindersOffResponseSchema, { method: "POST", body, auth: false });
}

export const useTurnRemindersOff = () => useChangeMutation("remindersTurnedOff", turnRemindersOff);
