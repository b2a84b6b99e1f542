import { paths } from "@culture-patrimoine/contract/routes";
import { Navigate, Outlet, useLocation } from "react-router";
import { redirectStateFor } from "../../lib/redirect.ts";
import { useSession } from "../../lib/session.ts";

/** Pages for members only (DESIGN.md §5): anonymous visitors go to /auth and come back after login. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={paths.auth.getHref()} replace state={redirectStateFor(location)} />;
  return <Outlet />;
}
