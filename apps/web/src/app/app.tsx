import { authMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { RouterProvider } from "react-router/dom";
import { setSessionExpiredHandler } from "../lib/api-client.ts";
import { redirectStateFor } from "../lib/redirect.ts";
import { toast } from "../lib/toast.ts";
import { queryClient } from "./query-client.ts";
import { router } from "./router.tsx";

// The notification area and sonner load after the page, not before it (decision 030).
const AppToaster = lazy(() => import("./toaster.tsx").then((module) => ({ default: module.AppToaster })));

// The API client noticed a dead session (401 on a call that carried a token) and already dropped it.
setSessionExpiredHandler(() => {
  queryClient.clear();
  toast.error(authMessages.sessionExpired);
  void router.navigate(paths.auth.getHref(), { state: redirectStateFor(router.state.location) });
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
