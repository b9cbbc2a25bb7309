// Hotel search: every filter and sort order of GET /api/hotels reads an index. One
// statement per entry. The indexes are partial on `deleted_at is null`, as every listing is.
export const statements: string[] = [
  // pg_trgm lives in `public` whatever the connection's search_path (DATABASE_SCHEMA): an extension
  // exists once per database, and API processes or test files migrating at the same moment may
  // both try to create it, so the loser of that race carries on. PGlite loads it in connect.ts.
  `do $$ begin
    create extension if not exists pg_trgm schema public;
  exception when unique_violation or duplicate_object then null;
  end $$`,
  // `q` is a case-insensitive substring of title or location: lower(…) like '%q%', which trigram
  // GIN indexes answer (a B-tree cannot, the pattern starts with a wildcard). fastupdate off: hotels
  // change rarely, and rows waiting in GIN's pending list until the next vacuum make every search
  // read that list (and the planner, pricing it, falls back to a scan).
  `create index hotels_title_trgm on hotels using gin (lower(title) public.gin_trgm_ops) with (fastupdate = off) where deleted_at is null`,
  `create index hotels_location_trgm on hotels using gin (lower(location) public.gin_trgm_ops) with (fastupdate = off) where deleted_at is null`,
  // One B-tree per sort order, its columns in the order of the sort's keyset (id last).
  `create index hotels_listed on hotels (created_at, id) where deleted_at is null`,
  `create index hotels_recommended on hotels (best_seller desc, rating desc, created_at, id) where deleted_at is null`,
  // price-asc reads it forwards, price-desc backwards (its tiebreak is id desc for that reason).
  `create index hotels_price on hotels (price, id) where deleted_at is null`,
  `create index hotels_rating on hotels (rating desc, id) where deleted_at is null`,
];
