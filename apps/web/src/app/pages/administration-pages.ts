// The administration's pages behind one lazy import (issue 29): the shell's route table then holds
// one loader and one list of chunks for all of them, instead of one per page — each cost ~80 bytes
// gzip of every visitor's first load (decision 040's addendum). An administrator loads them
// together, once, on entering /admin.

export { AccountsPage } from "../../features/admin/accounts-page.tsx";
export { AdminHomePage } from "../../features/admin/admin-home-page.tsx";
export { AuditLogPage } from "../../features/admin/audit-log-page.tsx";
export { FiguresPage } from "../../features/admin/figures-page.tsx";
export { ModerationItemPage } from "../../features/admin/moderation-item-page.tsx";
export { ModerationQueuePage } from "../../features/admin/moderation-queue-page.tsx";
export { OrganisersDetailPage } from "../../features/admin/organisers-detail-page.tsx";
export { OrganisersPage } from "../../features/admin/organisers-page.tsx";
export { AdminItemReportsPage, AdminReportsPage } from "./admin-reports-pages.tsx";
