// Where a search's time goes: the page query and the count query (X-Total-Count) of the search
// repository, each timed on its own against the seeded database, one after another.
import type { Kysely } from 'kysely';
import { todayInColombo } from '@ceylon/shared/domain';
import type { Database } from '../db/schema';
import { percentile } from './percentile';
import { countQuery, createHotelSearchRepository, pageQuery, SCAN_WINDOW } from '../repositories/hotel-search-repository';
import { COUNT_LIMIT, toSearch, type SearchQuery } from '../routes/hotels/search-query';

export interface QueryTimes {
  query: string;
  'p50 ms': number;
  'p90 ms': number;
  'max ms': number;
  'rows (mean)': number;
}

function timesOf(query: string, times: number[], rows: number[]): QueryTimes {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => Math.round(percentile(sorted, share) * 10) / 10;
  return {
    query,
    'p50 ms': at(0.5),
    'p90 ms': at(0.9),
    'max ms': at(1),
    'rows (mean)': Math.round(rows.reduce((sum, n) => sum + n, 0) / rows.length),
  };
}

/** `paths`: the benchmark's GET /api/hotels searches; each is parsed as the route parses it. */
export async function querySplit(db: Kysely<Database>, paths: string[]): Promise<QueryTimes[]> {
  const repository = createHotelSearchRepository(db);
  const page = { times: [] as number[], rows: [] as number[] };
  const whole = { times: [] as number[], rows: [] as number[] };
  const count = { times: [] as number[], rows: [] as number[] };
  const byStay = { times: [] as number[], rows: [] as number[] };
  for (const path of paths) {
    const params = new URL(path, 'http://bench').searchParams;
    const query: SearchQuery = {
      q: params.get('q') ?? undefined,
      checkIn: params.get('checkIn') ?? undefined,
      checkOut: params.get('checkOut') ?? undefined,
      guests: Number(params.get('guests') ?? 1),
      limit: Number(params.get('limit') ?? 20),
    };
    const { search } = toSearch(query, todayInColombo());
    const { search: priceSorted } = toSearch({ ...query, sort: 'price-asc' }, todayInColombo());
    let started = performance.now();
    page.rows.push((await repository.page(search)).hotels.length);
    page.times.push(performance.now() - started);
    started = performance.now();
    whole.rows.push((await pageQuery(db, search).execute()).length);
    whole.times.push(performance.now() - started);
    started = performance.now();
    byStay.rows.push((await repository.page(priceSorted)).hotels.length);
    byStay.times.push(performance.now() - started);
    started = performance.now();
    const [total] = await countQuery(db, search, COUNT_LIMIT).execute();
    count.times.push(performance.now() - started);
    count.rows.push(Number(total?.total ?? 0));
  }
  return [
    timesOf(`page: the first ${SCAN_WINDOW} of the order, else every match`, page.times, page.rows),
    timesOf('page over every match (no window), for comparison', whole.times, whole.rows),
    timesOf("page sorted price-asc with dates (by the stay's room charge: two streams merged)", byStay.times, byStay.rows),
    timesOf('count (X-Total-Count: matches up to 1,000)', count.times, count.rows),
  ];
}
