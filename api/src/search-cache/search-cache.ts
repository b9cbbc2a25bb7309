// A cache of search answers (GET /api/hotels), exact by construction: every entry is keyed by the
// catalogue's version (migration 010), which every write to hotels, their nights, closures or
// photos moves on in its own transaction. A request reads the version first and then, on a miss,
// the search; whatever it stores under that version is at least as new as the version, and once a
// write commits every later request reads a newer version (each by a read begun after it arrived,
// see freshReads) and misses. On PGlite, which only this process writes, the version is known
// in memory between writes (see knownVersions). So availability is never stale, on one server or several, and
// repeated searches between writes spare the database.
import { LRUCache } from 'lru-cache';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { writeWatchOf, type WriteWatch } from '../db/in-process-dialect';
import type { Encoded } from './encoded-answer';

/** A serialised answer (UTF-8 bytes, so sending it copies nothing), compressed, and the headers that go with it. */
export interface CachedAnswer {
  body: Buffer;
  encoded: Encoded;
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
  /**
   * The catalogue version to key this request's entry by: read before anything else, by a read
   * that starts after this call (see freshReads).
   */
  version(): Promise<string>;
  /** The answer stored for `key`, if there is one (the route's fast path, before validation). */
  stored(key: string): CachedAnswer | undefined;
  /**
   * The cached answer for `key`; else the answer another request is already computing for it (so a
   * burst of one search reaches the database once); else `compute`'s, stored.
   */
  answer(key: string, compute: () => Promise<CachedAnswer>): Promise<CachedAnswer>;
  stats(): CacheStats;
}

const versionQuery = (db: Kysely<Database>) => db.selectFrom('catalogueVersion').select('version').compile();

/** Reads the version as it is now, with one primary-key lookup; its query is built once (every search reads it). */
function versionReader(db: Kysely<Database>): () => Promise<string> {
  let query: ReturnType<typeof versionQuery> | undefined;
  return async () => {
    query ??= versionQuery(db);
    const [row] = (await db.executeQuery(query)).rows;
    if (!row) throw new Error('catalogue_version has no row');
    return String(row.version);
  };
}

/**
 * `read` shared among callers without losing freshness: a caller never gets a read that started
 * before it called (that one might predate a write committed just before), but everyone who calls
 * while a read runs shares the one that starts when it ends. So at most one read is in flight, the
 * reads per second are bounded by the database's round trip rather than by the request rate, and
 * the more requests come at once the more share each read.
 */
export function freshReads<T>(read: () => Promise<T>): () => Promise<T> {
  /** Settles (never fails) when the read in flight has; undefined when none is. */
  let running: Promise<void> | undefined;
  /** The read that starts when the one in flight has settled, shared by everyone waiting for it. */
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const reading = read();
    const settled: Promise<void> = reading
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        if (running === settled) running = undefined;
      });
    running = settled;
    return reading;
  };
  return () => {
    if (!running) return start();
    next ??= running.then(() => {
      next = undefined;
      return start();
    });
    return next;
  };
}

/**
 * The version on a database only this process writes (PGlite, see in-process-dialect.ts): read again only
 * when a statement that may write has started since the last read began, else known without
 * touching the database (every read there runs on the event loop, queued behind any search).
 * Exact still: a write moves the count on before it runs, so no read that overlaps it is reused.
 */
export function knownVersions(read: () => Promise<string>, watch: WriteWatch): () => Promise<string> {
  let known: { version: string; writes: number } | undefined;
  const shared = freshReads(async () => {
    const writes = watch.writes;
    return { version: await read(), writes };
  });
  return async () => {
    if (known?.writes === watch.writes) return known.version;
    const fresh = await shared();
    if (!known || fresh.writes >= known.writes) known = fresh;
    return fresh.version;
  };
}

const sizeOf = (answer: CachedAnswer, key: string) =>
  answer.body.length + (answer.encoded.br?.length ?? 0) + (answer.encoded.gzip?.length ?? 0) + key.length + 200;

/** Entries older than this are dropped even if no write came: a bound on memory kept for old versions. */
const ENTRY_TTL_MS = 5 * 60_000;

/** `maxBytes` of 0 turns caching off: every request reads the database (SEARCH_CACHE_MB=0). */
export function createSearchCache(db: Kysely<Database>, maxBytes: number): SearchCache {
  const counts = { hits: 0, misses: 0 };
  const entries =
    maxBytes > 0 ? new LRUCache<string, CachedAnswer>({ maxSize: maxBytes, sizeCalculation: sizeOf, ttl: ENTRY_TTL_MS }) : undefined;
  const inFlight = new Map<string, Promise<CachedAnswer>>();
  const watch = maxBytes > 0 ? writeWatchOf(db) : undefined;
  const version =
    maxBytes <= 0 ? () => Promise.resolve('off') : watch ? knownVersions(versionReader(db), watch) : freshReads(versionReader(db));
  return {
    version,
    stored(key) {
      const found = entries?.get(key);
      if (found) counts.hits += 1;
      return found;
    },
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

/**
 * One search's key: the version, the day (a stay's validity and the prices' "today" move with it)
 * and the query string exactly as sent. Exact, so the key can be looked up before the query is
 * validated: the same text always validates and searches alike, and only answers (200) are stored.
 * The same search with its parameters in another order is another entry; the site always writes
 * them in one order.
 */
export function searchKey(version: string, today: string, queryString: string): string {
  return `${version}|${today}|${queryString}`;
}
