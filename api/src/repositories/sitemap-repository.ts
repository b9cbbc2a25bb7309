// The live hotels a sitemap lists, in id order. A hotel's id never changes, so a page moves only
// when hotels are added or deleted, never when one is edited; and the order is an index's order
// (hotels_sitemap, migration 013), read without sorting and without visiting the rows.
import { sql, type Kysely } from 'kysely';
import { SITEMAP_PAGE_SIZE } from '@ceylon/shared/contracts';
import type { Database } from '../db/schema';

/** One sitemap file: the `page`-th slice of `pageSize` hotels, how many it holds and its latest edit. */
export interface SitemapFile {
  page: number;
  count: number;
  lastmod: Date;
}

export interface SitemapEntry {
  id: string;
  lastmod: Date;
}

const liveHotels = (db: Kysely<Database>) => db.selectFrom('hotels').where('deletedAt', 'is', null);

/**
 * Every file in one pass over the id order: the n-th hotel (row_number) falls in page
 * (n − 1) / pageSize + 1, and grouping on that counts and dates the pages. No hotels, no files.
 */
export function filesQuery(db: Kysely<Database>, pageSize: number) {
  const numbered = liveHotels(db)
    .select([sql<string>`(row_number() over (order by id) - 1) / ${pageSize}`.as('slice'), 'updatedAt'])
    .as('numbered');
  return db
    .selectFrom(numbered)
    .select((eb) => [sql<number>`slice::int + 1`.as('page'), sql<number>`count(*)::int`.as('count'), eb.fn.max('updatedAt').as('lastmod')])
    .groupBy('slice')
    .orderBy('slice');
}

/**
 * The `page`-th slice, empty past the last. The offset skips index entries only, so the last page
 * of 100,000 hotels costs about what the first does; a keyset would need the previous page's last
 * id, which a sitemap file's URL (a page number) does not carry.
 */
export function pageQuery(db: Kysely<Database>, page: number, pageSize: number) {
  return liveHotels(db)
    .select(['id', 'updatedAt as lastmod'])
    .orderBy('id')
    .offset((page - 1) * pageSize)
    .limit(pageSize);
}

/** `pageSize` is the protocol's for the routes; the tests cut smaller pages. */
export function createSitemapRepository(db: Kysely<Database>) {
  return {
    files(pageSize = SITEMAP_PAGE_SIZE): Promise<SitemapFile[]> {
      return filesQuery(db, pageSize).execute();
    },

    page(page: number, pageSize = SITEMAP_PAGE_SIZE): Promise<SitemapEntry[]> {
      return pageQuery(db, page, pageSize).execute();
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
