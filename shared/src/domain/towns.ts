// Towns (docs/product.md §2.3, destination pages): a hotel's town is its `location`, the free text
// its owner wrote, and its page's address is that text's slug. Values, so the pages, the web server
// and the API (whose migration 014 computes the same slug in SQL) share one rule.

const SLUG = '[a-z0-9]+(-[a-z0-9]+)*';

/** How a slug is written: lower-case letters and digits in runs joined by single hyphens. */
export const TOWN_SLUG_PATTERN = `^${SLUG}$`;
export const MAX_TOWN_SLUG_LENGTH = 80;

/** The most towns one `GET /api/destinations?towns=` asks about (a destination grid's tiles). */
export const MAX_TOWNS_ASKED = 24;
/** `kandy,nuwara-eliya`: up to MAX_TOWNS_ASKED slugs, comma-separated. */
export const TOWN_LIST_PATTERN = `^${SLUG}(,${SLUG}){0,${MAX_TOWNS_ASKED - 1}}$`;

/** Hotels on one page of a town. */
export const DESTINATION_PAGE_SIZE = 24;
/** The furthest page asked for: 240,000 hotels in one town, far past any catalogue. */
export const MAX_DESTINATION_PAGE = 10_000;
/** The most towns `GET /api/destinations` lists (api/docs/hotels.md): a hard cap on its cost. */
export const MAX_DESTINATIONS = 5_000;

/**
 * `Nuwara Eliya` → `nuwara-eliya`: letters A–Z lowered, every run of anything but a–z and 0–9 one
 * hyphen, none at either end; '' when nothing is left (such a town has no page). Only A–Z is
 * lowered, as the database does it (translate, not lower(), whose other letters depend on the
 * server's locale): a non-ASCII letter is a separator either way.
 */
export function townSlug(location: string): string {
  return location
    .replace(/[A-Z]/g, (letter) => letter.toLowerCase())
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function isTownSlug(text: string): boolean {
  return text.length <= MAX_TOWN_SLUG_LENGTH && new RegExp(TOWN_SLUG_PATTERN).test(text);
}

/**
 * The page number a town page's `?page=` asks for: 1 without one, null for anything that is not a
 * whole number from 1 to MAX_DESTINATION_PAGE written plainly (`02` and `1.0` are not), which is
 * no page at all. The browser and the web server read it alike.
 */
export function destinationPageNumber(value: string | null): number | null {
  if (value === null) return 1;
  if (!/^[1-9][0-9]{0,4}$/.test(value)) return null;
  const page = Number(value);
  return page <= MAX_DESTINATION_PAGE ? page : null;
}

/** A town page's one address: `/destinations/kandy`, `/destinations/kandy?page=2`. */
export function destinationPath(slug: string, page = 1): string {
  return page > 1 ? `/destinations/${slug}?page=${page}` : `/destinations/${slug}`;
}
