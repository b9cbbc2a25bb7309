import { QueryClient } from '@tanstack/react-query';

/**
 * The site's one cache of what it read from the API (TanStack Query), one per page in the browser
 * and one per response on the server, which fills it before rendering and hands it to the browser
 * (docs/decisions/0020). It keeps the site's old habits: a failed read is not retried on its own
 * (pages say so, or offer Retry), nothing is read again because the window got focus, and what was
 * read stays fresh for a minute, so a hydrated page does not read it twice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
    },
  });
}
