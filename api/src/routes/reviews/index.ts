// Reviews of stays (issue 14): the hotel page's list, a guest's review of a completed stay, its
// edits for REVIEW_EDIT_DAYS days, and the owner's one answer. Registered at /api.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  IdParams,
  OwnerReplySchema,
  OwnReviewSchema,
  ReplyBody,
  ReviewBody,
  ReviewChanges,
  ReviewListQuery,
  ReviewSchema,
} from '@ceylon/shared/contracts';
import { REVIEW_EDIT_DAYS, reportedStatus, todayInColombo } from '@ceylon/shared/domain';
import { badRequest, conflict, forbidden, notFound } from '../../http-errors';
import { accountOf } from '../../plugins/auth';
import { createBookingsRepository } from '../../bookings/bookings-repository';
import { createReviewsRepository } from '../../repositories/reviews-repository';
import { editReview, writeReview } from '../../services/reviews';
import { errorResponses } from '../../schemas/error-responses';
import { presentOwnReview, presentReview } from './present-review';
import { decodeReviewCursor, encodeReviewCursor } from './review-cursor';

const DEFAULT_PAGE = 10;
export const REVIEW_NOT_FOUND = 'Review not found';
export const NOT_YOUR_STAY = 'Only the guest who stayed can review this stay';
export const NOT_COMPLETED = 'You can review a stay once it is completed';
export const CANCELLED_STAY = 'A cancelled stay cannot be reviewed';
export const ALREADY_REVIEWED = 'You have already reviewed this stay; you can edit your review instead';
export const NOT_YOUR_REVIEW = 'You can only edit your own reviews';
export const EDIT_CLOSED = `Reviews can be changed for ${REVIEW_EDIT_DAYS} days after they are written; this one can no longer be changed`;
export const NOT_YOUR_HOTEL = 'Only the owner of this hotel can answer its reviews';
export const ALREADY_ANSWERED = 'This review already has an answer';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const reviews = createReviewsRepository(app.db);
  const bookings = createBookingsRepository(app.db);
  const security = [{ bearerAuth: [] }];
  const tags = ['reviews'];

  app.get(
    '/hotels/:id/reviews',
    {
      schema: {
        operationId: 'listHotelReviews',
        summary: "List a hotel's reviews",
        tags,
        description: `A hotel's reviews, newest first. Headers: X-Total-Count (all its reviews), X-Next-Cursor (when more remain). At most ${DEFAULT_PAGE} without limit.`,
        params: IdParams,
        querystring: ReviewListQuery,
        response: { 200: Type.Array(ReviewSchema), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const after = request.query.cursor === undefined ? undefined : decodeReviewCursor(request.query.cursor);
      const [page, total] = await Promise.all([reviews.page(id, request.query.limit ?? DEFAULT_PAGE, after), reviews.count(id)]);
      if (total === undefined) throw notFound('Hotel not found');
      void reply.header('X-Total-Count', String(total));
      const last = page.reviews.at(-1);
      if (page.more && last) void reply.header('X-Next-Cursor', encodeReviewCursor({ createdAt: last.createdAtKey, id: last.id }));
      return page.reviews.map(presentReview);
    },
  );

  app.post(
    '/bookings/:id/review',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'reviewStay',
        summary: 'Review a stay',
        description: 'The guest who stayed reviews a completed stay, once.',
        tags,
        security,
        params: IdParams,
        body: ReviewBody,
        response: { 201: OwnReviewSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const booking = await bookings.findById(request.params.id);
      if (!booking) throw notFound('Booking not found');
      // Checked here on the server: not an admin, not the owner — only the guest who stayed.
      if (booking.userId !== accountOf(request).id) throw forbidden(NOT_YOUR_STAY);
      const status = reportedStatus(booking, todayInColombo());
      if (status === 'cancelled') throw conflict(CANCELLED_STAY);
      if (status !== 'completed') throw conflict(NOT_COMPLETED);
      const created = await writeReview(
        app.db,
        {
          bookingId: booking.id,
          hotelId: booking.hotelId,
          userId: booking.userId,
          rating: request.body.rating,
          body: request.body.body.trim(),
        },
        booking,
      );
      if (!created) throw conflict(ALREADY_REVIEWED);
      return reply.status(201).send(presentOwnReview(created));
    },
  );

  app.patch(
    '/reviews/:id',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'editReview',
        summary: 'Change your review',
        tags,
        security,
        description: `The author changes the rating, the text or both, for ${REVIEW_EDIT_DAYS} days after writing it.`,
        params: IdParams,
        body: ReviewChanges,
        response: { 200: OwnReviewSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { rating, body } = request.body;
      if (rating === undefined && body === undefined) throw badRequest('request body', 'Send a new rating, a new text or both');
      const changes = { ...(rating !== undefined && { rating }), ...(body !== undefined && { body: body.trim() }) };
      const result = await editReview(app.db, request.params.id, accountOf(request).id, changes, new Date());
      if (result.kind === 'not-found') throw notFound(REVIEW_NOT_FOUND);
      if (result.kind === 'not-author') throw forbidden(NOT_YOUR_REVIEW);
      if (result.kind === 'closed') throw conflict(EDIT_CLOSED);
      return presentOwnReview(result.review);
    },
  );

  app.post(
    '/reviews/:id/reply',
    {
      onRequest: app.requireRole(['hotelOwner', 'admin'], NOT_YOUR_HOTEL),
      schema: {
        operationId: 'replyToReview',
        summary: 'Answer a review',
        tags,
        security,
        description: "The hotel's owner (or an administrator) answers a review, once.",
        params: IdParams,
        body: ReplyBody,
        response: { 201: OwnerReplySchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const account = accountOf(request);
      const result = await reviews.reply(request.params.id, account.id, account.role === 'admin', request.body.body.trim(), new Date());
      if (result.kind === 'not-found') throw notFound(REVIEW_NOT_FOUND);
      if (result.kind === 'not-owner') throw forbidden(NOT_YOUR_HOTEL);
      if (result.kind === 'answered') throw conflict(ALREADY_ANSWERED);
      const { ownerReply, ownerRepliedAt } = result.review;
      return reply.status(201).send({ ownerReply: ownerReply ?? '', ownerRepliedAt: (ownerRepliedAt ?? new Date()).toISOString() });
    },
  );
};

export default routes;
