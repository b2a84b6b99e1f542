import { type PageName, paths } from "@culture-patrimoine/contract/routes";
import { typographyOffences, typographyRules } from "@culture-patrimoine/contract/typography";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { concertId } from "./support/demo-events.ts";
import { expect, test } from "./support/fixtures.ts";
import { type MemberSession, memberSession, signIn } from "./support/session.ts";

// Issue 33, "done when": every page of the route table × role × width, visited in one browser
// context per role and checked at each width, with 0 axe violations, no horizontal overflow, a title unique across
// the pass, no console error and French typography in what the page shows (the checker of
// packages/contract/src/typography.ts, the same as the messages' guard). The pages come from the
// contract's route table, the one the router is built from: a new page is visited as soon as it
// exists, and a new parameter fails here until it is given a value below. CLS is measured by
// layout-shift.spec.ts, not twice.

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;
const ROLES = ["anonymous", "participant", "organiser", "administrator"] as const;
type Role = (typeof ROLES)[number];

/** Real ids of the demo data, for the pages of one item. */
async function demoIds(request: APIRequestContext) {
  const first = async (path: string): Promise<number> => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const items: { id: number }[] = await response.json();
    // The lowest id: the demo's own, not one that another journey of the run creates and deletes.
    const [item] = items.toSorted((a, b) => a.id - b.id);
    if (!item) throw new Error(`the demo data should answer ${path} with an item`);
    return item.id;
  };
  return {
    event: await concertId(request),
    lieu: await first("/api/lieux?limit=200"),
    parcours: await first("/api/parcours?limit=200"),
    site: await first("/api/sites?limit=200"),
    program: await first("/api/programs?limit=200"),
    // The demo organiser's account: the administrator's page of one organiser.
    organiser: (await memberSession(request, "organiser")).user.id,
  };
}

type Ids = Awaited<ReturnType<typeof demoIds>>;

/**
 * The address of each page; a page without parameters needs nothing here. Tokens and ticket codes
 * are not in the demo data (they are made when a visitor books or is invited): an unknown one shows
 * the page's own "not found" state, whose 404 the browser logs.
 */
const UNKNOWN_CODE = "CODE-INCONNU";
const addresses: Partial<Record<PageName, (ids: Ids, user: MemberSession | null) => string>> = {
  eventDetail: (ids) => paths.eventDetail.getHref(ids.event),
  eventRegister: (ids) => paths.eventRegister.getHref(ids.event),
  eventEdit: (ids) => paths.eventEdit.getHref(ids.event),
  eventAttendees: (ids) => paths.eventAttendees.getHref(ids.event),
  eventStatistics: (ids) => paths.eventStatistics.getHref(ids.event),
  ticket: () => paths.ticket.getHref(UNKNOWN_CODE),
  paymentSimulation: () => paths.paymentSimulation.getHref(UNKNOWN_CODE),
  paymentConfirmationDetail: () => paths.paymentConfirmationDetail.getHref(UNKNOWN_CODE),
  programCreateForEvent: (ids) => paths.programCreateForEvent.getHref(ids.event),
  programCreateForEventAlt: (ids) => paths.programCreateForEventAlt.getHref(ids.event),
  programEdit: (ids) => paths.programEdit.getHref(ids.program),
  lieuDetail: (ids) => paths.lieuDetail.getHref(ids.lieu),
  lieuEdit: (ids) => paths.lieuEdit.getHref(ids.lieu),
  parcoursDetail: (ids) => paths.parcoursDetail.getHref(ids.parcours),
  siteDetail: (ids) => paths.siteDetail.getHref(ids.site),
  siteEdit: (ids) => paths.siteEdit.getHref(ids.site),
  invitation: () => paths.invitation.getHref(UNKNOWN_CODE),
  settings: (_ids, user) => paths.settings.getHref(user?.user.id ?? 1),
  adminOrganiser: (ids) => paths.adminOrganiser.getHref(ids.organiser),
  adminModerationItem: (ids) => paths.adminModerationItem.getHref("event", ids.event),
  adminItemReports: (ids) => paths.adminItemReports.getHref("event", ids.event),
  report: (ids) => paths.report.getHref("event", ids.event),
};

function addressOf(name: PageName, ids: Ids, user: MemberSession | null): string {
  const pattern: string = paths[name].pattern;
  const address = addresses[name];
  if (address) return address(ids, user);
  if (pattern.includes(":")) throw new Error(`${name} (${pattern}) has parameters: give it an address above`);
  return pattern;
}

/** Console errors a page provokes on purpose, by role: each is said with its reason. */
function intendedErrors(name: PageName, role: Role): RegExp[] {
  const intended: RegExp[] = [];
  // An unknown code or token: the API answers 404 (400 for a token of the wrong shape) and the page
  // says so; the browser logs the answer.
  if (["ticket", "paymentSimulation", "paymentConfirmationDetail", "invitation"].includes(name))
    intended.push(/status of 40[04]\b/);
  // A member who is not an organiser has no statistics: the API answers 403 and the page says so.
  if (role !== "organiser" && ["seasonStatistics", "eventStatistics"].includes(name))
    intended.push(/status of 403\b/);
  // The map's tiles come from a closed port in the e2e server (as in layout-shift.spec.ts).
  if (name === "map") intended.push(/Failed to load resource: net::ERR_UNSAFE_PORT/);
  return intended;
}

interface Visit {
  address: string;
  title: string;
  heading: string;
}

/** What the page shows once its data has arrived. */
async function settle(page: Page): Promise<void> {
  // Bounded: a page that keeps asking (a list refreshed in the background) never goes idle, and is
  // checked as it stands then.
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
  await expect(page.locator("#fr-footer")).toBeVisible();
}

/**
 * The rules checked on a page. Not "a number and its unit": pages also show what organisers typed
 * (a site's hours « de 9 h à 18 h » in the demo data), which the interface does not rewrite; the
 * interface's own times and durations are checked by their formatters' unit tests.
 */
const pageRules = typographyRules.filter(
  ({ rule }) =>
    rule !== "ordinary space between a number and its unit" &&
    // Numbers formatted by Intl (fr-FR) group thousands with U+202F (« 2 000 caractères »), which is
    // right; the source files keep to U+00A0 (messages.test.ts).
    rule !== "narrow no-break space U+202F",
);

/**
 * Texts the DSFR's React components write themselves: the Footer joins
 * `${t("accessibility")} : ${t(accessibility)}` with an ordinary space (@codegouvfr/react-dsfr
 * Footer.js), the DSFR's mandated wording, which the app cannot change.
 */
const LIBRARY_TEXTS = ["Accessibilité : non conforme"];

function typographyProblems(where: string, text: string): string[] {
  const ours = LIBRARY_TEXTS.reduce((rest, library) => rest.replaceAll(library, ""), text);
  return typographyOffences(ours, pageRules).map(
    ({ rule, excerpt }) => `${where}: typography, ${rule}: « ${excerpt} »`,
  );
}

/**
 * What axe reads of a page: the text of its body and the shape of its elements (tag, role and
 * aria-hidden of each, in order), and whether it has a title. Two addresses with the same rendering
 * show the same document to a visitor, whatever their titles say (each title is checked on its own
 * below: unique, French).
 */
function renderingOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const shape = Array.from(document.body.querySelectorAll("*"), (element) =>
      [element.tagName, element.getAttribute("role") ?? "", element.getAttribute("aria-hidden") ?? ""].join(
        ":",
      ),
    ).join(",");
    const titled = document.title.trim() === "" ? "untitled" : "titled";
    return `${titled}\n${document.body.innerText}\n${shape}`;
  });
}

/** Opens the header's menu (phone) or the account's menu (wide screen) and checks what it shows. */
async function menuProblems(page: Page, width: number, role: Role): Promise<string[]> {
  const header = page.locator("#fr-header");
  const menuButton =
    width < 992
      ? header.getByRole("button", { name: /^Menu$/ })
      : role === "anonymous"
        ? null
        : header.getByRole("button", { name: /Mon compte/ });
  if (!menuButton) return [];
  const button = menuButton.first();
  await button.click({ timeout: 10_000 });
  // The DSFR's menu is a modal the button controls; the account menu says it is expanded.
  const controlled = await button.getAttribute("aria-controls");
  if (controlled) await expect(page.locator(`[id="${controlled}"]`)).toBeVisible();
  else await expect(button).toHaveAttribute("aria-expanded", "true");
  const problems = typographyProblems(`${page.url()} (menu open)`, await page.locator("body").innerText());
  await page.keyboard.press("Escape");
  return problems;
}

/** The page once laid out again at `viewport`: two frames, after which the resize has been drawn. */
async function resizeTo(page: Page, viewport: (typeof WIDTHS)[number]): Promise<void> {
  await page.setViewportSize(viewport);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await expect(page.locator("#fr-footer")).toBeVisible();
}

// The four passes are independent: the two workers share them. Each page is loaded once per role
// and checked at both widths, the window resized in between as a visitor turning a tablet would
// (the app follows the width by CSS, and its one width hook listens to matchMedia): loading every
// page twice cost more than half of each pass (decision 057).
test.describe.configure({ mode: "parallel" });

for (const role of ROLES) {
  test.describe(`every page, ${role}`, () => {
    test.use({ viewport: WIDTHS[0] });

    test(`every page as ${role} at ${WIDTHS.map((viewport) => viewport.width).join(" and ")} px`, async ({
      page,
      request,
      consoleGuard,
    }) => {
      // Long: every page of the app in one context, one after the other, at both widths.
      test.setTimeout(30 * 60_000);
      // Console errors are checked page by page below, each with the page it came from.
      consoleGuard.allow(/./);
      const ids = await demoIds(request);
      const signedIn = role === "anonymous" ? null : await signIn(page, request, role);
      let consoleErrors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") consoleErrors.push(message.text());
      });
      page.on("pageerror", (error) => consoleErrors.push(`Uncaught exception: ${error.message}`));

      const problems: string[] = [];
      const visits: Visit[] = [];
      const axeRead = new Set<string>();
      for (const name of Object.keys(paths) as PageName[]) {
        const address = addressOf(name, ids, signedIn);
        consoleErrors = [];
        await page.setViewportSize(WIDTHS[0]);
        await page.goto(address);
        await settle(page);
        // A member sent to the login was not signed in: the page itself went unchecked.
        if (signedIn && name !== "auth" && new URL(page.url()).pathname === paths.auth.getHref())
          problems.push(`${name} ${address}: sent to the login, the session was not taken`);
        const title = await page.title();
        const heading =
          (await page
            .locator("h1")
            .first()
            .textContent({ timeout: 1_000 })
            .catch(() => "")) ?? "";
        visits.push({ address: new URL(page.url()).pathname, title, heading: heading.trim() });

        for (const viewport of WIDTHS) {
          if (viewport !== WIDTHS[0]) await resizeTo(page, viewport);
          const where = `${name} ${address} at ${viewport.width} px`;
          // A page that renders what an earlier one of this pass rendered at this width (the login
          // for each members' page of the anonymous pass, the administrators' 403 for each of their
          // pages) is the same document: axe read it already.
          const rendering = `${viewport.width}\n${await renderingOf(page)}`;
          if (!axeRead.has(rendering)) {
            axeRead.add(rendering);
            try {
              await expectNoAxeViolations(page);
            } catch (error) {
              problems.push(`${where}: ${(error as Error).message.split("\n").slice(0, 12).join("\n")}`);
            }
          }
          const overflow = await page.evaluate(() => ({
            scroll: document.documentElement.scrollWidth,
            inner: window.innerWidth,
          }));
          if (overflow.scroll > overflow.inner)
            problems.push(
              `${where}: horizontal overflow, ${overflow.scroll} px wide in ${overflow.inner} px`,
            );
          problems.push(...typographyProblems(where, `${title}\n${await page.locator("body").innerText()}`));
          if (name === "home") problems.push(...(await menuProblems(page, viewport.width, role)));
        }
        const intended = intendedErrors(name, role);
        const unexpected = consoleErrors.filter((text) => !intended.some((pattern) => pattern.test(text)));
        for (const text of unexpected) problems.push(`${name} ${address}: console error: ${text}`);
      }

      // Pages that are the same page may share a title: the same address after a redirection, or
      // the same heading (the login for a members' page, the 403 or 404 page).
      const byTitle = new Map<string, Visit[]>();
      for (const visit of visits) byTitle.set(visit.title, [...(byTitle.get(visit.title) ?? []), visit]);
      for (const [title, shared] of byTitle) {
        const distinct = new Set(shared.map((visit) => visit.heading));
        const addresses = new Set(shared.map((visit) => visit.address));
        if (distinct.size > 1 && addresses.size > 1)
          problems.push(
            `title « ${title} » shared by different pages: ${shared.map((v) => `${v.address} (h1 « ${v.heading} »)`).join(", ")}`,
          );
      }
      console.log(
        `${role}: ${visits.length} pages visited at ${WIDTHS.length} widths, ${axeRead.size} distinct renderings read by axe`,
      );
      expect(problems, role).toEqual([]);
    });
  });
}
