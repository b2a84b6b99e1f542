import { hashKey, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { queryKeys } from "./query-keys.ts";

const {
  events,
  programs,
  lieux,
  parcours,
  sites,
  locations,
  participations,
  attendees,
  dashboard,
  stats,
  users,
  map,
  reports,
  moderation,
  adminAccounts,
  auditLog,
  organisers,
  organisations,
  search,
} = queryKeys;

/**
 * The one place that says which queries each change on the server makes stale. A screen shows a
 * resource inside another (an event's venue, a route's number of sites, the dashboard's counters),
 * so a change refreshes every family that carries what it changed.
 */
export const invalidatedBy = {
  // The platform's figures (stats) count events, routes, venues and sites, and registrations. The
  // map (decision 034) shows upcoming events at their venue, venues and sites. The search (issue 32)
  // shows events (their places left too), venues, routes and sites: it follows each of them.
  eventCreated: [events.all, dashboard.all, stats.all, map.all, search.all],
  // Programme lines carry their event's title and venue; the attendees' page shows its sessions.
  eventUpdated: [events.all, programs.all, attendees.all, map.all, search.all],
  // The event's programme lines go with it, and the counters change.
  eventDeleted: [events.all, programs.all, dashboard.all, stats.all, map.all, search.all],
  programsCreated: [programs.all],
  programUpdated: [programs.all],
  // Every screen that shows programme lines: the lists and the event pages.
  programDeleted: [programs.all, events.all, dashboard.all],
  lieuCreated: [lieux.all, dashboard.all, stats.all, map.all, search.all],
  // Events, their programme lines, routes and site pages show their venue's name and city.
  lieuUpdated: [
    lieux.all,
    events.all,
    programs.all,
    parcours.all,
    sites.all,
    dashboard.all,
    map.all,
    search.all,
  ],
  // Its events, programmes, routes and sites stay, without a place; the platform's figures change.
  lieuDeleted: [
    lieux.all,
    events.all,
    programs.all,
    parcours.all,
    sites.all,
    dashboard.all,
    stats.all,
    map.all,
    search.all,
  ],
  // A site page shows its route's title.
  parcoursSaved: [parcours.all, sites.all, dashboard.all, stats.all, search.all],
  // Its sites stay, without a route.
  parcoursDeleted: [parcours.all, sites.all, dashboard.all, stats.all, search.all],
  // A route shows its sites and their number.
  siteSaved: [sites.all, parcours.all, dashboard.all, stats.all, map.all, search.all],
  siteDeleted: [sites.all, parcours.all, dashboard.all, stats.all, map.all, search.all],
  locationCreated: [locations.all],
  // The member's list of registrations, the organiser's counters, and the places left of the
  // event's sessions (event pages and lists carry them).
  participationCreated: [participations.all, events.all, attendees.all, dashboard.all, stats.all, search.all],
  // The ticket and the lists show its status; freed places (or a promoted waiting list) change the
  // event's availability and the counters.
  participationCancelled: [
    participations.all,
    events.all,
    attendees.all,
    dashboard.all,
    stats.all,
    search.all,
  ],
  // A simulated payment changes the registration's payment status only.
  participationPaid: [participations.all, dashboard.all],
  // The organiser's side (docs/decisions/019). A ticket checked at the door: the attendees' list
  // and the counters of entries.
  ticketCheckedIn: [attendees.all, dashboard.all],
  // A registration cancelled by the organiser: freed places go to the waiting list, so the event's
  // sessions, the holder's registrations and every counter change.
  attendeeCancelled: [attendees.all, participations.all, events.all, dashboard.all, stats.all, search.all],
  // Every registration of the session is cancelled with it.
  sessionCancelled: [attendees.all, participations.all, events.all, dashboard.all, stats.all, search.all],
  // The link at the foot of a reminder (no account needed) may switch off the account's reminders,
  // which the settings page shows.
  remindersTurnedOff: [users.all],
  // The link sent to a new address sets the account's e-mail, which the settings show.
  emailChangeConfirmed: [users.all],
  // A confirmed address shows in the account pages, and brings the registrations made without an
  // account under it into the member's list and counters (issue 28).
  emailConfirmed: [users.all, participations.all, dashboard.all],
  // A visitor's report or an administrator's « classé sans suite » changes the administrators' list
  // and the item's reports.
  reportsChanged: [reports.all],
  // An administrator's decision on content (issue 29) makes it appear in or leave every public list,
  // resolves its reports when it is unpublished, and is written to the audit log.
  contentModerated: [
    moderation.all,
    reports.all,
    auditLog.all,
    events.all,
    programs.all,
    lieux.all,
    parcours.all,
    sites.all,
    dashboard.all,
    stats.all,
    map.all,
    search.all,
  ],
  // An administrator verified or refused an organiser, or asked Sirene again (issue 29): the list
  // and the file change, and the act is in the audit log. No content changes (decision 047).
  organiserDecided: [organisers.all, auditLog.all],
  // An invitation sent or revoked, a member's role changed or a member removed (issue 30): the team's
  // page, and the caller's own organisations (their role there may be the one that changed).
  organisationMembersChanged: [organisations.all],
  // A suspended or reinstated account's content leaves or comes back to every public list.
  accountSuspensionChanged: [
    adminAccounts.all,
    moderation.all,
    auditLog.all,
    events.all,
    programs.all,
    lieux.all,
    parcours.all,
    sites.all,
    stats.all,
    map.all,
    search.all,
  ],
} satisfies Record<string, readonly QueryKey[]>;

export type Change = keyof typeof invalidatedBy;

export interface InvalidateOptions {
  /**
   * The query of what was just deleted, still on screen until the redirection: marked stale but
   * never refetched, or it would ask for something that no longer exists.
   */
  spare?: QueryKey;
}

/** Marks stale (and refetches where on screen) every query the change touched. */
export async function invalidateAfter(
  queryClient: QueryClient,
  change: Change,
  { spare }: InvalidateOptions = {},
): Promise<void> {
  const spared = spare === undefined ? undefined : hashKey(spare);
  if (spare !== undefined) void queryClient.invalidateQueries({ queryKey: spare, refetchType: "none" });
  await Promise.all(
    invalidatedBy[change].map((queryKey) =>
      queryClient.invalidateQueries({
        queryKey,
        predicate: spared === undefined ? undefined : (query) => query.queryHash !== spared,
      }),
    ),
  );
}
