// The towns with hotels and one town's hotels a page at a time (GET /api/destinations and
// /api/destinations/:slug). A town is every live hotel whose location has the same slug (migration
// 014's generated town_slug); its name is the spelling most of them use, ties going to the first
// in code-point order. Read-only: every query here walks one of migration 014's indexes.
import { sql, type Kysely } from 'kysely';
import { MAX_DESTINATIONS, MAX_TOWN_SLUG_LENGTH } from '@ceylon/shared/domain';
import type { Database } from '../db/schema';
import { GUEST_MEAN_SQL } from '../db/migrations/014-towns';
import type { HotelCardRecord } from './hotels-repository';

export interface TownRow {
  slug: string;
  name: string;
  hotelCount: number;
  lastmod: Date;
}

/** The order of a town's page, as migration 014's hotels_town_page holds it. */
const guestMean = sql.raw(GUEST_MEAN_SQL);

/**
 * Each town's spellings: per (slug, location), its live hotels and their latest edit. A slug that
 * is empty (a location of punctuation alone) or too long for a page's address has no town.
 */
function spellingsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('hotels')
    .select((eb) => ['townSlug', 'location', sql<number>`count(*)::int`.as('hotels'), eb.fn.max('updatedAt').as('lastmod')])
    .where('deletedAt', 'is', null)
    .where('townSlug', '<>', '')
    .where(sql<boolean>`length(town_slug) <= ${MAX_TOWN_SLUG_LENGTH}`)
    .groupBy(['townSlug', 'location']);
}

/** Towns from their spellings: the most used spelling names the town (ties: code-point order). */
function townsQuery(db: Kysely<Database>, spellings: ReturnType<typeof spellingsQuery>) {
  return db
    .selectFrom(spellings.as('spellings'))
    .select([
      'townSlug as slug',
      sql<string>`(array_agg(location order by hotels desc, location collate "C"))[1]`.as('name'),
      sql<number>`sum(hotels)::int`.as('hotelCount'),
      sql<Date>`max(lastmod)`.as('lastmod'),
    ])
    .groupBy('townSlug');
}

/** Every town, or those of `slugs`, by slug, at most `limit`. Exported for EXPLAIN (the sitemap bench). */
export function townsListQuery(db: Kysely<Database>, limit = MAX_DESTINATIONS, slugs?: readonly string[]) {
  const spellings = slugs ? spellingsQuery(db).where('townSlug', 'in', slugs) : spellingsQuery(db);
  return townsQuery(db, spellings).orderBy('townSlug').limit(limit);
}

/** One town's name, count and last edit; no row when it has no live hotels. */
export function townQuery(db: Kysely<Database>, slug: string) {
  return townsQuery(db, spellingsQuery(db).where('townSlug', '=', slug));
}

/**
 * The town's hotels from `offset` on, `limit` of them, best guest score first, then by id. The
 * page is cut from the index first and only its hotels are joined to their creators, so a far
 * page skips index entries, not joins. Exported for EXPLAIN.
 */
export function townHotelsQuery(db: Kysely<Database>, slug: string, offset: number, limit: number) {
  const page = db
    .selectFrom('hotels')
    .select([
      'id',
      'title',
      'location',
      'price',
      'imageUrl',
      'rating',
      'bestSeller',
      'reviewCount',
      'reviewTotal',
      'cover',
      'creatorId',
      sql<number | null>`${guestMean}`.as('guestMean'),
    ])
    .where('deletedAt', 'is', null)
    .where('townSlug', '=', slug)
    .orderBy(sql`${guestMean} desc nulls last`)
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .as('page');
  return db
    .selectFrom(page)
    .innerJoin('users', 'users.id', 'page.creatorId')
    .select([
      'page.id',
      'page.title',
      'page.location',
      'page.price',
      'page.imageUrl',
      'page.rating',
      'page.bestSeller',
      'page.reviewCount',
      'page.reviewTotal',
      'page.cover',
      'page.creatorId',
      'users.firstName as creatorFirstName',
      'users.lastName as creatorLastName',
    ])
    .orderBy(sql`page.guest_mean desc nulls last`)
    .orderBy('page.id');
}

export function createDestinationsRepository(db: Kysely<Database>) {
  return {
    /** Every town with live hotels (or those of `slugs` that have some), by slug; at most `limit` (MAX_DESTINATIONS for the route). */
    towns({ slugs, limit = MAX_DESTINATIONS }: { slugs?: readonly string[]; limit?: number } = {}): Promise<TownRow[]> {
      if (slugs?.length === 0) return Promise.resolve([]);
      return townsListQuery(db, limit, slugs).execute();
    },

    /** The town of `slug`, or undefined when none of its hotels is live. */
    town(slug: string): Promise<TownRow | undefined> {
      return townQuery(db, slug).executeTakeFirst();
    },

    /** The `page`-th slice of `pageSize` of the town's hotels (from 1), empty past the last. */
    hotels(slug: string, page: number, pageSize: number): Promise<HotelCardRecord[]> {
      return townHotelsQuery(db, slug, (page - 1) * pageSize, pageSize).execute();
    },
  };
}

export type DestinationsRepository = ReturnType<typeof createDestinationsRepository>;
