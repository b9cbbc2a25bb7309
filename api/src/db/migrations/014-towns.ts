// Destination pages (GET /api/destinations, /api/destinations/:slug): a hotel's town is its
// location's slug, kept beside it as a stored generated column, so the database keeps it right
// through every write path and the towns can be indexed. The slug is townSlug of
// @ceylon/shared/domain written in SQL: A–Z lowered with translate (lower() of other letters
// follows the server's locale, and PGlite's differs from a PostgreSQL server's), each run of
// anything but a–z and 0–9 one hyphen, none at either end. Its collation is "C", so towns sort
// alike on every server (a slug is ASCII: C is its alphabetical order). Both indexes are partial
// on `deleted_at is null`, as every listing is. One statement per entry.

/** A hotel's guests' mean rating, null before the first review: a town's page lists the best first. The repository orders by this very expression, so its index serves it. */
export const GUEST_MEAN_SQL = 'review_total::float8 / nullif(review_count, 0)';

export const statements: string[] = [
  `alter table hotels add column town_slug text collate "C" not null generated always as (
    btrim(regexp_replace(translate(location, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'), '[^a-z0-9]+', '-', 'g'), '-')
  ) stored`,
  // The town list and a town's name and count: per town, its spellings and their hotels' last
  // edits, read from the index alone (grouped in its order, no sort, no visit to the rows).
  `create index hotels_towns on hotels (town_slug, location) include (updated_at) where deleted_at is null`,
  // A town's page: its hotels in the page's order, best guest score first, then by id, so a page
  // is a short walk of the index from the town's first entry.
  `create index hotels_town_page on hotels (town_slug, (${GUEST_MEAN_SQL}) desc nulls last, id) where deleted_at is null`,
];
