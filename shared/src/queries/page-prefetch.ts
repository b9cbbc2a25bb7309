import type { QueryClient } from '@tanstack/react-query';

/**
 * What an exposed page may export beside its component (`export const prefetch`): the reads the
 * server makes before it renders the page, into the response's cache, which the browser takes over.
 * Reads through the site's API client, as the page's own hooks do, with the same query options.
 */
export type PagePrefetch = (
  client: QueryClient,
  page: { params: Readonly<Record<string, string | undefined>>; search: URLSearchParams },
) => Promise<unknown>;
