// A cache of search answers (GET /api/hotels), exact by construction: every entry is keyed by the
// catalogue's version (migration 010), which every write to hotels, their nights, closures or
// photos moves on in its own transaction. A request reads the version first and then, on a miss,
// the search; whatever it stores under that version is at least as new as the version, and once a
// write commits every later request reads a newer version and misses. So availability is never
// stale, on one server or several, and repeated searches between writes spare the database.
import { LRUCache } from 'lru-cache';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A serialised answer (UTF-8 bytes, so sending it copies nothing) and the headers that go with it. */
export interface CachedAnswer {
  body: Buffer;
  headers: Record<string, string>;
}

/** Counted over the cache's life, for `npm run bench:search`. */
export interface CacheStats {
  /** Answers sent without a search of their own: from the cache, or shared with a search in flight. */
  hits: number;
  /** Searches made. */
  misses: number;
  entries: number;
  bytes: number;
}

export interface SearchCache {
  /** The catalogue version to key this request's entry by: read before anything else. */
  version(): Promise<string>;
  /**
   * The cached answer for `key`; else the answer another request is already computing for it (so a
   * burst of one search reaches the database once); else `compute`'s, stored.
   */
  answer(key: string, compute: () => Promise<CachedAnswer>): Promise<CachedAnswer>;
  stats(): CacheStats;
}

/** The version as it is now; read with one primary-key lookup. */
export async function catalogueVersion(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('catalogueVersion').select('version').executeTakeFirstOrThrow();
  return String(row.version);
}

const sizeOf = (answer: CachedAnswer) => answer.body.length + 200;

/** Entries older than this are dropped even if no write came: a bound on memory kept for old versions. */
const ENTRY_TTL_MS = 5 * 60_000;

/** `maxBytes` of 0 turns caching off: every request reads the database (SEARCH_CACHE_MB=0). */
export function createSearchCache(db: Kysely<Database>, maxBytes: number): SearchCache {
  const counts = { hits: 0, misses: 0 };
  const entries =
    maxBytes > 0 ? new LRUCache<string, CachedAnswer>({ maxSize: maxBytes, sizeCalculation: sizeOf, ttl: ENTRY_TTL_MS }) : undefined;
  const inFlight = new Map<string, Promise<CachedAnswer>>();
  return {
    version: () => (entries ? catalogueVersion(db) : Promise.resolve('off')),
    answer(key, compute) {
      if (!entries) {
        counts.misses += 1;
        return compute();
      }
      const ready = entries.get(key) ?? inFlight.get(key);
      if (ready) {
        counts.hits += 1;
        return Promise.resolve(ready);
      }
      counts.misses += 1;
      const computing = compute()
        .then((answer) => {
          entries.set(key, answer);
          return answer;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, computing);
      return computing;
    },
    stats: () => ({ ...counts, entries: entries?.size ?? 0, bytes: entries?.calculatedSize ?? 0 }),
  };
}

const open = new Set<SearchCache>();

/** Counts a cache in searchCacheTotals until `release` is called (when its server closes). */
export function track(cache: SearchCache): { release: () => void } {
  open.add(cache);
  return { release: () => open.delete(cache) };
}

/** Every open search cache of this process added up: the benchmark runs the API in its own process. */
export function searchCacheTotals(): CacheStats {
  return [...open]
    .map((cache) => cache.stats())
    .reduce(
      (sum, s) => ({
        hits: sum.hits + s.hits,
        misses: sum.misses + s.misses,
        entries: sum.entries + s.entries,
        bytes: sum.bytes + s.bytes,
      }),
      {
        hits: 0,
        misses: 0,
        entries: 0,
        bytes: 0,
      },
    );
}

/** The same search written in any order of its parameters gives one key. */
export function searchKey(version: string, today: string, query: object): string {
  const sorted = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${version}|${today}|${JSON.stringify(sorted)}`;
}
