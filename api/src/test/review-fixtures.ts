// For the tests of reviews: stays that are already over, which the booking API (rightly) cannot make,
// and what the role matrix acts on.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { addDays, todayInColombo, type Booking, type BookingStatus, type Hotel, type OwnReview, type Review } from '@ceylon/shared/domain';
import type { Database } from '../db/schema';
import { loginDemo, type Actor } from './actors';
import { call } from './test-app';

/** Inserts a stay of `userId` at `hotelId` that ended `daysAgo` days ago; its id. */
export async function pastStay(
  db: Kysely<Database>,
  { userId, hotelId, daysAgo = 3, status = 'confirmed' }: { userId: string; hotelId: string; daysAgo?: number; status?: BookingStatus },
): Promise<string> {
  const checkOut = addDays(todayInColombo(), -daysAgo);
  const { id } = await db
    .insertInto('bookings')
    .values({ hotelId, userId, checkIn: addDays(checkOut, -2), checkOut, guests: 2, totalPrice: 200, status })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

// The role matrix's cases run through the API only (no database handle): they act on the demo
// data, where the demo guest has a completed stay not yet reviewed and the demo owner's hotels
// have reviews without an answer.
const demoSessions = new WeakMap<FastifyInstance, Promise<{ guest: Actor; owner: Actor }>>();

function demoPeople(app: FastifyInstance) {
  let people = demoSessions.get(app);
  if (!people) {
    people = Promise.all([loginDemo(app, 'user'), loginDemo(app, 'hotelOwner')]).then(([guest, owner]) => ({ guest, owner }));
    demoSessions.set(app, people);
  }
  return people;
}

const staysToReview = new WeakMap<FastifyInstance, Promise<{ token: string; bookingId: string }>>();

/** The demo guest's session and a completed stay of theirs that had no review: the same one for every caller of a case. */
export function demoStayToReview(app: FastifyInstance): Promise<{ token: string; bookingId: string }> {
  let found = staysToReview.get(app);
  if (!found) {
    found = demoPeople(app).then(async ({ guest }) => {
      const stays = (await call(app, 'GET', '/api/bookings/my-bookings', { token: guest.token })).json<Booking[]>();
      const stay = stays.find((b) => b.canReview);
      if (!stay) throw new Error('The demo guest has no stay left to review');
      return { token: guest.token, bookingId: stay.id };
    });
    staysToReview.set(app, found);
  }
  return found;
}

/** The demo guest's session and a review of theirs that may still be changed (written now if need be). */
export async function demoEditableReview(app: FastifyInstance): Promise<{ token: string; reviewId: string }> {
  const { guest } = await demoPeople(app);
  const stays = (await call(app, 'GET', '/api/bookings/my-bookings', { token: guest.token })).json<Booking[]>();
  const open = stays.find((b) => b.review && Date.parse(b.review.editableUntil) > Date.now())?.review;
  if (open) return { token: guest.token, reviewId: open.id };
  const { bookingId } = await demoStayToReview(app);
  const written = await call(app, 'POST', `/api/bookings/${bookingId}/review`, {
    token: guest.token,
    body: { rating: 4, body: 'Lovely.' },
  });
  return { token: guest.token, reviewId: written.json<OwnReview>().id };
}

/** The demo owner's session and a review of one of their hotels with no answer yet. */
export async function demoReviewToAnswer(app: FastifyInstance): Promise<{ token: string; reviewId: string }> {
  const { owner } = await demoPeople(app);
  const hotels = (await call(app, 'GET', '/api/hotels/my-hotels', { token: owner.token })).json<Hotel[]>();
  for (const hotel of hotels.filter((h) => h.reviewCount > 0)) {
    const reviews = (await call(app, 'GET', `/api/hotels/${hotel.id}/reviews?limit=50`)).json<Review[]>();
    const open = reviews.find((r) => r.ownerReply === undefined);
    if (open) return { token: owner.token, reviewId: open.id };
  }
  throw new Error('The demo owner has no review left to answer');
}
