import { accountMessages } from "@culture-patrimoine/contract/messages";
import type { ReactNode } from "react";
import { useSession } from "../../lib/session.ts";
import { useUser } from "./api/user.ts";
import { AccountLoadError } from "./components/account-load-error.tsx";
import { EmailConfirmationNotice } from "./components/email-confirmation-notice.tsx";
import { EmailPreferencesSection } from "./components/email-preferences-section.tsx";
import { EventsTab, PaymentTab } from "./components/info-tabs.tsx";
import { PasswordTab } from "./components/password-tab.tsx";
import { SecondFactorSection } from "./components/second-factor-section.tsx";
import { SettingsForm } from "./components/settings-form.tsx";

/**
 * One account, one page (issue 33): /profile and /settings/{id} both show it (SPEC §2 keeps both
 * addresses). One form for the account's details, then what is saved apart: the e-mails, the
 * password, the second factor, and where the events and payments are. `id` null: an address
 * that names no account. The API refuses anyone else's account (403), which the page says.
 */
export function AccountPage({ id }: { id: number | null }) {
  const session = useSession();
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
        <div className="fr-mt-6w">
          <PasswordTab userId={user.data.id} />
        </div>
        {user.data.role !== "participant" && (
          <div className="fr-mt-6w">
            <SecondFactorSection key={`second-factor-${user.data.id}`} userId={user.data.id} />
          </div>
        )}
        <section className="fr-mt-6w">
          <EventsTab />
        </section>
        <section className="fr-mt-6w">
          <PaymentTab />
        </section>
      </>
    );
  }

  return (
    <div className="fr-container fr-my-6w">
      <div className="fr-grid-row fr-grid-row--center">
        <div className="fr-col-12 fr-col-md-10 fr-col-lg-8">
          <h1>Mon compte</h1>
          {content}
        </div>
      </div>
    </div>
  );
}
