// Site-wide promotion codes (decision 0032), an administrator's, and the check the
// booking page makes before Confirm: /api/promotions. A hotel's own codes are under
// /api/hotels/:id/promotions (routes/hotels/promotions.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MessageSchema,
  PromotionBody,
  PromotionCheckBody,
  PromotionCheckSchema,
  PromotionParams,
  PromotionSchema,
  PromotionsSchema,
} from '@ceylon/shared/contracts';
import { priceLinesOf, todayInColombo } from '@ceylon/shared/domain';
import { accountOf, ADMINS_ONLY } from '../../plugins/auth';
import { notFound, say } from '../../http-errors';
import { checkStay } from '../../bookings/booking-request';
import { priceBooking } from '../../bookings/price-booking';
import { createHotelsRepository } from '../../repositories/hotels-repository';
import { createPromotionsRepository } from '../../repositories/promotions-repository';
import { errorResponses } from '../../schemas/error-responses';
import { promotionFieldsOf, removePromotion, updatePromotion, writePromotion } from '../../services/promotions';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const promotions = createPromotionsRepository(app.db);
  const hotels = createHotelsRepository(app.db);
  const security = [{ bearerAuth: [] }];
  const adminOnly = app.requireRole(['admin'], ADMINS_ONLY);
  const tags = ['promotions'];

  /** A site-wide code by id with its uses; 404 for a hotel's code (managed under its hotel). */
  async function siteWide(promotionId: string) {
    const promotion = await promotions.findById(promotionId);
    if (!promotion || promotion.hotelId !== null) throw notFound(say('error.promotion.notFound'));
    return promotion;
  }

  app.get(
    '/',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'listSiteWidePromotions',
        summary: 'List the site-wide promotion codes',
        description: 'For administrators: the codes for every hotel, each with its uses (bookings not cancelled).',
        tags,
        security,
        response: { 200: PromotionsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ promotions: await promotions.list(null) }),
  );

  app.post(
    '/',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'createSiteWidePromotion',
        summary: 'Create a site-wide promotion code',
        description: 'For administrators. Codes are unique across the site, whatever their hotel (409 names a clash).',
        tags,
        security,
        body: PromotionBody,
        response: { 201: PromotionSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => {
      const fields = promotionFieldsOf(request.body);
      const created = await writePromotion(fields.code, () => promotions.insert(null, accountOf(request).id, fields));
      return reply.status(201).send({ ...created, uses: 0 });
    },
  );

  app.put(
    '/:promotionId',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'updateSiteWidePromotion',
        summary: 'Change a site-wide promotion code',
        description: 'For administrators. Bookings made with it keep the discount they were made at.',
        tags,
        security,
        params: PromotionParams,
        body: PromotionBody,
        response: { 200: PromotionSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = await siteWide(request.params.promotionId);
      return updatePromotion(promotions, id, request.body);
    },
  );

  app.delete(
    '/:promotionId',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'deleteSiteWidePromotion',
        summary: 'Delete a site-wide promotion code',
        description: 'For administrators; only a code no booking has used (409 otherwise: make it inactive instead).',
        tags,
        security,
        params: PromotionParams,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = await siteWide(request.params.promotionId);
      return removePromotion(promotions, id);
    },
  );

  app.post(
    '/check',
    {
      onRequest: app.authenticate,
      // Limited like the public forms, so that codes cannot be guessed cheaply.
      config: { rateLimit: { max: app.config.formRateLimit, timeWindow: '1 minute' } },
      schema: {
        operationId: 'checkPromotion',
        summary: 'Check a promotion code for a stay',
        description:
          'For a signed-in guest, before Confirm: the price lines with the discount, or why the code does not apply ' +
          '(unknown, inactive, notYetValid, expired, notForHotel, usedUp, usedByYou, belowMinimumStay). ' +
          'The booking checks the code again when it is made.',
        tags,
        security,
        body: PromotionCheckBody,
        response: { 200: PromotionCheckSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const today = todayInColombo();
      const { hotelId, code } = request.body;
      const hotel = await hotels.findById(hotelId);
      if (!hotel) throw notFound(say('error.hotelNotFound'));
      const stay = checkStay(request.body, today);
      const priced = await priceBooking(app.db, {
        hotelId,
        price: hotel.price,
        stay,
        userId: accountOf(request).id,
        today,
        promotionCode: code,
      });
      if ('problem' in priced) {
        const { reason, wording } = priced.problem;
        return { applies: false as const, reason, message: wording(request.language) };
      }
      return { applies: true as const, code: priced.promotion?.code ?? code, priceBreakdown: priceLinesOf(priced.price) };
    },
  );
};

export default routes;
