import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "../lib/api-error.ts";

const MAX_RETRIES = 2;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will answer the same the second time; only network and server hiccups are retried.
      retry: (failureCount, error) =>
        failureCount < MAX_RETRIES && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});
