import { authMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { logout } from "../../../features/auth/api/logout.ts";
import { clearSession } from "../../../lib/session.ts";
import { toast } from "../../../lib/toast.ts";

/** Déconnexion (SPEC §2, corrected by DESIGN.md §5): revoke the session, forget token and user, go home. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // Offline or already expired: the local session is dropped all the same.
    }
    // Leave first, so that a page reserved to members does not bounce the visitor to /auth.
    await navigate(paths.home.getHref());
    clearSession();
    queryClient.clear();
    toast.success(authMessages.logoutSuccess);
  }, [navigate, queryClient]);
}
