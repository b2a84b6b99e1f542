import { accountMessages } from "@culture-patrimoine/contract/messages";
import { idSchema } from "@culture-patrimoine/contract/schemas/common";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { useSession } from "../../lib/session.ts";
import { useUser } from "./api/user.ts";
import { AccountLoadError } from "./components/account-load-error.tsx";
import { EmailConfirmationNotice } from "./components/email-confirmation-notice.tsx";
import { EmailPreferencesSection } from "./components/email-preferences-section.tsx";
import { SecondFactorSection } from "./components/second-factor-section.tsx";
import { SettingsForm } from "./components/settings-form.tsx";

/** /settings/{id} (SPEC §2): one's own account details; the API refuses anyone else's (403). */
export function SettingsPage() {
  const params = useParams();
  const session = useSession();
  const parsedId = idSchema.safeParse(params.id);
  const id = parsedId.success ? parsedId.data : null;
  const user = useUser(id);

  let content: ReactNode;
  if (!session) content = null;
  else if (id === null) content = <AccountLoadError error={null} ownId={session.user.id} />;
  else if (user.isPending) content = <p role="status">{accountMessages.loading}</p>;
  else if (user.isError) content = <AccountLoadError error={user.error} ownId={session.user.id} />;
  else {
    content = (
      <>
        <EmailConfirmationNotice key={`${user.data.id}-${user.data.email}`} user={user.data} />
        <SettingsForm key={user.data.id} user={user.data} />
        <EmailPreferencesSection key={`mail-${user.data.id}`} userId={user.data.id} role={user.data.role} />
        {user.data.role !== "participant" && (
          <SecondFactorSection key={`second-factor-${user.data.id}`} userId={user.data.id} />
        )}
      </>
    );
  }

  return (
    <div className="fr-container fr-my-6w">
      <div className="fr-grid-row fr-grid-row--center">
        <div className="fr-col-12 fr-col-md-10 fr-col-lg-8">
          <h1>Paramètres</h1>
          {content}
        </div>
      </div>
    </div>
  );
}
