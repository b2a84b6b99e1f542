import { apiErrorMessages, toastTitles } from "@culture-patrimoine/contract/messages";
import { errorMessage } from "./api-error.ts";
import { confirmAction } from "./confirm.ts";
import { toast } from "./toast.ts";

export interface DeleteMessages {
  /** SPEC §8's question, "Êtes-vous sûr de vouloir supprimer ce … ?" */
  confirm: string;
  success: string;
  failed: string;
}

/**
 * SPEC §4's deletion: ask first (declining does nothing), then delete and say how it went. The
 * failure toast carries the server's reason (not the owner, already gone...) under SPEC's title.
 * Resolves to true once deleted, so the caller can move on (the route detail goes to /parcours).
 */
export async function deleteWithConfirm(
  messages: DeleteMessages,
  remove: () => Promise<void>,
): Promise<boolean> {
  if (!confirmAction(messages.confirm)) return false;
  try {
    await remove();
  } catch (error) {
    toast.error(messages.failed, errorMessage(error, apiErrorMessages.INTERNAL_ERROR));
    return false;
  }
  toast.success(toastTitles.success, messages.success);
  return true;
}
