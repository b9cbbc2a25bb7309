// A hotel's seasons: the owner (or an administrator) lists, adds, changes and removes
// them. Seasons of one hotel may not overlap; the answer names the one in the way.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { IdParams, MessageSchema, SeasonBody, SeasonParams, SeasonSchema } from '@ceylon/shared/contracts';
import {
  DEFAULT_MIN_NIGHTS,
  DEFAULT_WEEKEND_NIGHTS,
  isIsoDate,
  MAX_SEASON_NIGHTS,
  nightsBetween,
  roundToCents,
  todayInColombo,
  type Season,
} from '@ceylon/shared/domain';
import { accountOf, OWNERS_ONLY } from '../../plugins/auth';
import { badRequest, conflict, notFound, say } from '../../http-errors';
import { createSeasonsRepository, type SeasonFields } from '../../repositories/seasons-repository';
import { removeSeason, saveSeason, type SaveSeasonResult } from '../../services/seasons';
import { errorResponses } from '../../schemas/error-responses';
import type { OwnerRouteOptions } from './manageable';

const SEASON_NOT_FOUND = say('error.season.notFound');

/** The body's fields, checked and tidied (prices to cents), or a 400 naming the field. */
function seasonFields(body: Static<typeof SeasonBody>, today: string): SeasonFields {
  const { firstNight, lastNight } = body;
  if (!isIsoDate(firstNight)) throw badRequest('firstNight', say('error.dateFormat', { field: 'firstNight' }));
  if (!isIsoDate(lastNight)) throw badRequest('lastNight', say('error.dateFormat', { field: 'lastNight' }));
  if (lastNight < firstNight) throw badRequest('lastNight', say('error.lastNightBeforeFirst'));
  if (lastNight < today) throw badRequest('lastNight', say('error.season.over'));
  if (nightsBetween(firstNight, lastNight) + 1 > MAX_SEASON_NIGHTS) {
    throw badRequest('lastNight', say('error.season.tooLong', { max: MAX_SEASON_NIGHTS }));
  }
  const weekendNights = [...(body.weekendNights ?? DEFAULT_WEEKEND_NIGHTS)].sort((a, b) => a - b);
  const weekendPrice = body.weekendPrice ?? null;
  return {
    name: body.name.trim(),
    firstNight,
    lastNight,
    price: roundToCents(body.price),
    weekendPrice: weekendPrice === null ? null : roundToCents(weekendPrice),
    weekendNights,
    minNights: body.minNights ?? DEFAULT_MIN_NIGHTS,
  };
}

function answerOf(result: SaveSeasonResult): Season {
  if (result.kind === 'not-found') throw notFound(SEASON_NOT_FOUND);
  if (result.kind === 'overlaps') {
    const { name, firstNight, lastNight } = result.season;
    throw conflict(say('error.season.overlaps', { name, firstNight, lastNight }));
  }
  return result.season;
}

const seasonRoutes: FastifyPluginAsyncTypebox<OwnerRouteOptions> = async (app, { manageable }) => {
  const seasons = createSeasonsRepository(app.db);
  const security = [{ bearerAuth: [] }];
  const ownerOrAdmin = app.requireRole(['hotelOwner', 'admin'], OWNERS_ONLY);

  app.get(
    '/:id/seasons',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'listHotelSeasons',
        summary: "List a hotel's seasons",
        description: 'The seasons that have not ended yet, by first night.',
        tags: ['hotels'],
        security,
        params: IdParams,
        response: { 200: Type.Array(SeasonSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request): Promise<Season[]> => {
      const hotel = await manageable(request, request.params.id);
      return seasons.listCurrent(hotel.id, todayInColombo());
    },
  );

  app.post(
    '/:id/seasons',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'addHotelSeason',
        summary: 'Add a season to a hotel',
        description: "Nights firstNight..lastNight at the season's prices. Refused (409) when it overlaps another season of the hotel.",
        tags: ['hotels'],
        security,
        params: IdParams,
        body: SeasonBody,
        response: { 201: SeasonSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const hotel = await manageable(request, request.params.id);
      const fields = seasonFields(request.body, todayInColombo());
      const result = await saveSeason(app.db, hotel.id, accountOf(request).id, fields);
      if (result.kind === 'not-found') throw notFound(say('error.hotelNotFound'));
      return reply.status(201).send(answerOf(result));
    },
  );

  app.put(
    '/:id/seasons/:seasonId',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'changeHotelSeason',
        summary: "Change a hotel's season",
        description: 'Replaces every field. Existing bookings keep the total they were booked at.',
        tags: ['hotels'],
        security,
        params: SeasonParams,
        body: SeasonBody,
        response: { 200: SeasonSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const hotel = await manageable(request, request.params.id);
      const fields = seasonFields(request.body, todayInColombo());
      return answerOf(await saveSeason(app.db, hotel.id, accountOf(request).id, fields, request.params.seasonId));
    },
  );

  app.delete(
    '/:id/seasons/:seasonId',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'removeHotelSeason',
        summary: "Remove a hotel's season",
        description: "Its nights cost the hotel's price again. Existing bookings keep their totals.",
        tags: ['hotels'],
        security,
        params: SeasonParams,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const hotel = await manageable(request, request.params.id);
      if (!(await removeSeason(app.db, hotel.id, request.params.seasonId))) throw notFound(SEASON_NOT_FOUND);
      return { message: 'Season removed' };
    },
  );
};

export default seasonRoutes;
