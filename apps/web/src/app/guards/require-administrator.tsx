import { paths } from "@culture-patrimoine/contract/routes";
import { Navigate, Outlet, useLocation } from "react-router";
import { AdminForbiddenPage } from "../../features/admin/admin-forbidden-page.tsx";
import { redirectStateFor } from "../../lib/redirect.ts";
import { useSession } from "../../lib/session.ts";

/**
 * The administration (issue 29): anonymous visitors go to /auth and come back after login; a member
 * who is not an administrator reads why they cannot enter (403 page). This only spares them screens
 * that would fail: the API refuses every /api/admin call to them anyway.
 */
export function RequireAdministrator() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={paths.auth.getHref()} replace state={redirectStateFor(location)} />;
  if (session.user.role !== "administrateur") return <AdminForbiddenPage />;
  return <Outlet />;
}
