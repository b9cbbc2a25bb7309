// A hotel's own promotion codes (decision 0032): its owner (or an administrator)
// lists, creates, changes and deletes them. Site-wide codes are under /api/promotions.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HotelPromotionParams, MessageSchema, IdParams, PromotionBody, PromotionSchema, PromotionsSchema } from '@ceylon/shared/contracts';
import { accountOf, OWNERS_ONLY } from '../../plugins/auth';
import { notFound, say } from '../../http-errors';
import { createPromotionsRepository } from '../../repositories/promotions-repository';
import { errorResponses } from '../../schemas/error-responses';
import { promotionFieldsOf, removePromotion, updatePromotion, writePromotion } from '../../services/promotions';
import type { OwnerRouteOptions } from './manageable';

const promotionRoutes: FastifyPluginAsyncTypebox<OwnerRouteOptions> = async (app, { manageable }) => {
  const promotions = createPromotionsRepository(app.db);
  const security = [{ bearerAuth: [] }];
  const ownerOrAdmin = app.requireRole(['hotelOwner', 'admin'], OWNERS_ONLY);
  const tags = ['promotions'];

  /** The hotel's code by id; 404 for another hotel's or a site-wide one. */
  async function hotelsOwn(hotelId: string, promotionId: string) {
    const promotion = await promotions.findById(promotionId);
    if (!promotion || promotion.hotelId !== hotelId) throw notFound(say('error.promotion.notFound'));
    return promotion;
  }

  app.get(
    '/:id/promotions',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'listHotelPromotions',
        summary: "A hotel's promotion codes",
        description: 'For its owner or an administrator: the codes for this hotel only, each with its uses.',
        tags,
        security,
        params: IdParams,
        response: { 200: PromotionsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const hotel = await manageable(request, request.params.id);
      return { promotions: await promotions.list(hotel.id) };
    },
  );

  app.post(
    '/:id/promotions',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'createHotelPromotion',
        summary: 'Create a promotion code for a hotel',
        description: 'For its owner or an administrator. Codes are unique across the site (409 names a clash).',
        tags,
        security,
        params: IdParams,
        body: PromotionBody,
        response: { 201: PromotionSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const hotel = await manageable(request, request.params.id);
      const fields = promotionFieldsOf(request.body);
      const created = await writePromotion(fields.code, () => promotions.insert(hotel.id, accountOf(request).id, fields));
      return reply.status(201).send({ ...created, uses: 0 });
    },
  );

  app.put(
    '/:id/promotions/:promotionId',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'updateHotelPromotion',
        summary: "Change a hotel's promotion code",
        description: 'For its owner or an administrator. Bookings made with it keep the discount they were made at.',
        tags,
        security,
        params: HotelPromotionParams,
        body: PromotionBody,
        response: { 200: PromotionSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const hotel = await manageable(request, request.params.id);
      const { id } = await hotelsOwn(hotel.id, request.params.promotionId);
      return updatePromotion(promotions, id, request.body);
    },
  );

  app.delete(
    '/:id/promotions/:promotionId',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'deleteHotelPromotion',
        summary: "Delete a hotel's promotion code",
        description: 'For its owner or an administrator; only a code no booking has used (409 otherwise: make it inactive instead).',
        tags,
        security,
        params: HotelPromotionParams,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const hotel = await manageable(request, request.params.id);
      const { id } = await hotelsOwn(hotel.id, request.params.promotionId);
      return removePromotion(promotions, id);
    },
  );
};

export default promotionRoutes;
