import { Tabs } from "@codegouvfr/react-dsfr/Tabs";
import { accountMessages } from "@culture-patrimoine/contract/messages";
import { type ReactNode, useState } from "react";
import { useSession } from "../../lib/session.ts";
import { useUser } from "./api/user.ts";
import { AccountLoadError } from "./components/account-load-error.tsx";
import { EmailConfirmationNotice } from "./components/email-confirmation-notice.tsx";
import { EventsTab, PaymentTab } from "./components/info-tabs.tsx";
import { PasswordTab } from "./components/password-tab.tsx";
import { ProfileTab } from "./components/profile-tab.tsx";

const tabs = [
  { tabId: "profil", label: "Profil" },
  { tabId: "evenements", label: "Événements" },
  { tabId: "compte", label: "Compte" },
  { tabId: "paiement", label: "Paiement" },
] as const;
type TabId = (typeof tabs)[number]["tabId"];

function isTabId(value: string): value is TabId {
  return tabs.some((tab) => tab.tabId === value);
}

/** /profile (SPEC §2): four tabs, Profil first; its values come from the account, not the stored user. */
export function ProfilePage() {
  const session = useSession();
  const [selected, setSelected] = useState<TabId>("profil");
  const user = useUser(session?.user.id ?? null);

  let profile: ReactNode = null;
  if (session) {
    if (user.isPending) profile = <p role="status">{accountMessages.loading}</p>;
    else if (user.isError) profile = <AccountLoadError error={user.error} ownId={session.user.id} />;
    else {
      profile = (
        <>
          <EmailConfirmationNotice key={`${user.data.id}-${user.data.email}`} user={user.data} />
          <ProfileTab key={user.data.id} user={user.data} />
        </>
      );
    }
  }

  return (
    <div className="fr-container fr-my-6w">
      <div className="fr-grid-row fr-grid-row--center">
        <div className="fr-col-12 fr-col-md-10 fr-col-lg-8">
          <h1>Mon profil</h1>
          <Tabs
            label="Rubriques du profil"
            tabs={[...tabs]}
            selectedTabId={selected}
            onTabChange={(tabId) => {
              if (isTabId(tabId)) setSelected(tabId);
            }}
          >
            {selected === "profil" && profile}
            {selected === "evenements" && <EventsTab />}
            {selected === "compte" && session && <PasswordTab userId={session.user.id} />}
            {selected === "paiement" && <PaymentTab />}
          </Tabs>
        </div>
      </div>
    </div>
  );
}
