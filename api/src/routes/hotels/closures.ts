// A hotel's closed dates: the owner (or an administrator) lists, adds and removes them.
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
import { accountOf, OWNERS_ONLY } from '../../plugins/auth';
import { badRequest, notFound, say, type Wording } from '../../http-errors';
import { createClosuresRepository, type ClosureRange, type StayInTheWay } from '../../repositories/closures-repository';
import { closeDates, reopenDates } from '../../services/closures';
import { errorResponses } from '../../schemas/error-responses';
import type { OwnerRouteOptions } from './manageable';

/** The checked range, or a 400 naming the field. */
function checkRange(body: { firstNight: string; lastNight: string }, today: string): ClosureRange {
  const { firstNight, lastNight } = body;
  if (!isIsoDate(firstNight)) throw badRequest('firstNight', say('error.dateFormat', { field: 'firstNight' }));
  if (!isIsoDate(lastNight)) throw badRequest('lastNight', say('error.dateFormat', { field: 'lastNight' }));
  if (firstNight < today) throw badRequest('firstNight', say('error.closure.firstNightPast'));
  if (lastNight < firstNight) throw badRequest('lastNight', say('error.lastNightBeforeFirst'));
  if (nightsBetween(firstNight, lastNight) + 1 > MAX_CLOSURE_NIGHTS) {
    throw badRequest('lastNight', say('error.closure.tooLong', { max: MAX_CLOSURE_NIGHTS }));
  }
  return { firstNight, lastNight };
}

/** "2 confirmed stays fall on these dates", "1 confirmed stay and 1 pending stay fall on these dates". */
function staysMessage(stays: readonly StayInTheWay[]): Wording {
  const confirmed = stays.filter((s) => s.status === 'confirmed').length;
  const pending = stays.length - confirmed;
  if (pending === 0) return say('error.closure.staysConfirmed', { confirmed });
  if (confirmed === 0) return say('error.closure.staysPending', { pending });
  return say('error.closure.staysBoth', { confirmed, pending });
}

const closureRoutes: FastifyPluginAsyncTypebox<OwnerRouteOptions> = async (app, { manageable }) => {
  const closures = createClosuresRepository(app.db);
  const security = [{ bearerAuth: [] }];
  const ownerOrAdmin = app.requireRole(['hotelOwner', 'admin'], OWNERS_ONLY);

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
      if (result.kind === 'not-found') throw notFound(say('error.hotelNotFound'));
      if (result.kind === 'overlaps') {
        const { firstNight, lastNight } = result.closure;
        const conflict: ClosureConflict = {
          ...errorBody(request, say('error.closure.overlaps', { firstNight, lastNight })(request.language)),
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
        return reply.status(409).send({ ...errorBody(request, staysMessage(result.stays)(request.language)), stays });
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
      if (!(await reopenDates(app.db, hotel.id, request.params.closureId))) throw notFound(say('error.closure.notFound'));
      return { message: 'Dates reopened' };
    },
  );
};

export default closureRoutes;
