import { SideMenu } from "@codegouvfr/react-dsfr/SideMenu";
import {
  adminMessages as m,
  moderationMessages,
  organiserAdminMessages,
  reportAdminMessages,
} from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { ReactNode } from "react";

/** The administration's pages, the daily work first. */
const sections = [
  { text: moderationMessages.queueTitle, href: paths.adminModeration.getHref() },
  { text: organiserAdminMessages.menuLabel, href: paths.adminOrganisers.getHref() },
  { text: m.auditLogTitle, href: paths.adminAuditLog.getHref() },
  { text: m.figuresTitle, href: paths.adminFigures.getHref() },
  { text: reportAdminMessages.adminTitle, href: paths.adminReports.getHref() },
  { text: moderationMessages.accountsTitle, href: paths.adminAccounts.getHref() },
];

/** An administration page: the DSFR side menu, then the page (below it on a phone). */
export function AdminLayout({ current, children }: { current: string | null; children: ReactNode }) {
  return (
    <div className="fr-container fr-my-6w">
      <div className="fr-grid-row fr-grid-row--gutters">
        <div className="fr-col-12 fr-col-md-3">
          <SideMenu
            align="left"
            burgerMenuButtonText={m.menuLabel}
            title={m.title}
            items={sections.map((section) => ({
              text: section.text,
              linkProps: { to: section.href },
              isActive: section.href === current,
            }))}
          />
        </div>
        <div className="fr-col-12 fr-col-md-9">{children}</div>
      </div>
    </div>
  );
}
