// GET /api/hotels: the array of hotels of docs/product.md §7, searched, sorted and paged; the count
// and the next page's cursor travel in headers so every existing caller still reads a plain array.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { HotelSchema, HotelSearchQuery } from '@ceylon/shared/contracts';
import { fromCents, priceStay, todayInColombo, type Hotel, type HotelCharge } from '@ceylon/shared/domain';
import { createHotelSearchRepository, keyOf, type FoundHotel, type StayFilter } from '../../repositories/hotel-search-repository';
import { openSideConnection } from '../../db/connect';
import { toHotel } from '../../repositories/hotels-repository';
import { createHotelChargesRepository } from '../../repositories/hotel-charges-repository';
import { createSeasonsRepository, type SeasonsByHotel } from '../../repositories/seasons-repository';
import { encode, preferredEncoding } from '../../search-cache/encoded-answer';
import { registerSearchCacheMetrics } from '../../metrics/search-cache-metrics';
import { createSearchCache, searchKey, track, type CachedAnswer } from '../../search-cache/search-cache';
import { errorResponses } from '../../schemas/error-responses';
import { encodeCursor } from './search-cursor';
import { COUNT_LIMIT, toSearch, UNLIMITED_CAP } from './search-query';

/** What a page's stays are priced from: its hotels' seasons over the stay and their charges. */
interface PagePrices {
  seasons: SeasonsByHotel;
  charges: Map<string, HotelCharge[]>;
}

/**
 * A found hotel as the answer shows it: with a stay, its free rooms, the stay's room charge from its
 * nightly prices (`stayTotal`, what the price orders sort by) and its taxes and charges for the
 * rooms asked for (`stayCharges`), by the shared rule (priceStay).
 */
function present(row: FoundHotel, stay: StayFilter | undefined, prices: PagePrices): Hotel {
  if (!stay) return toHotel(row);
  const pricing = { price: row.price, seasons: prices.seasons.get(row.id) ?? [] };
  const charges = prices.charges.get(row.id) ?? [];
  const price = priceStay(pricing, stay.checkIn, stay.checkOut, stay.guests, { charges, rooms: stay.rooms });
  return {
    ...toHotel(row),
    availableRooms: row.availableRooms ?? 0,
    stayTotal: fromCents(price.roomChargeCents),
    stayCharges: fromCents(price.charges.reduce((sum, { cents }) => sum + cents, 0)),
  };
}

/** An answer serialised once (by the route's own response schema) and compressed once, sent as it is, cached or not. */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  void reply.headers(answer.headers).type('application/json; charset=utf-8');
  if (answer.encoded.br === undefined) return reply.send(answer.body);
  void reply.header('vary', 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const encoded = encoding === undefined ? undefined : answer.encoded[encoding];
  return encoded === undefined ? reply.send(answer.body) : reply.header('content-encoding', encoding).send(encoded);
}

/**
 * todayInColombo worked out once a minute (it formats through Intl, a cost every search would pay):
 * Colombo is UTC+05:30, so its date changes only as a UTC minute begins.
 */
function todayEachMinute(): () => string {
  let today = '';
  let until = 0;
  return () => {
    const now = Date.now();
    // A new minute (or a clock set back): work the date out again.
    if (now >= until || now < until - 60_000) {
      today = todayInColombo(new Date(now));
      until = (Math.floor(now / 60_000) + 1) * 60_000;
    }
    return today;
  };
}

/** What follows the `?` of the request's URL, exactly as sent ('' without one). */
function queryStringOf(request: FastifyRequest): string {
  const start = request.url.indexOf('?');
  return start === -1 ? '' : request.url.slice(start + 1);
}

/**
 * `cap`: the most hotels a request without `limit` gets; `countLimit`: how far matches are counted
 * (tests give small ones).
 */
const searchRoutes: FastifyPluginAsyncTypebox<{ cap?: number; countLimit?: number }> = async (
  app,
  { cap = UNLIMITED_CAP, countLimit = COUNT_LIMIT },
) => {
  const hotels = createHotelSearchRepository(app.db);
  const seasons = createSeasonsRepository(app.db);
  const hotelCharges = createHotelChargesRepository(app.db);
  // On PostgreSQL the version is read on a connection of its own (see openSideConnection); PGlite
  // has one connection for everything.
  const versionDb = app.databaseKind === 'postgres' ? await openSideConnection(app.config, app.log) : app.db;
  const cache = createSearchCache(versionDb, app.config.searchCacheMb * 1024 * 1024);
  const tracked = track(cache);
  if (app.hasDecorator('metrics')) registerSearchCacheMetrics(app.metrics, cache);
  app.addHook('onClose', async () => {
    tracked.release();
    if (versionDb !== app.db) await versionDb.destroy();
  });
  /** The key and day each request was given before validation, for its search on a miss. */
  const keyed = new WeakMap<FastifyRequest, { key: string; today: string }>();
  const todayNow = todayEachMinute();

  app.get(
    '/',
    {
      schema: {
        operationId: 'searchHotels',
        summary: 'Search hotels',
        tags: ['hotels'],
        description:
          `Hotels matching the filters. Headers, on the first page (no cursor): X-Total-Count (the matches, counted up to ${COUNT_LIMIT}) ` +
          `and X-Total-Count-Capped: true when more than ${COUNT_LIMIT} match; on every page X-Next-Cursor while more remain. ` +
          `Without limit at most ${UNLIMITED_CAP} hotels are returned. With checkIn and checkOut each hotel carries availableRooms, ` +
          `stayTotal (the stay's room charge from the nightly prices) and stayCharges (its taxes and charges for the rooms asked for), ` +
          'and sort=price-asc|price-desc orders by stayTotal.',
        querystring: HotelSearchQuery,
        response: { 200: Type.Array(HotelSchema), ...errorResponses() },
      },
      // A repeated search is answered here, before validation: the version first (see search-cache.ts
      // for why that order keeps answers exact), then the answer stored under the exact query text.
      onRequest: async (request, reply) => {
        const today = todayNow();
        const key = searchKey(await cache.version(), today, queryStringOf(request));
        const stored = cache.stored(key);
        if (stored) return sendAnswer(request, reply, stored);
        keyed.set(request, { key, today });
        return undefined;
      },
    },
    async (request, reply) => {
      const given = keyed.get(request);
      if (!given) throw new Error('The search route ran without its onRequest hook');
      const { key, today } = given;
      const { search } = toSearch(request.query, today, cap);
      const answer = await cache.answer(key, async () => {
        // The count comes with the first page only (a client keeps it while paging on), and stops at
        // countLimit. Independent reads: on PostgreSQL they run on two connections at once.
        const firstPage = request.query.cursor === undefined;
        const [page, count] = await Promise.all([hotels.page(search), firstPage ? hotels.count(search, countLimit) : undefined]);
        const headers: Record<string, string> = {};
        if (count) headers['X-Total-Count'] = String(count.total);
        if (count?.more) headers['X-Total-Count-Capped'] = 'true';
        const last = page.hotels.at(-1);
        if (page.more && last) headers['X-Next-Cursor'] = encodeCursor({ order: search.order, key: keyOf(last, search.order) });
        // The page's seasons over the stay's nights and its charges: a read of each by the page's ids, only with dates.
        const { stay } = search;
        const ids = page.hotels.map((row) => row.id);
        const [pageSeasons, pageCharges] = stay
          ? await Promise.all([seasons.pricingOf(ids, { from: stay.checkIn, until: stay.checkOut }), hotelCharges.listOf(ids)])
          : [new Map() as SeasonsByHotel, new Map<string, HotelCharge[]>()];
        // The route's JSON serializer (fast-json-stringify from the response schema) always returns a string.
        const json = reply.serialize(
          page.hotels.map((row) => present(row, stay, { seasons: pageSeasons, charges: pageCharges })),
        ) as string;
        const body = Buffer.from(json);
        return { body, encoded: encode(body), headers };
      });
      return sendAnswer(request, reply, answer);
    },
  );
};

export default searchRoutes;
