import { apiClient, isApiError, queryOptions, type Destination, type DestinationList, type DestinationPage } from '@ceylon/shared';

/** GET /api/destinations: every town with hotels, or those of `slugs` that have some (api/docs/hotels.md, "Destinations"). */
export async function getDestinations(slugs?: readonly string[], signal?: AbortSignal): Promise<Destination[]> {
  const { data } = await apiClient.get<DestinationList>('/destinations', {
    params: slugs ? { towns: slugs.join(',') } : undefined,
    signal,
  });
  return Array.isArray(data?.towns) ? data.towns : [];
}

/**
 * The towns with hotels as a query: every one (/attractions lists them), or only `slugs` (a
 * destination grid's tiles, at most 24). The pages that show them read it on the server before
 * they render (their `prefetch`), so the links are in the page a crawler gets.
 */
export const destinationsQuery = (slugs?: readonly string[]) =>
  queryOptions({
    queryKey: ['destinations', slugs ? slugs.join(',') : 'all'] as const,
    queryFn: ({ signal }) => getDestinations(slugs, signal),
  });

/** One page of a town's hotels, or null when there is no such town or page (404, or 400 for a slug that cannot be one). */
export async function getDestination(slug: string, page: number, signal?: AbortSignal): Promise<DestinationPage | null> {
  try {
    const { data } = await apiClient.get<DestinationPage>(`/destinations/${encodeURIComponent(slug)}`, {
      params: page > 1 ? { page } : undefined,
      signal,
    });
    return data;
  } catch (error) {
    if (isApiError(error) && (error.response?.status === 404 || error.response?.status === 400)) return null;
    throw error;
  }
}

/** A town's page of hotels as a query: read by the server before it renders /destinations/<town>, and by the browser as the visitor pages on. */
export const destinationQuery = (slug: string, page: number) =>
  queryOptions({ queryKey: ['destination', slug, page] as const, queryFn: ({ signal }) => getDestination(slug, page, signal) });
