import { idSchema } from "@culture-patrimoine/contract/schemas/common";
import { useParams } from "react-router";
import { AccountPage } from "./account-page.tsx";

/** /settings/{id} (SPEC §2): one's own account, the same page as /profile (issue 33). */
export function SettingsPage() {
  const params = useParams();
  const parsedId = idSchema.safeParse(params.id);
  return <AccountPage id={parsedId.success ? parsedId.data : null} />;
}
