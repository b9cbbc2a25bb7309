// Reviews of stays: the hotel page's list, a guest's review of a completed stay, its
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
import { badRequest, conflict, forbidden, notFound, say } from '../../http-errors';
import { accountOf } from '../../plugins/auth';
import { createBookingsRepository } from '../../bookings/bookings-repository';
import { createReviewsRepository } from '../../repositories/reviews-repository';
import { editReview, writeReview } from '../../services/reviews';
import { errorResponses } from '../../schemas/error-responses';
import { presentOwnReview, presentReview } from '../../reviews/present-review';
import { decodeReviewCursor, encodeReviewCursor } from './review-cursor';

const DEFAULT_PAGE = 10;
/** The refusals, in the request's language when answered; their English below, which tests read. */
const refusals = {
  reviewNotFound: say('error.review.notFound'),
  notYourStay: say('error.review.notYourStay'),
  notCompleted: say('error.review.notCompleted'),
  cancelledStay: say('error.review.cancelledStay'),
  alreadyReviewed: say('error.review.alreadyReviewed'),
  notYourReview: say('error.review.notYourReview'),
  editClosed: say('error.review.editClosed', { days: REVIEW_EDIT_DAYS }),
  notYourHotel: say('error.review.notYourHotel'),
  alreadyAnswered: say('error.review.alreadyAnswered'),
};
export const REVIEW_NOT_FOUND = refusals.reviewNotFound('en');
export const NOT_YOUR_STAY = refusals.notYourStay('en');
export const NOT_COMPLETED = refusals.notCompleted('en');
export const CANCELLED_STAY = refusals.cancelledStay('en');
export const ALREADY_REVIEWED = refusals.alreadyReviewed('en');
export const NOT_YOUR_REVIEW = refusals.notYourReview('en');
export const EDIT_CLOSED = refusals.editClosed('en');
export const NOT_YOUR_HOTEL = refusals.notYourHotel('en');
export const ALREADY_ANSWERED = refusals.alreadyAnswered('en');

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
      if (total === undefined) throw notFound(say('error.hotelNotFound'));
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
      if (!booking) throw notFound(say('error.booking.notFound'));
      // Checked here on the server: not an admin, not the owner — only the guest who stayed.
      if (booking.userId !== accountOf(request).id) throw forbidden(refusals.notYourStay);
      const status = reportedStatus(booking, todayInColombo());
      if (status === 'cancelled') throw conflict(refusals.cancelledStay);
      if (status !== 'completed') throw conflict(refusals.notCompleted);
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
      if (!created) throw conflict(refusals.alreadyReviewed);
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
      if (rating === undefined && body === undefined) throw badRequest('request body', say('error.review.nothingToChange'));
      const changes = { ...(rating !== undefined && { rating }), ...(body !== undefined && { body: body.trim() }) };
      const result = await editReview(app.db, request.params.id, accountOf(request).id, changes, new Date());
      if (result.kind === 'not-found') throw notFound(refusals.reviewNotFound);
      if (result.kind === 'not-author') throw forbidden(refusals.notYourReview);
      if (result.kind === 'closed') throw conflict(refusals.editClosed);
      return presentOwnReview(result.review);
    },
  );

  app.post(
    '/reviews/:id/reply',
    {
      onRequest: app.requireRole(['hotelOwner', 'admin'], refusals.notYourHotel),
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
      if (result.kind === 'not-found') throw notFound(refusals.reviewNotFound);
      if (result.kind === 'not-owner') throw forbidden(refusals.notYourHotel);
      if (result.kind === 'answered') throw conflict(refusals.alreadyAnswered);
      const { ownerReply, ownerRepliedAt } = result.review;
      return reply.status(201).send({ ownerReply: ownerReply ?? '', ownerRepliedAt: (ownerRepliedAt ?? new Date()).toISOString() });
    },
  );
};

export default routes;
