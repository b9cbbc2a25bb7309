// A hotel's rate plans (decision 0040): anyone reads a live hotel's, inactive ones included (with
// `active` saying so); its owner (or an administrator) adds, changes and removes them. The last
// plan stays.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParams, MessageSchema, RatePlanBody, RatePlanChanges, RatePlanParams, RatePlanSchema } from '@ceylon/shared/contracts';
import {
  MAX_NOTICE_DAYS,
  roundToCents,
  type CancellationTerms,
  type PaymentTerms,
  type RatePlan,
  type RatePlanRequest,
} from '@ceylon/shared/domain';
import { OWNERS_ONLY } from '../../plugins/auth';
import { badRequest, conflict, notFound, say } from '../../http-errors';
import { createHotelsRepository } from '../../repositories/hotels-repository';
import {
  createRatePlansRepository,
  ratePlanFieldsOf,
  toRatePlan,
  type RatePlanFields,
  type RatePlanRow,
} from '../../repositories/rate-plans-repository';
import { removeRatePlan, saveRatePlan, type SaveRatePlanResult } from '../../services/rooms-and-rates';
import { errorResponses } from '../../schemas/error-responses';
import type { OwnerRouteOptions } from './manageable';

const RATE_PLAN_NOT_FOUND = say('error.ratePlan.notFound');

function cancellationTerms(body: RatePlanRequest['cancellation']): CancellationTerms {
  const { kind, notice, unit, penalty, penaltyPercent } = body;
  if (kind === 'non_refundable') {
    if (notice !== undefined || unit !== undefined || penalty !== undefined || penaltyPercent !== undefined) {
      throw badRequest('cancellation', say('error.ratePlan.nonRefundableFields'));
    }
    return { kind };
  }
  if (notice === undefined || unit === undefined || penalty === undefined)
    throw badRequest('cancellation', say('error.ratePlan.freeUntilNeeds'));
  if (unit === 'days' && notice > MAX_NOTICE_DAYS)
    throw badRequest('cancellation', say('error.ratePlan.noticeTooLong', { max: MAX_NOTICE_DAYS }));
  if ((penalty === 'percentage') !== (penaltyPercent !== undefined)) throw badRequest('cancellation', say('error.ratePlan.penaltyPercent'));
  return { kind, notice, unit, penalty, penaltyPercent: penaltyPercent === undefined ? null : roundToCents(penaltyPercent) };
}

function paymentTerms({ kind, depositPercent }: RatePlanRequest['payment']): PaymentTerms {
  if ((kind === 'deposit') !== (depositPercent !== undefined)) throw badRequest('payment', say('error.ratePlan.depositPercent'));
  return kind === 'deposit' && depositPercent !== undefined
    ? { kind, percent: roundToCents(depositPercent) }
    : { kind: kind as 'pay_at_property' | 'prepay' };
}

/** The body's fields, checked together and tidied, or a 400 naming the field. */
function ratePlanFields(body: RatePlanRequest): RatePlanFields {
  return {
    name: body.name.trim(),
    mealPlan: body.mealPlan,
    cancellation: cancellationTerms(body.cancellation),
    payment: paymentTerms(body.payment),
    priceAdjustmentPercent: roundToCents(body.priceAdjustmentPercent ?? 0),
    active: body.active ?? true,
  };
}

/** A stored plan written as a full body, for a change to be laid over. */
function bodyOf(row: RatePlanRow): RatePlanRequest {
  const { cancellation, payment, ...rest } = ratePlanFieldsOf(row);
  return {
    ...rest,
    cancellation:
      cancellation.kind === 'non_refundable'
        ? { kind: 'non_refundable' }
        : {
            kind: 'free_until',
            notice: cancellation.notice,
            unit: cancellation.unit,
            penalty: cancellation.penalty,
            ...(cancellation.penaltyPercent !== null && { penaltyPercent: cancellation.penaltyPercent }),
          },
    payment: payment.kind === 'deposit' ? { kind: 'deposit', depositPercent: payment.percent } : { kind: payment.kind },
  };
}

function answerOf(result: SaveRatePlanResult, name: string): RatePlan {
  if (result.kind === 'not-found') throw notFound(RATE_PLAN_NOT_FOUND);
  if (result.kind === 'name-taken') throw conflict(say('error.ratePlan.nameTaken', { name }));
  if (result.kind === 'unknown-room-type') throw badRequest('roomTypeIds', say('error.ratePlan.unknownRoomType'));
  return toRatePlan(result.ratePlan, result.roomTypeIds);
}

const ratePlanRoutes: FastifyPluginAsyncTypebox<OwnerRouteOptions> = async (app, { manageable }) => {
  const hotels = createHotelsRepository(app.db);
  const plans = createRatePlansRepository(app.db);
  const security = [{ bearerAuth: [] }];
  const ownerOrAdmin = app.requireRole(['hotelOwner', 'admin'], OWNERS_ONLY);

  app.get(
    '/:id/rate-plans',
    {
      schema: {
        operationId: 'listHotelRatePlans',
        summary: "List a hotel's rate plans",
        description: 'Every rate plan of a hotel that is not deleted, oldest first, with the room types each is offered on.',
        tags: ['hotels'],
        params: IdParams,
        response: { 200: Type.Array(RatePlanSchema), ...errorResponses(404) },
      },
    },
    async (request): Promise<RatePlan[]> => {
      const hotel = await hotels.findById(request.params.id);
      if (!hotel) throw notFound(say('error.hotelNotFound'));
      const [rows, offered] = await Promise.all([plans.list(hotel.id), plans.roomTypesByPlan(hotel.id)]);
      return rows.map((row) => toRatePlan(row, offered.get(row.id) ?? []));
    },
  );

  app.post(
    '/:id/rate-plans',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'addHotelRatePlan',
        summary: 'Add a rate plan to a hotel',
        description:
          'Offered on the room types `roomTypeIds` names (every type of the hotel when left out). Refused (409) when another plan of the hotel has its name.',
        tags: ['hotels'],
        security,
        params: IdParams,
        body: RatePlanBody,
        response: { 201: RatePlanSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const hotel = await manageable(request, request.params.id);
      const fields = ratePlanFields(request.body);
      const result = await saveRatePlan(app.db, hotel.id, fields, request.body.roomTypeIds);
      if (result.kind === 'not-found') throw notFound(say('error.hotelNotFound'));
      return reply.status(201).send(answerOf(result, fields.name));
    },
  );

  app.patch(
    '/:id/rate-plans/:planId',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'changeHotelRatePlan',
        summary: "Change a hotel's rate plan",
        description:
          'Any of the fields; `cancellation` and `payment` are replaced whole, `roomTypeIds` replaces the types it is offered on. Bookings made already keep their terms.',
        tags: ['hotels'],
        security,
        params: RatePlanParams,
        body: RatePlanChanges,
        response: { 200: RatePlanSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const hotel = await manageable(request, request.params.id);
      const row = await plans.find(hotel.id, request.params.planId);
      if (!row) throw notFound(RATE_PLAN_NOT_FOUND);
      const fields = ratePlanFields({ ...bodyOf(row), ...request.body });
      return answerOf(await saveRatePlan(app.db, hotel.id, fields, request.body.roomTypeIds, row.id), fields.name);
    },
  );

  app.delete(
    '/:id/rate-plans/:planId',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'removeHotelRatePlan',
        summary: "Remove a hotel's rate plan",
        description: 'Refused (409) for the last rate plan of the hotel.',
        tags: ['hotels'],
        security,
        params: RatePlanParams,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const hotel = await manageable(request, request.params.id);
      const result = await removeRatePlan(app.db, hotel.id, request.params.planId);
      if (result.kind === 'not-found') throw notFound(RATE_PLAN_NOT_FOUND);
      if (result.kind === 'last-one') throw conflict(say('error.ratePlan.lastOne'));
      return { message: 'Rate plan removed' };
    },
  );
};

export default ratePlanRoutes;
