// The search cache's use, from the counts it keeps (search-cache.ts).
import type { Registry } from 'prom-client';
import type { SearchCache } from '../search-cache/search-cache';
import { scrapedCounter, scrapedGauge } from './scrape-metrics';

/** Hits, misses, entries and bytes of this server's search cache, read at each scrape. */
export function registerSearchCacheMetrics(registry: Registry, cache: SearchCache): void {
  scrapedCounter(
    registry,
    'ceylon_search_cache_hits_total',
    'Searches answered without a search of their own (cached, or shared with one in flight)',
    () => cache.stats().hits,
  );
  scrapedCounter(registry, 'ceylon_search_cache_misses_total', 'Searches made on the database', () => cache.stats().misses);
  scrapedGauge(registry, 'ceylon_search_cache_entries', 'Answers held in the search cache', () => cache.stats().entries);
  scrapedGauge(
    registry,
    'ceylon_search_cache_bytes',
    'Memory the search cache counts for its answers, in bytes',
    () => cache.stats().bytes,
  );
}
