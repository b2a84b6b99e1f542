import { authMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { logout } from "../../../features/auth/api/logout.ts";
import { clearSession } from "../../../lib/session.ts";
import { toast } from "../../../lib/toast.ts";

const HOME = paths.home.getHref();

/** Déconnexion (SPEC §2, corrected by DESIGN.md §5): revoke the session, forget token and user, go home. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);

  // The session is dropped only once the home page is on screen: dropped earlier, a page reserved
  // to members (still displayed while the router's transition to / is pending) would send the
  // visitor to /auth instead.
  useEffect(() => {
    if (!leaving || pathname !== HOME) return;
    setLeaving(false);
    clearSession();
    queryClient.clear();
    toast.success(authMessages.logoutSuccess);
  }, [leaving, pathname, queryClient]);

  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // Offline or already expired: the local session is dropped all the same.
    }
    setLeaving(true);
    await navigate(HOME);
  }, [navigate]);
}
