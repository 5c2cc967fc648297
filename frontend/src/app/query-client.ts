import { QueryClient } from '@tanstack/react-query';

/**
 * Server state cache. Query keys start with the read-model name they show, so a live
 * 'readModelChanged' push invalidates exactly those (src/lib/live.ts).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: 0 },
  },
});
