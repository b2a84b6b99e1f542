import { authMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { RouterProvider } from "react-router/dom";
import { setSessionExpiredHandler } from "../lib/api-client.ts";
import { redirectStateFor } from "../lib/redirect.ts";
import { toast } from "../lib/toast.ts";
import type { createAppRouter } from "./router.tsx";

// The notification area and sonner load after the page, not before it (decision 030).
const AppToaster = lazy(() => import("./toaster.tsx").then((module) => ({ default: module.AppToaster })));

/**
 * The notification area exists only in the browser, once the page is hydrated: the server has no
 * notification to show, and a lazy component rendered on one side only would not hydrate.
 */
function ClientToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}

/** What surrounds the router, the same in the browser and on the server (entry-server.tsx). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ClientToaster />
    </QueryClientProvider>
  );
}

type AppRouter = ReturnType<typeof createAppRouter>;

/** The API client noticed a dead session (401 on a call that carried a token) and already dropped it. */
export function handleExpiredSessions(router: AppRouter, queryClient: QueryClient): void {
  setSessionExpiredHandler(() => {
    queryClient.clear();
    toast.error(authMessages.sessionExpired);
    void router.navigate(paths.auth.getHref(), { state: redirectStateFor(router.state.location) });
  });
}

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
