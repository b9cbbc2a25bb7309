import { destinationPageNumber, isTownSlug } from '@ceylon/shared';

export interface TownRequest {
  slug: string;
  page: number;
}

/**
 * The town and page an address asks for (`/destinations/Kandy?page=2` → kandy, 2), or null when it
 * cannot name one: that is the not-found page, as the server answers it (a 404). The town is
 * lower-cased, as the router matches the path's case-insensitively; the page is 1 without `?page=`.
 */
export function townRequest(town: string | undefined, page: string | null): TownRequest | null {
  const slug = (town ?? '').toLowerCase();
  const number = destinationPageNumber(page);
  return isTownSlug(slug) && number !== null ? { slug, page: number } : null;
}

/** Page numbers a pager shows: the first, the last and the two either side of the current one; `gap` where some are left out. */
export function pagerItems(page: number, pageCount: number): (number | 'gap')[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => {
    const previous = shown[i - 1];
    if (previous === undefined || n === previous + 1) return [n];
    // One page left out is shown rather than a gap standing for it.
    return n === previous + 2 ? [previous + 1, n] : ['gap' as const, n];
  });
}
