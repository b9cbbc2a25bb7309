// A hotel's taxes and charges (decision 0030): its owner (or an administrator)
// reads the list and replaces it as a whole. Existing bookings keep the breakdown they were made at.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { HotelChargesBody, HotelChargesSchema, IdParams } from '@ceylon/shared/contracts';
import { roundToCents, type HotelCharge } from '@ceylon/shared/domain';
import { accountOf, OWNERS_ONLY } from '../../plugins/auth';
import { badRequest, notFound, say } from '../../http-errors';
import { createHotelChargesRepository } from '../../repositories/hotel-charges-repository';
import { replaceHotelCharges } from '../../services/hotel-charges';
import { errorResponses } from '../../schemas/error-responses';
import type { OwnerRouteOptions } from './manageable';

/** The body's charges, tidied (names trimmed, rates to two decimals), or a 400 naming the one at fault. */
function chargesOf(body: Static<typeof HotelChargesBody>): HotelCharge[] {
  return body.charges.map((charge, i) => {
    if (charge.kind === 'percent' && charge.rate > 100) throw badRequest(`charges/${i}/rate`, say('error.percentAtMost100'));
    return {
      name: charge.name.trim(),
      kind: charge.kind,
      rate: roundToCents(charge.rate),
      // Only a percentage is taken of other charges.
      compound: charge.kind === 'percent' && (charge.compound ?? false),
    };
  });
}

const taxRoutes: FastifyPluginAsyncTypebox<OwnerRouteOptions> = async (app, { manageable }) => {
  const charges = createHotelChargesRepository(app.db);
  const security = [{ bearerAuth: [] }];
  const ownerOrAdmin = app.requireRole(['hotelOwner', 'admin'], OWNERS_ONLY);

  app.get(
    '/:id/taxes',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'listHotelTaxes',
        summary: "A hotel's taxes and charges",
        description: 'In the order they apply to a stay: each percentage or fixed amount, and whether a percentage compounds.',
        tags: ['hotels'],
        security,
        params: IdParams,
        response: { 200: HotelChargesSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const hotel = await manageable(request, request.params.id);
      return { charges: await charges.list(hotel.id) };
    },
  );

  app.put(
    '/:id/taxes',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'replaceHotelTaxes',
        summary: "Replace a hotel's taxes and charges",
        description:
          'The whole list, in the order the charges apply (an empty list removes them all), in one transaction. ' +
          'New bookings are priced with it; existing bookings keep the breakdown they were made at.',
        tags: ['hotels'],
        security,
        params: IdParams,
        body: HotelChargesBody,
        response: { 200: HotelChargesSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const hotel = await manageable(request, request.params.id);
      const stored = await replaceHotelCharges(app.db, hotel.id, accountOf(request).id, chargesOf(request.body));
      if (!stored) throw notFound(say('error.hotelNotFound'));
      return { charges: stored };
    },
  );
};

export default taxRoutes;
