import { paths } from "@culture-patrimoine/contract/routes";
import { AdminLayout } from "../../features/admin/components/admin-side-menu.tsx";
import { ItemReportsPanel } from "../../features/reports/item-reports-panel.tsx";
import { ReportedItemsPanel } from "../../features/reports/reported-items-panel.tsx";

// The reports' administration pages: the reports feature's panels in the administration's frame
// (pages that combine two features live in the app layer).

/** /admin/signalements. */
export function AdminReportsPage() {
  return (
    <AdminLayout current={paths.adminReports.getHref()}>
      <ReportedItemsPanel />
    </AdminLayout>
  );
}

/** /admin/signalements/{kind}/{id}: the side menu keeps « Signalements » current. */
export function AdminItemReportsPage() {
  return (
    <AdminLayout current={paths.adminReports.getHref()}>
      <ItemReportsPanel />
    </AdminLayout>
  );
}
