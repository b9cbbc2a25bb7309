// GET /api/hotels: SPEC's array of hotels, searched, sorted and paged; the count and the next
// page's cursor travel in headers so every existing caller still reads a plain array.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { HotelSchema, HotelSearchQuery } from '@ceylon/shared/contracts';
import { stayPrice, todayInColombo, type Hotel } from '@ceylon/shared/domain';
import { createHotelSearchRepository, keyOf, type FoundHotel, type StayFilter } from '../../repositories/hotel-search-repository';
import { toHotel } from '../../repositories/hotels-repository';
import { createSearchCache, searchKey, track, type CachedAnswer } from '../../search-cache/search-cache';
import { errorResponses } from '../../schemas/error-responses';
import { encodeCursor } from './search-cursor';
import { COUNT_LIMIT, toSearch, UNLIMITED_CAP } from './search-query';

function present(row: FoundHotel, stay: StayFilter | undefined, guests: number | undefined): Hotel {
  if (!stay || guests === undefined) return toHotel(row);
  return { ...toHotel(row), availableRooms: row.availableRooms ?? 0, stayTotal: stayPrice(row.price, stay.checkIn, stay.checkOut, guests) };
}

/** An answer serialised once (by the route's own response schema) and sent as it is, cached or not. */
function sendAnswer(reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  return reply.headers(answer.headers).type('application/json; charset=utf-8').send(answer.body);
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
  const cache = createSearchCache(app.db, app.config.searchCacheMb * 1024 * 1024);
  const tracked = track(cache);
  app.addHook('onClose', async () => tracked.release());

  app.get(
    '/',
    {
      schema: {
        tags: ['hotels'],
        description:
          `Hotels matching the filters. Headers, on the first page (no cursor): X-Total-Count (the matches, counted up to ${COUNT_LIMIT}) ` +
          `and X-Total-Count-Capped: true when more than ${COUNT_LIMIT} match; on every page X-Next-Cursor while more remain. ` +
          `Without limit at most ${UNLIMITED_CAP} hotels are returned.`,
        querystring: HotelSearchQuery,
        response: { 200: Type.Array(HotelSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const today = todayInColombo();
      const { search, guests } = toSearch(request.query, today, cap);
      // The version before the search: see search-cache.ts for why that order keeps answers exact.
      const key = searchKey(await cache.version(), today, request.query);
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
        // The route's JSON serializer (fast-json-stringify from the response schema) always returns a string.
        const json = reply.serialize(page.hotels.map((row) => present(row, search.stay, guests))) as string;
        return { body: Buffer.from(json), headers };
      });
      return sendAnswer(reply, answer);
    },
  );
};

export default searchRoutes;
