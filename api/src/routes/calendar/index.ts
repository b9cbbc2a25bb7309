// GET /api/calendar/<token>.ics: a hotel's availability as an iCalendar feed for other sites and
// calendar programs (calendar sync). The token is the only key: no session, and an
// unknown or replaced token is a 404 like any missing file. The address is a secret, so the
// logger writes it with the token hidden (logging/redaction.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { todayInColombo } from '@ceylon/shared/domain';
import { nights } from '../../bookings/inventory-repository';
import { createCalendarFeedsRepository } from '../../calendar-sync/calendar-feeds-repository';
import { hotelCalendar, unavailableStretches } from '../../calendar-sync/feed-export';
import { syncWindow } from '../../calendar-sync/sync-feed';
import { notFound, say } from '../../http-errors';
import { errorResponses } from '../../schemas/error-responses';
import { fileResponse } from '../../schemas/file-response';

const FeedParams = Type.Object({
  file: Type.String({ pattern: '^[A-Za-z0-9_-]{43}\\.ics$', maxLength: 47, errorMessage: 'must be a calendar feed name' }),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const exports = createCalendarFeedsRepository(app.db);

  app.get(
    '/:file',
    {
      schema: {
        operationId: 'getHotelCalendarFeed',
        summary: "Get a hotel's availability as iCalendar",
        description: 'One all-day event per stretch of nights with no room free, from today on. The address is secret to the hotel.',
        tags: ['hotels'],
        params: FeedParams,
        response: { 200: fileResponse('The calendar (RFC 5545)', ['text/calendar']), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const hotel = await exports.hotelOfToken(request.params.file.slice(0, -'.ics'.length));
      if (!hotel) throw notFound(say('error.calendarSync.noSuchFeed'));
      const window = syncWindow(todayInColombo());
      const loads = await nights(app.db, hotel.id, window.from, window.toExclusive);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .send(Buffer.from(hotelCalendar(hotel.id, unavailableStretches(loads, hotel.rooms))));
    },
  );
};

export default routes;
