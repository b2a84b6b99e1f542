import { useSession } from "../../lib/session.ts";
import { AccountPage } from "./account-page.tsx";

/** /profile (SPEC §2): the signed-in member's account, the same page as /settings/{id} (issue 33). */
export function ProfilePage() {
  const session = useSession();
  return <AccountPage id={session?.user.id ?? null} />;
}
