// Every French text a user may read as a message: validation (SPEC §5), toasts and alerts (SPEC §8),
// loading, empty and error states (SPEC §2), and the API's error messages. Texts quoted by SPEC are
// kept to the letter; the others follow the same tone.
//
// French typography: a no-break space U+00A0, written `\u00a0` so that it shows in review, goes before
// « : ; ? ! » and between a number and its unit (« 48\u00a0h », « 5\u00a0Mo »), so that a line never
// breaks there. U+00A0 everywhere (no narrow U+202F); messages.test.ts guards the rule.
//
// One module per area under messages/, so that a page's chunk carries only the texts it uses
// (docs/decisions/030); this file gathers them, and every import goes through it.

export * from "./messages/accessibility.ts";
export * from "./messages/account.ts";
export * from "./messages/admin.ts";
export * from "./messages/api-error.ts";
export * from "./messages/attendee.ts";
export * from "./messages/auth.ts";
export * from "./messages/booking.ts";
export * from "./messages/breadcrumb.ts";
export * from "./messages/check-in.ts";
export * from "./messages/dashboard.ts";
export * from "./messages/email-change.ts";
export * from "./messages/email-confirmation.ts";
export * from "./messages/email-preferences.ts";
export * from "./messages/event.ts";
export * from "./messages/event-filter.ts";
export * from "./messages/filter-panel.ts";
export * from "./messages/form.ts";
export * from "./messages/home.ts";
export * from "./messages/lieu.ts";
export * from "./messages/location.ts";
export * from "./messages/map.ts";
export * from "./messages/moderation.ts";
export * from "./messages/not-found.ts";
export * from "./messages/organisation.ts";
export * from "./messages/organisers.ts";
export * from "./messages/parcours.ts";
export * from "./messages/participation.ts";
export * from "./messages/password-reset.ts";
export * from "./messages/program.ts";
export * from "./messages/report.ts";
export * from "./messages/report-admin.ts";
export * from "./messages/report-link.ts";
export * from "./messages/scan.ts";
export * from "./messages/search.ts";
export * from "./messages/second-factor.ts";
export * from "./messages/session.ts";
export * from "./messages/share.ts";
export * from "./messages/site.ts";
export * from "./messages/site-links.ts";
export * from "./messages/statistics.ts";
export * from "./messages/stats.ts";
export * from "./messages/ticket.ts";
export * from "./messages/ticket-lookup.ts";
export * from "./messages/toast-titles.ts";
export * from "./messages/validation.ts";
