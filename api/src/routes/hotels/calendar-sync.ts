// A hotel's calendar sync, for its owner or an administrator: the secret address
// of its .ics feed (made on first ask, replaced on demand), and the external calendars it imports —
// added (and synced at once), listed with their last sync and conflicts, synced now, removed.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CalendarExportSchema,
  CalendarFeedBody,
  CalendarFeedParams,
  CalendarFeedSchema,
  IdParams,
  MAX_CALENDAR_FEEDS,
  MessageSchema,
} from '@ceylon/shared/contracts';
import { todayInColombo, type CalendarExport, type CalendarFeed } from '@ceylon/shared/domain';
import { accountOf, OWNERS_ONLY } from '../../plugins/auth';
import { badRequest, conflict, notFound, say } from '../../http-errors';
import { createCalendarFeedsRepository, toCalendarFeed } from '../../calendar-sync/calendar-feeds-repository';
import { feedAddress } from '../../calendar-sync/feed-address';
import { FeedRefused } from '../../calendar-sync/feed-refused';
import { removeFeed } from '../../services/calendar-feeds';
import { errorResponses } from '../../schemas/error-responses';
import type { OwnerRouteOptions } from './manageable';

const FEED_NOT_FOUND = say('error.calendarSync.notFound');
const BUSY = say('error.calendarSync.busy');

const calendarSyncRoutes: FastifyPluginAsyncTypebox<OwnerRouteOptions> = async (app, { manageable }) => {
  const feeds = createCalendarFeedsRepository(app.db);
  const security = [{ bearerAuth: [] }];
  const ownerOrAdmin = app.requireRole(['hotelOwner', 'admin'], OWNERS_ONLY);
  const feedUrl = (token: string) => `${app.config.siteUrl}/api/calendar/${token}.ics`;
  const presentExport = ({ token, createdAt }: { token: string; createdAt: Date }): CalendarExport => ({
    url: feedUrl(token),
    createdAt: createdAt.toISOString(),
  });
  const newToken = () => randomBytes(32).toString('base64url');

  /** The hotel's feeds (or the one asked for) with the nights they hold and their conflicts from today on. */
  async function present(hotelId: string, only?: string): Promise<CalendarFeed[]> {
    const today = todayInColombo();
    const [rows, held, conflicts] = await Promise.all([
      feeds.listFeeds(hotelId),
      feeds.heldCounts(hotelId, today),
      feeds.conflicts(hotelId, today),
    ]);
    return rows
      .filter((row) => only === undefined || row.id === only)
      .map((row) => toCalendarFeed(row, held.get(row.id) ?? 0, conflicts.get(row.id) ?? []));
  }

  async function presentOne(hotelId: string, feedId: string): Promise<CalendarFeed> {
    const [feed] = await present(hotelId, feedId);
    if (!feed) throw notFound(FEED_NOT_FOUND);
    return feed;
  }

  app.get(
    '/:id/calendar-export',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'getHotelCalendarExport',
        summary: "Get the secret address of a hotel's calendar feed",
        description: 'Made on the first call. Other sites and calendar programs import it to see the nights with no room free.',
        tags: ['hotels'],
        security,
        params: IdParams,
        response: { 200: CalendarExportSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const hotel = await manageable(request, request.params.id);
      return presentExport((await feeds.exportOf(hotel.id)) ?? (await feeds.ensureExport(hotel.id, newToken())));
    },
  );

  app.post(
    '/:id/calendar-export',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'replaceHotelCalendarExport',
        summary: "Give a hotel's calendar feed a new secret address",
        description: 'The old address stops working at once.',
        tags: ['hotels'],
        security,
        params: IdParams,
        response: { 200: CalendarExportSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const hotel = await manageable(request, request.params.id);
      return presentExport(await feeds.replaceExport(hotel.id, newToken()));
    },
  );

  app.get(
    '/:id/calendar-feeds',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'listHotelCalendarFeeds',
        summary: 'List the external calendars a hotel imports',
        description: 'Each with its last sync, the events it read, its last error, the nights it holds and its conflicts with our stays.',
        tags: ['hotels'],
        security,
        params: IdParams,
        response: { 200: Type.Array(CalendarFeedSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => present((await manageable(request, request.params.id)).id),
  );

  app.post(
    '/:id/calendar-feeds',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'addHotelCalendarFeed',
        summary: 'Import an external calendar',
        description: `Adds the calendar (at most ${MAX_CALENDAR_FEEDS} a hotel) and syncs it at once; a refused sync is told in lastError, the calendar stays added.`,
        tags: ['hotels'],
        security,
        params: IdParams,
        body: CalendarFeedBody,
        response: { 201: CalendarFeedSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const hotel = await manageable(request, request.params.id);
      let url: string;
      try {
        url = feedAddress(request.body.url).href;
      } catch (error) {
        if (error instanceof FeedRefused) throw badRequest('url', error.message);
        throw error;
      }
      if ((await feeds.countFeeds(hotel.id)) >= MAX_CALENDAR_FEEDS) {
        throw conflict(say('error.calendarSync.tooMany', { max: MAX_CALENDAR_FEEDS }));
      }
      const added = await feeds.insertFeed(hotel.id, accountOf(request).id, request.body.name.trim(), url);
      if (!added) throw conflict(say('error.calendarSync.already'));
      await app.calendarSync.syncNow(hotel.id, added.id);
      return reply.status(201).send(await presentOne(hotel.id, added.id));
    },
  );

  app.post(
    '/:id/calendar-feeds/:feedId/sync',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'syncHotelCalendarFeed',
        summary: 'Sync an imported calendar now',
        description:
          'Fetches it, holds the nights it lists and releases those it no longer lists. A refused sync stores nothing and is told in lastError.',
        tags: ['hotels'],
        security,
        params: CalendarFeedParams,
        response: { 200: CalendarFeedSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const hotel = await manageable(request, request.params.id);
      const outcome = await app.calendarSync.syncNow(hotel.id, request.params.feedId);
      if (outcome === undefined) throw notFound(FEED_NOT_FOUND);
      if (outcome === 'busy') throw conflict(BUSY);
      return presentOne(hotel.id, request.params.feedId);
    },
  );

  app.delete(
    '/:id/calendar-feeds/:feedId',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'removeHotelCalendarFeed',
        summary: 'Stop importing an external calendar',
        description: 'The nights it held are for sale again.',
        tags: ['hotels'],
        security,
        params: CalendarFeedParams,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const hotel = await manageable(request, request.params.id);
      if (!(await removeFeed(app.db, hotel.id, request.params.feedId))) throw notFound(FEED_NOT_FOUND);
      return { message: 'Calendar removed' };
    },
  );
};

export default calendarSyncRoutes;
