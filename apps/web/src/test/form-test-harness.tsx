import { type RegisteredLinkProps, setLink } from "@codegouvfr/react-dsfr/link";
import type { Role } from "@culture-patrimoine/contract/constants";
import type { MyOrganisations, OrganisationSummary } from "@culture-patrimoine/contract/schemas/organisation";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render } from "@testing-library/react";
import axe from "axe-core";
import type { ReactNode } from "react";
import { createMemoryRouter, Link, RouterProvider, useLocation } from "react-router";
import { expect, vi } from "vitest";
import { queryKeys } from "../api/query-keys.ts";
import { getSession, setSession } from "../lib/session.ts";

// As main.tsx does through startReactDsfr: DSFR components render react-router links.
function RouterLink(props: RegisteredLinkProps & { children: ReactNode }) {
  return "to" in props ? <Link {...props} /> : <a {...props}>{props.children}</a>;
}
setLink({ Link: RouterLink });

/**
 * What GET /api/organisations answers unless a test's routes say otherwise (see signInAs), for the
 * session it was set for: the test files share this module (no isolation, vitest.config.ts), and a
 * file that signs in otherwise, or not at all, must not inherit another file's organisation.
 */
let myOrganisations: { token: string; answer: MyOrganisations } | null = null;
const NO_ORGANISATION: MyOrganisations = { acting: null, organisations: [] };

function knownOrganisations(): MyOrganisations {
  const session = getSession();
  return session !== null && myOrganisations?.token === session.token
    ? myOrganisations.answer
    : NO_ORGANISATION;
}
/** Whether the test's own stubApi routes answer GET /api/organisations: then the page reads them. */
let organisationsStubbed = false;

function Elsewhere() {
  const location = useLocation();
  return <p>Page suivante : {`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders a page or form at `url` inside a memory router and a fresh query client, as the app
 * does; any other address shows "Page suivante : {path}" so a test can see where it went. The
 * caller's organisations (see signInAs) are known already, as once the header has read them,
 * unless `organisations: "fetch"` asks the page to read them through fetch (its loading state) or
 * the test's stubApi routes answer GET /api/organisations themselves.
 */
export function renderAt(
  element: ReactNode,
  {
    pattern,
    url,
    organisations = "known",
  }: { pattern: string; url: string; organisations?: "known" | "fetch" },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  if (organisations === "known" && !organisationsStubbed) {
    queryClient.setQueryDefaults(queryKeys.organisations.mine, { staleTime: Number.POSITIVE_INFINITY });
    queryClient.setQueryData(queryKeys.organisations.mine, knownOrganisations());
  }
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: "*", element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/**
 * Signs in as `role`. The session acts for an organisation (issue 30) as `acting` says: by default a
 * professionnel is the responsable of organisation `id` (the fixtures' organisation_id is their
 * user_id), any other account acts for none. GET /api/organisations then answers so, through
 * stubApi, unless the test's routes answer it themselves.
 */
export function signInAs(
  role: Role,
  id = 7,
  acting: Partial<OrganisationSummary> | null = role === "professionnel" ? {} : null,
): void {
  const organisation: OrganisationSummary | null =
    acting === null
      ? null
      : { id, name: "Musée des Augustins", role: "responsable", verification_status: "verified", ...acting };
  myOrganisations = {
    token: `token-${id}`,
    answer: { acting: organisation, organisations: organisation ? [organisation] : [] },
  };
  organisationsStubbed = false;
  setSession(`token-${id}`, {
    id,
    first_name: "Henri",
    last_name: "Langlois",
    email: "henri@example.fr",
    role,
  });
}

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
type Route = { method: string; path: string | RegExp; answer: Answer | ((init: RequestInit) => Answer) };

/**
 * Stubs fetch with canned answers by method and path (the query string is ignored); an
 * unexpected call fails the test loudly. Returns the mock to inspect the requests sent.
 */
export function stubApi(routes: Route[]) {
  organisationsStubbed = routes.some(
    (route) =>
      route.method === "GET" &&
      (typeof route.path === "string"
        ? route.path === "/api/organisations"
        : route.path.test("/api/organisations")),
  );
  const mock = vi.fn<typeof fetch>(async (input, init = {}) => {
    const url = new URL(String(input), "http://localhost");
    const method = init.method ?? "GET";
    const route = routes.find(
      (candidate) =>
        candidate.method === method &&
        (typeof candidate.path === "string"
          ? candidate.path === url.pathname
          : candidate.path.test(url.pathname)),
    );
    if (!route && method === "GET" && url.pathname === "/api/organisations") {
      return new Response(JSON.stringify(knownOrganisations()), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    }
    if (!route) throw new Error(`unexpected call ${method} ${url.pathname}`);
    const answer = typeof route.answer === "function" ? route.answer(init) : route.answer;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "Content-Type": "application/json", ...answer.headers },
    });
  });
  vi.stubGlobal("fetch", mock);
  return mock;
}

/** The JSON body of the last request with a body sent to `path`. */
export function sentBody(mock: ReturnType<typeof stubApi>, path: string): unknown {
  const call = mock.mock.calls.findLast(
    ([input, init]) =>
      new URL(String(input), "http://localhost").pathname === path && init?.body !== undefined,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

/**
 * axe on what a test rendered: every web test's one way (contrast needs real CSS, which jsdom has
 * not; the browser journeys read it). Only violations are written out in full: the passes' nodes
 * and selectors cost time and are never read.
 */
export async function expectNoAxeViolations(container: HTMLElement): Promise<void> {
  const results = await axe.run(container, {
    rules: { "color-contrast": { enabled: false } },
    resultTypes: ["violations"],
  });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
}

/**
 * Types a whole value at once (a paste, in effect): keystroke by keystroke is slow on big forms
 * and proves nothing more about them.
 */
export function fill(field: HTMLElement, value: string): void {
  fireEvent.input(field, { target: { value } });
}

export interface UploadCall {
  method: string;
  url: string;
  body: FormData;
}

/**
 * Stubs XMLHttpRequest (apiUpload) with one canned answer: the upload reports half its progress,
 * then the answer comes. Returns the requests sent, to inspect their multipart bodies.
 */
export function stubUpload(answer: Answer | ((body: FormData) => Answer)) {
  const calls: UploadCall[] = [];
  class FakeUpload {
    status = 0;
    responseText = "";
    private method = "";
    private url = "";
    private listeners = new Map<string, (event: ProgressEvent) => void>();
    private uploadListeners = new Map<string, (event: ProgressEvent) => void>();
    upload = {
      addEventListener: (type: string, listener: (event: ProgressEvent) => void) =>
        this.uploadListeners.set(type, listener),
    };
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    addEventListener(type: string, listener: (event: ProgressEvent) => void) {
      this.listeners.set(type, listener);
    }
    abort() {}
    send(body: FormData) {
      calls.push({ method: this.method, url: this.url, body });
      const reply = typeof answer === "function" ? answer(body) : answer;
      setTimeout(() => {
        this.uploadListeners.get("progress")?.(
          new ProgressEvent("progress", { lengthComputable: true, loaded: 50, total: 100 }),
        );
      }, 0);
      setTimeout(() => {
        this.status = reply.status;
        this.responseText = reply.body === undefined ? "" : JSON.stringify(reply.body);
        this.listeners.get("load")?.(new ProgressEvent("load"));
      }, 30);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeUpload);
  return calls;
}
