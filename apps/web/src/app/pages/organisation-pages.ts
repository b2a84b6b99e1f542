// An organisation's pages behind one lazy import (issue 30), like the administration's: the shell's
// route table holds one loader and one list of chunks for the team, the invitation and the two
// statistics pages (each entry of its own cost ~80 bytes gzip of every visitor's first load,
// decision 040). The statistics' chart code stays in these pages' chunks, out of the first load.

export { InvitationPage } from "../../features/organisation/invitation-page.tsx";
export { OrganisationPage } from "../../features/organisation/organisation-page.tsx";
export { EventStatisticsPage } from "../../features/statistics/event-statistics-page.tsx";
export { SeasonStatisticsPage } from "../../features/statistics/season-statistics-page.tsx";
