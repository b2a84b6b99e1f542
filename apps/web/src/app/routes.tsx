import { siteLinks } from "@culture-patrimoine/contract/messages";
import { publicPageMeta } from "@culture-patrimoine/contract/page-meta";
import type { PageName } from "@culture-patrimoine/contract/routes";
import { paths } from "@culture-patrimoine/contract/routes";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { RequireAuth } from "./guards/require-auth.tsx";
import type { RouteHandle } from "./layout/use-document-title.ts";

type PageModule = { Component: ComponentType };
type PageLoader = () => Promise<PageModule>;

const notFound: PageLoader = () =>
  import("./pages/not-found-page.tsx").then((module) => ({ Component: module.NotFoundPage }));

const NOT_FOUND_TITLE = "Page introuvable";

type AdministrationPages = typeof import("./pages/administration-pages.ts");

/** An administration page: all of them come in one lazy chunk (see administration-pages.ts). */
const administration = (page: keyof AdministrationPages): Promise<PageModule> =>
  import("./pages/administration-pages.ts").then((pages) => ({ Component: pages[page] }));

type OrganisationPages = typeof import("./pages/organisation-pages.ts");

/** An organisation's page (team, invitation, statistics): one lazy chunk (see organisation-pages.ts). */
const organisationPage = (page: keyof OrganisationPages): Promise<PageModule> =>
  import("./pages/organisation-pages.ts").then((pages) => ({ Component: pages[page] }));

const loadProgramForm: PageLoader = () =>
  import("../features/programs/program-form-page.tsx").then((m) => ({ Component: m.ProgramFormPage }));

interface PageRoute {
  title: string;
  load: PageLoader;
  /** Members only (DESIGN.md §5: create, edit and account pages). */
  private?: boolean;
  /** Never rendered by the server (decision 036): the page needs a browser to draw. */
  clientOnly?: boolean;
  /** Administrators only (issue 29): the login for visitors, a 403 page for other members. */
  administrators?: boolean;
}

// Every page of the contract's route table, each loaded on demand. Pages of later issues show the
// 404 page until they land: their final title is kept here, the 404 title is shown meanwhile.
const pages: Record<PageName, PageRoute> = {
  home: {
    title: publicPageMeta.home.title,
    load: () => import("./pages/home-page.tsx").then((m) => ({ Component: m.HomePage })),
  },
  events: {
    title: publicPageMeta.events.title,
    load: () =>
      import("../features/events/events-page.tsx").then(async (m) => {
        // No location on the server, whose render waits for the panel anyway (decision 036).
        await m.preloadEventFilters(globalThis.location?.search ?? "");
        return { Component: m.EventsPage };
      }),
  },
  eventDetail: {
    title: "Événement",
    load: () => import("./pages/event-detail-page.tsx").then((m) => ({ Component: m.EventDetailPage })),
  },
  eventRegister: {
    title: "Inscription à un événement",
    load: () => import("./pages/event-register-page.tsx").then((m) => ({ Component: m.EventRegisterPage })),
  },
  eventCreate: {
    title: "Créer un événement",
    load: () =>
      import("../features/events/event-form-page.tsx").then((m) => ({ Component: m.EventFormPage })),
    private: true,
  },
  eventEdit: {
    title: "Modifier un événement",
    load: () =>
      import("../features/events/event-form-page.tsx").then((m) => ({ Component: m.EventFormPage })),
    private: true,
  },
  ticket: {
    title: "Votre billet",
    load: () =>
      import("../features/participations/ticket-page.tsx").then((m) => ({ Component: m.TicketPage })),
  },
  paymentSimulation: {
    title: "Paiement en ligne (démonstration)",
    load: () =>
      import("../features/participations/payment-simulation-page.tsx").then((m) => ({
        Component: m.PaymentSimulationPage,
      })),
  },
  eventAttendees: {
    title: "Inscrits",
    load: () =>
      import("../features/attendees/attendees-page.tsx").then((m) => ({ Component: m.AttendeesPage })),
    private: true,
  },
  scan: {
    title: "Contrôle des billets",
    load: () => import("../features/attendees/scan-page.tsx").then((m) => ({ Component: m.ScanPage })),
    private: true,
  },
  paymentConfirmation: {
    title: "Confirmation de paiement",
    load: () =>
      import("./pages/payment-confirmation-page.tsx").then((m) => ({ Component: m.PaymentConfirmationPage })),
  },
  paymentConfirmationDetail: {
    title: "Confirmation de paiement",
    load: () =>
      import("./pages/payment-confirmation-page.tsx").then((m) => ({ Component: m.PaymentConfirmationPage })),
  },
  programs: {
    title: publicPageMeta.programs.title,
    load: () => import("../features/programs/programs-page.tsx").then((m) => ({ Component: m.ProgramsPage })),
  },
  programCreate: { title: "Ajouter des programmes", load: loadProgramForm, private: true },
  programCreateForEvent: { title: "Ajouter des programmes", load: loadProgramForm, private: true },
  programCreateForEventAlt: { title: "Ajouter des programmes", load: loadProgramForm, private: true },
  programEdit: { title: "Modifier un programme", load: loadProgramForm, private: true },
  lieux: {
    title: publicPageMeta.lieux.title,
    load: () => import("../features/lieux/lieux-page.tsx").then((m) => ({ Component: m.LieuxPage })),
  },
  lieuDetail: {
    title: "Lieu",
    load: () => import("./pages/lieu-detail-page.tsx").then((m) => ({ Component: m.LieuDetailPage })),
  },
  lieuCreate: {
    title: "Créer un lieu",
    load: () => import("../features/lieux/lieu-form-page.tsx").then((m) => ({ Component: m.LieuFormPage })),
    private: true,
  },
  lieuEdit: {
    title: "Modifier un lieu",
    load: () => import("../features/lieux/lieu-form-page.tsx").then((m) => ({ Component: m.LieuFormPage })),
    private: true,
  },
  locationCreate: {
    title: "Ajouter un lieu culturel",
    load: () =>
      import("../features/locations/location-form-page.tsx").then((m) => ({ Component: m.LocationFormPage })),
    private: true,
  },
  parcours: {
    title: publicPageMeta.parcours.title,
    load: () =>
      import("../features/parcours/parcours-list-page.tsx").then((m) => ({ Component: m.ParcoursListPage })),
  },
  parcoursDetail: {
    title: "Parcours",
    load: () =>
      import("../features/parcours/parcours-detail-page.tsx").then((m) => ({
        Component: m.ParcoursDetailPage,
      })),
  },
  parcoursCreate: {
    title: "Créer un parcours",
    load: () =>
      import("../features/parcours/parcours-form-page.tsx").then((m) => ({ Component: m.ParcoursFormPage })),
    private: true,
  },
  sites: {
    title: publicPageMeta.sites.title,
    load: () => import("../features/sites/sites-page.tsx").then((m) => ({ Component: m.SitesPage })),
  },
  siteDetail: {
    title: "Site",
    load: () => import("../features/sites/site-page.tsx").then((m) => ({ Component: m.SitePage })),
  },
  siteCreate: {
    title: "Créer un site",
    load: () => import("../features/sites/site-form-page.tsx").then((m) => ({ Component: m.SiteFormPage })),
    private: true,
  },
  siteEdit: {
    title: "Modifier un site",
    load: () => import("../features/sites/site-form-page.tsx").then((m) => ({ Component: m.SiteFormPage })),
    private: true,
  },
  search: {
    title: "Recherche",
    load: () => import("../features/search/search-page.tsx").then((m) => ({ Component: m.SearchPage })),
  },
  map: {
    title: publicPageMeta.map.title,
    // Rendered by the server with its list of places; the map itself (Leaflet, which reads
    // `window` as soon as it is imported) is drawn in the browser only (decision 053).
    load: () => import("../features/map/map-page.tsx").then((m) => ({ Component: m.MapPage })),
  },
  pricing: {
    title: publicPageMeta.pricing.title,
    load: () => import("../features/marketing/pricing-page.tsx").then((m) => ({ Component: m.PricingPage })),
  },
  about: {
    title: publicPageMeta.about.title,
    load: () => import("../features/marketing/about-page.tsx").then((m) => ({ Component: m.AboutPage })),
  },
  dashboard: {
    title: "Tableau de bord",
    load: () =>
      import("../features/dashboard/dashboard-page.tsx").then((m) => ({ Component: m.DashboardPage })),
    private: true,
  },
  organisation: {
    title: "Mon organisation",
    load: () => organisationPage("OrganisationPage"),
    private: true,
  },
  invitation: {
    title: "Invitation à rejoindre une organisation",
    load: () => organisationPage("InvitationPage"),
  },
  // Their chart code comes with these pages only (issue 30 point 3).
  seasonStatistics: {
    title: "Statistiques de la saison",
    load: () => organisationPage("SeasonStatisticsPage"),
    private: true,
  },
  eventStatistics: {
    title: "Statistiques d’un événement",
    load: () => organisationPage("EventStatisticsPage"),
    private: true,
  },
  auth: {
    title: publicPageMeta.auth.title,
    load: () => import("../features/auth/auth-page.tsx").then((m) => ({ Component: m.AuthPage })),
  },
  forgottenPassword: {
    title: "Mot de passe oublié",
    load: () =>
      import("../features/auth/forgotten-password-page.tsx").then((m) => ({
        Component: m.ForgottenPasswordPage,
      })),
  },
  resetPassword: {
    title: "Nouveau mot de passe",
    load: () =>
      import("../features/auth/reset-password-page.tsx").then((m) => ({ Component: m.ResetPasswordPage })),
  },
  remindersOff: {
    title: "Rappels de vos séances",
    load: () =>
      import("../features/account/reminders-off-page.tsx").then((m) => ({ Component: m.RemindersOffPage })),
  },
  confirmEmail: {
    title: "Nouvelle adresse e-mail",
    load: () =>
      import("../features/account/email-confirmation-page.tsx").then((m) => ({
        Component: m.EmailConfirmationPage,
      })),
  },
  confirmAccountEmail: {
    title: "Confirmer mon adresse e-mail",
    load: () =>
      import("../features/account/account-email-confirmation-page.tsx").then((m) => ({
        Component: m.AccountEmailConfirmationPage,
      })),
  },
  ticketsLookup: {
    title: siteLinks.ticketsLookup,
    load: () =>
      import("../features/participations/tickets-lookup-page.tsx").then((m) => ({
        Component: m.TicketsLookupPage,
      })),
  },
  profile: {
    // One account, one page at two addresses (issue 33).
    title: "Mon compte",
    load: () => import("../features/account/profile-page.tsx").then((m) => ({ Component: m.ProfilePage })),
    private: true,
  },
  settings: {
    title: "Mon compte",
    load: () => import("../features/account/settings-page.tsx").then((m) => ({ Component: m.SettingsPage })),
    private: true,
  },
  legalNotice: {
    title: publicPageMeta.legalNotice.title,
    load: () =>
      import("../features/marketing/legal/legal-notice-page.tsx").then((m) => ({
        Component: m.LegalNoticePage,
      })),
  },
  privacy: {
    title: publicPageMeta.privacy.title,
    load: () =>
      import("../features/marketing/legal/privacy-page.tsx").then((m) => ({ Component: m.PrivacyPage })),
  },
  terms: {
    title: publicPageMeta.terms.title,
    load: () =>
      import("../features/marketing/legal/terms-page.tsx").then((m) => ({ Component: m.TermsPage })),
  },
  cookies: {
    title: publicPageMeta.cookies.title,
    load: () =>
      import("../features/marketing/legal/cookies-page.tsx").then((m) => ({ Component: m.CookiesPage })),
  },
  accessibility: {
    title: publicPageMeta.accessibility.title,
    load: () =>
      import("../features/marketing/legal/accessibility-page.tsx").then((m) => ({
        Component: m.AccessibilityPage,
      })),
  },
  admin: {
    title: "Administration",
    load: () => administration("AdminHomePage"),
    administrators: true,
  },
  adminAuditLog: {
    title: "Journal des actions – Administration",
    load: () => administration("AuditLogPage"),
    administrators: true,
  },
  adminOrganisers: {
    title: "Organisateurs – Administration",
    load: () => administration("OrganisersPage"),
    administrators: true,
  },
  adminOrganiser: {
    title: "Dossier d’un organisateur – Administration",
    load: () => administration("OrganisersDetailPage"),
    administrators: true,
  },
  adminFigures: {
    title: "Chiffres de la plateforme – Administration",
    load: () => administration("FiguresPage"),
    administrators: true,
  },
  adminModeration: {
    title: "Modération – Administration",
    load: () => administration("ModerationQueuePage"),
    administrators: true,
  },
  adminModerationItem: {
    title: "Contenu à modérer – Administration",
    load: () => administration("ModerationItemPage"),
    administrators: true,
  },
  adminAccounts: {
    title: "Comptes – Administration",
    load: () => administration("AccountsPage"),
    administrators: true,
  },
  report: {
    title: "Signaler un contenu",
    load: () => import("../features/reports/report-page.tsx").then((m) => ({ Component: m.ReportPage })),
  },
  adminReports: {
    title: "Signalements – Administration",
    load: () => administration("AdminReportsPage"),
    administrators: true,
  },
  adminItemReports: {
    title: "Signalements d’un contenu – Administration",
    load: () => administration("AdminItemReportsPage"),
    administrators: true,
  },
  openData: {
    title: publicPageMeta.openData.title,
    load: () =>
      import("../features/open-data/open-data-page.tsx").then((m) => ({ Component: m.OpenDataPage })),
  },
};

function toRoute(name: keyof typeof pages): RouteObject {
  const page = pages[name];
  const handle: RouteHandle = {
    title: page.load === notFound ? NOT_FOUND_TITLE : page.title,
    ...(page.clientOnly && { clientOnly: true }),
  };
  return { path: paths[name].pattern, lazy: page.load, handle };
}

const names = Object.keys(pages).filter((name): name is keyof typeof pages => name in pages);

/** The pages, inside the layout: open ones, members-only ones behind the guard, then the 404. */
export const pageRoutes: RouteObject[] = [
  ...names.filter((name) => !pages[name].private && !pages[name].administrators).map(toRoute),
  { element: <RequireAuth />, children: names.filter((name) => pages[name].private).map(toRoute) },
  {
    // Loaded with the administration only: its 403 page and texts stay out of every first load.
    lazy: () =>
      import("./guards/require-administrator.tsx").then((m) => ({ Component: m.RequireAdministrator })),
    children: names.filter((name) => pages[name].administrators).map(toRoute),
  },
  { path: "*", lazy: notFound, handle: { title: NOT_FOUND_TITLE } satisfies RouteHandle },
];
