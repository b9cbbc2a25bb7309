// A hotel's closed dates (issue 13): the owner (or an administrator) lists, adds and removes them.
// Closing nights a confirmed or pending stay holds is refused with the stays listed.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ClosureBody,
  ClosureConflictSchema,
  ClosureParams,
  ClosureSchema,
  IdParams,
  MAX_CLOSURE_NIGHTS,
  MessageSchema,
} from '@ceylon/shared/contracts';
import { isIsoDate, nightsBetween, todayInColombo, type Closure, type ClosureConflict } from '@ceylon/shared/domain';
import { errorBody } from '../../plugins/errors';
import { accountOf } from '../../plugins/auth';
import { badRequest, notFound } from '../../http-errors';
import { createClosuresRepository, type ClosureRange, type StayInTheWay } from '../../repositories/closures-repository';
import { closeDates, reopenDates } from '../../services/closures';
import { errorResponses } from '../../schemas/error-responses';
import type { OwnerRouteOptions } from './manageable';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The checked range, or a 400 naming the field. */
function checkRange(body: { firstNight: string; lastNight: string }, today: string): ClosureRange {
  const { firstNight, lastNight } = body;
  if (!isIsoDate(firstNight)) throw badRequest('firstNight', 'firstNight must be a date written YYYY-MM-DD');
  if (!isIsoDate(lastNight)) throw badRequest('lastNight', 'lastNight must be a date written YYYY-MM-DD');
  if (firstNight < today) throw badRequest('firstNight', 'firstNight cannot be in the past');
  if (lastNight < firstNight) throw badRequest('lastNight', 'lastNight cannot be before firstNight');
  if (nightsBetween(firstNight, lastNight) + 1 > MAX_CLOSURE_NIGHTS) {
    throw badRequest('lastNight', `A closure can cover at most ${MAX_CLOSURE_NIGHTS} nights`);
  }
  return { firstNight, lastNight };
}

/** "2 confirmed stays fall on these dates", "1 confirmed stay and 1 pending stay fall on these dates". */
function staysMessage(stays: readonly StayInTheWay[]): string {
  const confirmed = stays.filter((s) => s.status === 'confirmed').length;
  const pending = stays.length - confirmed;
  const parts = [confirmed > 0 && plural(confirmed, 'confirmed stay'), pending > 0 && plural(pending, 'pending stay')].filter(Boolean);
  return `${parts.join(' and ')} ${stays.length === 1 ? 'falls' : 'fall'} on these dates`;
}

const closureRoutes: FastifyPluginAsyncTypebox<OwnerRouteOptions> = async (app, { manageable }) => {
  const closures = createClosuresRepository(app.db);
  const security = [{ bearerAuth: [] }];
  const ownerOrAdmin = app.requireRole(['hotelOwner', 'admin'], 'Only hotel owners and admins can manage hotels');

  app.get(
    '/:id/closures',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'listHotelClosures',
        summary: "List a hotel's closed dates",
        description: 'The closures that have not ended yet.',
        tags: ['hotels'],
        security,
        params: IdParams,
        response: { 200: Type.Array(ClosureSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request): Promise<Closure[]> => {
      const hotel = await manageable(request, request.params.id);
      return closures.listCurrent(hotel.id, todayInColombo());
    },
  );

  app.post(
    '/:id/closures',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'closeHotelDates',
        summary: 'Close a hotel on some dates',
        description: 'Refused with the stays listed when confirmed or pending stays hold those nights.',
        tags: ['hotels'],
        security,
        params: IdParams,
        body: ClosureBody,
        response: { 201: ClosureSchema, 409: ClosureConflictSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const hotel = await manageable(request, request.params.id);
      const range = checkRange(request.body, todayInColombo());
      const reason = (request.body.reason ?? '').trim();
      const result = await closeDates(app.db, hotel.id, accountOf(request).id, range, reason);
      if (result.kind === 'not-found') throw notFound('Hotel not found');
      if (result.kind === 'overlaps') {
        const { firstNight, lastNight } = result.closure;
        const conflict: ClosureConflict = {
          ...errorBody(request, `These dates overlap the closure from ${firstNight} to ${lastNight}; change or remove it first`),
          stays: [],
        };
        return reply.status(409).send(conflict);
      }
      if (result.kind === 'stays') {
        const stays = result.stays.map(({ id, reference, guestName, checkIn, checkOut, rooms }) => ({
          id,
          reference,
          guestName,
          checkIn,
          checkOut,
          rooms,
        }));
        return reply.status(409).send({ ...errorBody(request, staysMessage(result.stays)), stays });
      }
      return reply.status(201).send(result.closure);
    },
  );

  app.delete(
    '/:id/closures/:closureId',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'reopenHotelDates',
        summary: 'Reopen closed dates',
        description: 'Removes one closure.',
        tags: ['hotels'],
        security,
        params: ClosureParams,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const hotel = await manageable(request, request.params.id);
      if (!(await reopenDates(app.db, hotel.id, request.params.closureId))) throw notFound('Closure not found');
      return { message: 'Dates reopened' };
    },
  );
};

export default closureRoutes;
