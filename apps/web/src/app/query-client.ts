import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "../lib/api-error.ts";

const MAX_RETRIES = 2;

/**
 * The browser keeps one client for the whole visit; server rendering makes one per request
 * (entry-server.tsx), with no retry: a failed answer there falls back to the plain shell at once.
 */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will answer the same the second time; only network and server hiccups are retried.
        retry: server
          ? false
          : (failureCount, error) =>
              failureCount < MAX_RETRIES && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
