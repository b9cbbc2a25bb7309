// Hotels of their own for the search tests: a word no other hotel has, so `q` picks out exactly them.
import type { FastifyInstance } from 'fastify';
import type { Hotel } from '@ceylon/shared/domain';
import { createHotel, type Actor } from './actors';
import { call } from './test-app';

export interface SearchAnswer {
  hotels: Hotel[];
  /** X-Total-Count: sent with the first page only (undefined on a cursor's pages). */
  total: number | undefined;
  /** X-Total-Count-Capped: more hotels match than were counted. */
  capped: boolean;
  next: string | undefined;
}

export async function search(app: FastifyInstance, query: string): Promise<SearchAnswer> {
  const response = await call(app, 'GET', `/api/hotels${query ? `?${query}` : ''}`);
  if (response.statusCode !== 200) throw new Error(`Search ${query} failed: ${response.body}`);
  const next = response.headers['x-next-cursor'];
  const total = response.headers['x-total-count'];
  return {
    hotels: response.json<Hotel[]>(),
    total: total === undefined ? undefined : Number(total),
    capped: response.headers['x-total-count-capped'] === 'true',
    next: next === undefined ? undefined : String(next),
  };
}

/** Every hotel of a search, page by page on the cursor. */
export async function allPages(
  app: FastifyInstance,
  query: string,
  limit: number,
): Promise<{ hotels: Hotel[]; totals: (number | undefined)[] }> {
  const hotels: Hotel[] = [];
  const totals: (number | undefined)[] = [];
  let cursor: string | undefined;
  do {
    const page = await search(app, `${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.hotels.length).toBeLessThanOrEqual(limit);
    hotels.push(...page.hotels);
    totals.push(page.total);
    cursor = page.next;
  } while (cursor);
  return { hotels, totals };
}

/** Seven hotels named `<word> …`, with ties in price, rating and best-seller for the keyset to break. */
export async function createSearchHotels(app: FastifyInstance, owner: Actor, word: string): Promise<Hotel[]> {
  const made: Hotel[] = [];
  const specs = [
    { title: `${word} Palm Villa`, location: 'Galle', price: 80, rating: 4.5, bestSeller: true },
    { title: `${word} Hill Lodge`, location: 'Ella', price: 99.99, rating: 4.5, bestSeller: false },
    { title: `${word} Fort Inn`, location: 'Jaffna', price: 100, rating: 3.9, bestSeller: true },
    { title: `${word} Surf House`, location: 'Arugam Bay', price: 80, rating: 4.8, bestSeller: false },
    { title: `${word} Tea Estate`, location: 'Nuwara Eliya', price: 250.5, rating: 4.5, bestSeller: true },
    { title: `${word} 100% Beach`, location: 'Mirissa', price: 60, rating: 4.1, bestSeller: false },
    { title: `${word} Rock View`, location: 'Sigiriya', price: 150, rating: 4.8, bestSeller: true },
  ];
  // One at a time, so created_at follows the list (recommended breaks ties on it).
  for (const spec of specs) made.push(await createHotel(app, owner, { ...spec, rooms: 2 }));
  return made;
}
