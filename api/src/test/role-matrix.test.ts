// Who may call what: every route, called by each kind of person with other people's ids.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { addDays, todayInColombo, type Booking, type Hotel, type HotelPhoto, type User } from '@ceylon/shared/domain';
import { photoUpload, testJpeg } from '../photos/photo-fixtures';
import { createActor, createHotel, login, type Actor, type Actors } from './actors';
import { call, testDatabases } from './test-app';
import { demoEditableReview, demoReviewToAnswer, demoStayToReview } from './review-fixtures';
import { promotionRules } from './promotion-fixtures';
import { useActors } from './use-actors';

type Who = 'visitor' | 'customerA' | 'customerB' | 'ownerA' | 'ownerB' | 'admin';
const EVERYONE: Who[] = ['visitor', 'customerA', 'customerB', 'ownerA', 'ownerB', 'admin'];
const SIGNED_IN: Who[] = ['customerA', 'customerB', 'ownerA', 'ownerB', 'admin'];

interface Fixtures {
  app: FastifyInstance;
  actors: Actors;
  hotelA: Hotel;
  bookingA: Booking;
}

interface Case {
  route: string;
  allowed: Who[];
  success: number;
  /**
   * Builds the call; may create fresh things to act on (one per caller for deletes), or a token
   * of its own for the caller (logout must not end the session the other cases use).
   */
  request: (
    f: Fixtures,
    actor?: Actor,
  ) => Promise<{ method: InjectOptions['method']; url: string; body?: unknown; token?: string; headers?: Record<string, string> }>;
}

let unique = 0;
const next = () => `${Date.now()}-${(unique += 1)}`;
const day = (n: number) => addDays(todayInColombo(), n);
/** A one-night season on `night`. */
const seasonOn = (night: string) => ({ name: 'Matrix season', firstNight: night, lastNight: night, price: 75 });

/** A new hotel of ownerA's with one photo (uploaded by the admin), for one caller to act on. */
async function hotelWithPhoto(f: Fixtures): Promise<{ hotel: Hotel; photo: HotelPhoto }> {
  const hotel = await createHotel(f.app, f.actors.ownerA);
  const { payload, headers } = photoUpload([{ name: 'tiny.jpg', body: await testJpeg(64, 48) }]);
  const response = await call(f.app, 'POST', `/api/hotels/${hotel.id}/photos`, { token: f.actors.admin.token, body: payload, headers });
  const [photo] = response.json<HotelPhoto[]>();
  if (!photo) throw new Error(`Uploading a photo failed: ${response.body}`);
  return { hotel, photo };
}

/** A new hotel of ownerA's importing one calendar (at an address nothing answers at), for one caller to act on. */
async function hotelWithFeed(f: Fixtures): Promise<{ hotel: Hotel; feed: string }> {
  const hotel = await createHotel(f.app, f.actors.ownerA);
  const response = await call(f.app, 'POST', `/api/hotels/${hotel.id}/calendar-feeds`, {
    token: f.actors.admin.token,
    body: { name: 'Booking.com', url: `http://127.0.0.1:9/${next()}.ics` },
  });
  return { hotel, feed: response.json<{ id: string }>().id };
}

/** A new promotion code's body, never used by a booking (its range is years ahead). */
const promotion = () => promotionRules(`M${next()}`, { value: 5, validFrom: day(3000), validUntil: day(3001) });

async function promotionOf(f: Fixtures, url: string): Promise<string> {
  const response = await call(f.app, 'POST', url, { token: f.actors.admin.token, body: promotion() });
  return response.json<{ id: string }>().id;
}

const roomTypeNamed = (name: string) => ({ name, maxAdults: 2, rooms: 1, pricing: { basis: 'per_person', price: 50 } });
const ratePlanNamed = (name: string) => ({
  name,
  mealPlan: 'bed_and_breakfast',
  cancellation: { kind: 'non_refundable' },
  payment: { kind: 'pay_at_property' },
});

/** The address of a new room type of hotelA's (added by the admin), for one caller to act on. */
async function roomTypeOf(f: Fixtures): Promise<string> {
  const url = `/api/hotels/${f.hotelA.id}/room-types`;
  const response = await call(f.app, 'POST', url, { token: f.actors.admin.token, body: roomTypeNamed(`Matrix ${next()}`) });
  return `${url}/${response.json<{ id: string }>().id}`;
}

/** The address of a new rate plan of hotelA's (added by the admin), for one caller to act on. */
async function ratePlanOf(f: Fixtures): Promise<string> {
  const url = `/api/hotels/${f.hotelA.id}/rate-plans`;
  const response = await call(f.app, 'POST', url, { token: f.actors.admin.token, body: ratePlanNamed(`Matrix ${next()}`) });
  return `${url}/${response.json<{ id: string }>().id}`;
}

async function bookAsCustomerA(f: Fixtures): Promise<Booking> {
  const response = await call(f.app, 'POST', '/api/bookings', {
    token: f.actors.customerA.token,
    body: { hotelId: f.hotelA.id, checkIn: day(5 + (unique % 60)), checkOut: day(6 + (unique % 60)), guests: 1, ...standardOf(f) },
  });
  return response.json<Booking>();
}

/** hotelA's Standard room and rate, as bookingA has them: the other cases give the hotel more types and plans to choose from. */
function standardOf(f: Partial<Pick<Fixtures, 'bookingA'>>): { roomTypeId?: string; ratePlanId?: string } {
  return f.bookingA ? { roomTypeId: f.bookingA.roomTypeId, ratePlanId: f.bookingA.ratePlanId } : {};
}

const CASES: Case[] = [
  { route: 'GET /api/health', allowed: EVERYONE, success: 200, request: async () => ({ method: 'GET', url: '/api/health' }) },
  { route: 'GET /api/ready', allowed: EVERYONE, success: 200, request: async () => ({ method: 'GET', url: '/api/ready' }) },
  { route: 'GET /api/docs/json', allowed: EVERYONE, success: 200, request: async () => ({ method: 'GET', url: '/api/docs/json' }) },
  {
    route: 'GET /api/assets/hotels/:file',
    allowed: EVERYONE,
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/assets/hotels/kandy.svg' }),
  },
  {
    route: 'POST /api/auth/register',
    allowed: EVERYONE,
    success: 201,
    request: async () => ({
      method: 'POST',
      url: '/api/auth/register',
      body: { firstName: 'N', lastName: 'U', email: `new-${next()}@example.com`, password: 'long-enough' },
    }),
  },
  {
    route: 'POST /api/auth/login',
    allowed: EVERYONE,
    success: 200,
    request: async () => ({ method: 'POST', url: '/api/auth/login', body: { email: 'guest@ceylon.test', password: 'Guest#2025' } }),
  },
  {
    route: 'POST /api/auth/logout',
    allowed: SIGNED_IN,
    success: 200,
    request: async (f, actor) => ({
      method: 'POST',
      url: '/api/auth/logout',
      token: actor && (await login(f.app, actor.user.email, actor.password)).token,
    }),
  },
  {
    route: 'POST /api/send-email',
    allowed: EVERYONE,
    success: 201,
    request: async () => ({
      method: 'POST',
      url: '/api/send-email',
      body: { name: 'N', email: 'n@example.com', subject: 'Hi', message: 'Hello' },
    }),
  },
  {
    route: 'POST /api/newsletter',
    allowed: EVERYONE,
    success: 201,
    request: async () => ({ method: 'POST', url: '/api/newsletter', body: { email: `n-${next()}@example.com` } }),
  },
  {
    route: 'POST /api/client-errors',
    allowed: EVERYONE,
    success: 201,
    request: async () => ({
      method: 'POST',
      url: '/api/client-errors',
      body: { area: 'admin', version: '1', url: '/x.js', type: 'timeout', message: 'Loading chunk failed' },
    }),
  },
  {
    route: 'GET /api/client-errors',
    allowed: ['admin'],
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/client-errors?limit=5' }),
  },
  { route: 'GET /api/hotels', allowed: EVERYONE, success: 200, request: async () => ({ method: 'GET', url: '/api/hotels' }) },
  {
    route: 'GET /api/hotels/nearest-dates',
    allowed: EVERYONE,
    success: 200,
    request: async () => ({
      method: 'GET',
      url: `/api/hotels/nearest-dates?checkIn=${addDays(todayInColombo(), 30)}&checkOut=${addDays(todayInColombo(), 31)}`,
    }),
  },
  {
    route: 'GET /api/sitemap/hotels',
    allowed: EVERYONE,
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/sitemap/hotels' }),
  },
  {
    route: 'GET /api/sitemap/hotels/:page',
    allowed: EVERYONE,
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/sitemap/hotels/1' }),
  },
  // The old paths of the two above, answered the same for one release.
  {
    route: 'GET /api/hotels/sitemap',
    allowed: EVERYONE,
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/hotels/sitemap' }),
  },
  {
    route: 'GET /api/hotels/sitemap/:page',
    allowed: EVERYONE,
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/hotels/sitemap/1' }),
  },
  {
    route: 'GET /api/destinations',
    allowed: EVERYONE,
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/destinations' }),
  },
  {
    route: 'GET /api/destinations/:slug',
    allowed: EVERYONE,
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/destinations/kandy' }),
  },
  {
    route: 'GET /api/hotels/:id',
    allowed: EVERYONE,
    success: 200,
    request: async (f) => ({ method: 'GET', url: `/api/hotels/${f.hotelA.id}` }),
  },
  {
    route: 'GET /api/hotels/my-hotels',
    allowed: ['ownerA', 'ownerB', 'admin'],
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/hotels/my-hotels' }),
  },
  {
    route: 'GET /api/hotels/:id/bookings',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => ({ method: 'GET', url: `/api/hotels/${f.hotelA.id}/bookings` }),
  },
  {
    route: 'POST /api/hotels',
    allowed: ['ownerA', 'ownerB', 'admin'],
    success: 201,
    request: async () => ({
      method: 'POST',
      url: '/api/hotels',
      body: { title: 'T', location: 'Kandy', price: 10, imageUrl: '/a.svg', rating: 3 },
    }),
  },
  {
    route: 'PUT /api/hotels/:id',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => ({ method: 'PUT', url: `/api/hotels/${f.hotelA.id}`, body: { price: 99 } }),
  },
  {
    route: 'DELETE /api/hotels/:id',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => ({ method: 'DELETE', url: `/api/hotels/${(await createHotel(f.app, f.actors.ownerA)).id}` }),
  },
  { route: 'GET /api/users', allowed: ['admin'], success: 200, request: async () => ({ method: 'GET', url: '/api/users' }) },
  {
    route: 'POST /api/users',
    allowed: ['admin'],
    success: 201,
    request: async () => ({
      method: 'POST',
      url: '/api/users',
      body: { firstName: 'N', lastName: 'U', email: `u-${next()}@example.com`, role: 'user', password: 'long-enough' },
    }),
  },
  {
    route: 'PUT /api/users/:id',
    allowed: ['admin'],
    success: 200,
    request: async (f) => ({ method: 'PUT', url: `/api/users/${f.actors.customerB.user.id}`, body: { lastName: 'Changed' } }),
  },
  {
    route: 'DELETE /api/users/:id',
    allowed: ['admin'],
    success: 200,
    request: async (f) => ({ method: 'DELETE', url: `/api/users/${(await createActor(f.app, f.actors.admin, 'user', 'Doomed')).user.id}` }),
  },
  { route: 'GET /api/all-bookings', allowed: ['admin'], success: 200, request: async () => ({ method: 'GET', url: '/api/all-bookings' }) },
  {
    route: 'GET /api/all-bookings/export',
    allowed: ['admin'],
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/all-bookings/export?status=cancelled' }),
  },
  {
    route: 'GET /api/hotels/:id/bookings/export',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => ({ method: 'GET', url: `/api/hotels/${f.hotelA.id}/bookings/export` }),
  },
  { route: 'GET /api/my-bookings', allowed: SIGNED_IN, success: 200, request: async () => ({ method: 'GET', url: '/api/my-bookings' }) },
  {
    route: 'GET /api/bookings/my-bookings',
    allowed: SIGNED_IN,
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/bookings/my-bookings' }),
  },
  {
    route: 'POST /api/bookings',
    allowed: SIGNED_IN,
    success: 201,
    request: async (f) => ({
      method: 'POST',
      url: '/api/bookings',
      body: { hotelId: f.hotelA.id, checkIn: day(70 + (unique++ % 20)), checkOut: day(91), guests: 1, ...standardOf(f) },
    }),
  },
  {
    route: 'GET /api/bookings/:id',
    allowed: ['customerA', 'ownerA', 'admin'],
    success: 200,
    request: async (f) => ({ method: 'GET', url: `/api/bookings/${f.bookingA.id}` }),
  },
  {
    route: 'GET /api/booking-references/:reference',
    allowed: ['admin'],
    success: 200,
    request: async (f) => ({ method: 'GET', url: `/api/booking-references/${f.bookingA.reference}` }),
  },
  // The old path of the one above, answered the same for one release.
  {
    route: 'GET /api/bookings/by-reference/:reference',
    allowed: ['admin'],
    success: 200,
    request: async (f) => ({ method: 'GET', url: `/api/bookings/by-reference/${f.bookingA.reference}` }),
  },
  { route: 'GET /api/admin/outbox', allowed: ['admin'], success: 200, request: async () => ({ method: 'GET', url: '/api/admin/outbox' }) },
  {
    route: 'GET /api/admin/outbox/:id',
    allowed: ['admin'],
    success: 200,
    request: async (f) => {
      const page = await call(f.app, 'GET', '/api/admin/outbox?limit=1', { token: f.actors.admin.token });
      return { method: 'GET', url: `/api/admin/outbox/${page.json<{ messages: { id: number }[] }>().messages[0]?.id ?? 0}` };
    },
  },
  {
    route: 'PUT /api/bookings/:id/cancel',
    allowed: ['customerA', 'admin'],
    success: 200,
    request: async (f) => ({ method: 'PUT', url: `/api/bookings/${(await bookAsCustomerA(f)).id}/cancel` }),
  },
  {
    route: 'GET /api/hotels/:id/availability',
    allowed: EVERYONE,
    success: 200,
    request: async (f) => ({ method: 'GET', url: `/api/hotels/${f.hotelA.id}/availability` }),
  },
  {
    route: 'GET /api/hotels/:id/bookings?night',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => ({ method: 'GET', url: `/api/hotels/${f.hotelA.id}/bookings?night=${f.bookingA.checkIn}` }),
  },
  {
    route: 'GET /api/hotels/:id/closures',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => ({ method: 'GET', url: `/api/hotels/${f.hotelA.id}/closures` }),
  },
  {
    // Nights past every booking the other cases make, new for each caller (closures may not overlap).
    route: 'POST /api/hotels/:id/closures',
    allowed: ['ownerA', 'admin'],
    success: 201,
    request: async (f) => {
      const night = day(150 + (unique += 1));
      return { method: 'POST', url: `/api/hotels/${f.hotelA.id}/closures`, body: { firstNight: night, lastNight: night } };
    },
  },
  {
    route: 'DELETE /api/hotels/:id/closures/:closureId',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => {
      const night = day(150 + (unique += 1));
      const made = await call(f.app, 'POST', `/api/hotels/${f.hotelA.id}/closures`, {
        token: f.actors.admin.token,
        body: { firstNight: night, lastNight: night },
      });
      return { method: 'DELETE', url: `/api/hotels/${f.hotelA.id}/closures/${made.json<{ id: string }>().id}` };
    },
  },
  {
    route: 'GET /api/hotels/:id/seasons',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => ({ method: 'GET', url: `/api/hotels/${f.hotelA.id}/seasons` }),
  },
  {
    // Nights past every booking the other cases make, new for each caller (seasons may not overlap).
    route: 'POST /api/hotels/:id/seasons',
    allowed: ['ownerA', 'admin'],
    success: 201,
    request: async (f) => {
      const night = day(150 + (unique += 1));
      return { method: 'POST', url: `/api/hotels/${f.hotelA.id}/seasons`, body: seasonOn(night) };
    },
  },
  {
    route: 'PUT /api/hotels/:id/seasons/:seasonId',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => {
      const night = day(150 + (unique += 1));
      const made = await call(f.app, 'POST', `/api/hotels/${f.hotelA.id}/seasons`, { token: f.actors.admin.token, body: seasonOn(night) });
      const url = `/api/hotels/${f.hotelA.id}/seasons/${made.json<{ id: string }>().id}`;
      return { method: 'PUT', url, body: { ...seasonOn(night), price: 80 } };
    },
  },
  {
    route: 'DELETE /api/hotels/:id/seasons/:seasonId',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => {
      const night = day(150 + (unique += 1));
      const made = await call(f.app, 'POST', `/api/hotels/${f.hotelA.id}/seasons`, { token: f.actors.admin.token, body: seasonOn(night) });
      return { method: 'DELETE', url: `/api/hotels/${f.hotelA.id}/seasons/${made.json<{ id: string }>().id}` };
    },
  },
  {
    route: 'GET /api/hotels/:id/room-types',
    allowed: EVERYONE,
    success: 200,
    request: async (f) => ({ method: 'GET', url: `/api/hotels/${f.hotelA.id}/room-types` }),
  },
  {
    // A new name for each caller (names are unique in a hotel).
    route: 'POST /api/hotels/:id/room-types',
    allowed: ['ownerA', 'admin'],
    success: 201,
    request: async (f) => ({ method: 'POST', url: `/api/hotels/${f.hotelA.id}/room-types`, body: roomTypeNamed(`Matrix ${next()}`) }),
  },
  {
    route: 'PATCH /api/hotels/:id/room-types/:typeId',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => ({ method: 'PATCH', url: await roomTypeOf(f), body: { rooms: 3 } }),
  },
  {
    // A new type, which no booking names.
    route: 'DELETE /api/hotels/:id/room-types/:typeId',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => ({ method: 'DELETE', url: await roomTypeOf(f) }),
  },
  {
    route: 'GET /api/hotels/:id/rate-plans',
    allowed: EVERYONE,
    success: 200,
    request: async (f) => ({ method: 'GET', url: `/api/hotels/${f.hotelA.id}/rate-plans` }),
  },
  {
    route: 'POST /api/hotels/:id/rate-plans',
    allowed: ['ownerA', 'admin'],
    success: 201,
    request: async (f) => ({ method: 'POST', url: `/api/hotels/${f.hotelA.id}/rate-plans`, body: ratePlanNamed(`Matrix ${next()}`) }),
  },
  {
    route: 'PATCH /api/hotels/:id/rate-plans/:planId',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => ({ method: 'PATCH', url: await ratePlanOf(f), body: { mealPlan: 'half_board' } }),
  },
  {
    route: 'DELETE /api/hotels/:id/rate-plans/:planId',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => ({ method: 'DELETE', url: await ratePlanOf(f) }),
  },
  {
    route: 'GET /api/hotels/:id/taxes',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => ({ method: 'GET', url: `/api/hotels/${f.hotelA.id}/taxes` }),
  },
  {
    // An empty list, so the other cases' bookings keep the totals they send.
    route: 'PUT /api/hotels/:id/taxes',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => ({ method: 'PUT', url: `/api/hotels/${f.hotelA.id}/taxes`, body: { charges: [] } }),
  },
  {
    route: 'GET /api/hotels/:id/promotions',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => ({ method: 'GET', url: `/api/hotels/${f.hotelA.id}/promotions` }),
  },
  {
    route: 'POST /api/hotels/:id/promotions',
    allowed: ['ownerA', 'admin'],
    success: 201,
    request: async (f) => ({ method: 'POST', url: `/api/hotels/${f.hotelA.id}/promotions`, body: promotion() }),
  },
  {
    route: 'PUT /api/hotels/:id/promotions/:promotionId',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => {
      const id = await promotionOf(f, `/api/hotels/${f.hotelA.id}/promotions`);
      return { method: 'PUT', url: `/api/hotels/${f.hotelA.id}/promotions/${id}`, body: promotion() };
    },
  },
  {
    route: 'DELETE /api/hotels/:id/promotions/:promotionId',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => {
      const id = await promotionOf(f, `/api/hotels/${f.hotelA.id}/promotions`);
      return { method: 'DELETE', url: `/api/hotels/${f.hotelA.id}/promotions/${id}` };
    },
  },
  { route: 'GET /api/promotions', allowed: ['admin'], success: 200, request: async () => ({ method: 'GET', url: '/api/promotions' }) },
  {
    route: 'POST /api/promotions',
    allowed: ['admin'],
    success: 201,
    request: async () => ({ method: 'POST', url: '/api/promotions', body: promotion() }),
  },
  {
    route: 'PUT /api/promotions/:promotionId',
    allowed: ['admin'],
    success: 200,
    request: async (f) => ({ method: 'PUT', url: `/api/promotions/${await promotionOf(f, '/api/promotions')}`, body: promotion() }),
  },
  {
    route: 'DELETE /api/promotions/:promotionId',
    allowed: ['admin'],
    success: 200,
    request: async (f) => ({ method: 'DELETE', url: `/api/promotions/${await promotionOf(f, '/api/promotions')}` }),
  },
  {
    route: 'GET /api/exchange-rates',
    allowed: EVERYONE,
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/exchange-rates' }),
  },
  {
    route: 'GET /api/exchange-rates/history',
    allowed: ['admin'],
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/exchange-rates/history?currency=LKR' }),
  },
  {
    route: 'POST /api/exchange-rates',
    allowed: ['admin'],
    success: 201,
    // The demo's rupee rate again: a new row, the same rate, so other tests' bookings naming it still pass.
    request: async () => ({ method: 'POST', url: '/api/exchange-rates', body: { currency: 'LKR', perUsd: 300 } }),
  },
  {
    // An unknown code: a refusal is a 200 answer, and no code is used.
    route: 'POST /api/promotions/check',
    allowed: SIGNED_IN,
    success: 200,
    request: async (f) => ({
      method: 'POST',
      url: '/api/promotions/check',
      body: { hotelId: f.hotelA.id, checkIn: day(40), checkOut: day(41), guests: 1, code: 'NO-SUCH-CODE' },
    }),
  },
  {
    route: 'GET /api/hotels/:id/calendar-export',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => ({ method: 'GET', url: `/api/hotels/${f.hotelA.id}/calendar-export` }),
  },
  {
    route: 'POST /api/hotels/:id/calendar-export',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => ({ method: 'POST', url: `/api/hotels/${f.hotelA.id}/calendar-export` }),
  },
  {
    // The hotel's feed as its secret address gives it: no session needed, and a made-up token is a 404.
    route: 'GET /api/calendar/:file',
    allowed: EVERYONE,
    success: 200,
    request: async (f) => {
      const made = await call(f.app, 'GET', `/api/hotels/${f.hotelA.id}/calendar-export`, { token: f.actors.admin.token });
      return { method: 'GET', url: new URL(made.json<{ url: string }>().url).pathname };
    },
  },
  {
    route: 'GET /api/hotels/:id/calendar-feeds',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => ({ method: 'GET', url: `/api/hotels/${f.hotelA.id}/calendar-feeds` }),
  },
  {
    // An address nothing answers at (a refused sync is still a feed added), new for each caller; on a fresh hotel, as a hotel imports at most ten.
    route: 'POST /api/hotels/:id/calendar-feeds',
    allowed: ['ownerA', 'admin'],
    success: 201,
    request: async (f) => {
      const hotel = await createHotel(f.app, f.actors.ownerA);
      return {
        method: 'POST',
        url: `/api/hotels/${hotel.id}/calendar-feeds`,
        body: { name: 'Airbnb', url: `http://127.0.0.1:9/${next()}.ics` },
      };
    },
  },
  {
    route: 'POST /api/hotels/:id/calendar-feeds/:feedId/sync',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => {
      const { hotel, feed } = await hotelWithFeed(f);
      return { method: 'POST', url: `/api/hotels/${hotel.id}/calendar-feeds/${feed}/sync` };
    },
  },
  {
    route: 'DELETE /api/hotels/:id/calendar-feeds/:feedId',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => {
      const { hotel, feed } = await hotelWithFeed(f);
      return { method: 'DELETE', url: `/api/hotels/${hotel.id}/calendar-feeds/${feed}` };
    },
  },
  {
    route: 'GET /api/dashboard',
    allowed: ['ownerA', 'ownerB', 'admin'],
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/dashboard' }),
  },
  {
    route: 'GET /api/dashboard?hotelId=',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => ({ method: 'GET', url: `/api/dashboard?hotelId=${f.hotelA.id}` }),
  },
  {
    route: 'GET /api/hotels/:id/occupancy',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => ({ method: 'GET', url: `/api/hotels/${f.hotelA.id}/occupancy` }),
  },
  {
    route: 'GET /api/hotels/:id/photos',
    allowed: EVERYONE,
    success: 200,
    request: async (f) => ({ method: 'GET', url: `/api/hotels/${f.hotelA.id}/photos` }),
  },
  {
    // A hotel of its own for each caller: a hotel holds at most 10 photos.
    route: 'POST /api/hotels/:id/photos',
    allowed: ['ownerA', 'admin'],
    success: 201,
    request: async (f) => {
      const hotel = await createHotel(f.app, f.actors.ownerA);
      const { payload, headers } = photoUpload([{ name: 'tiny.jpg', body: await testJpeg(64, 48) }]);
      return { method: 'POST', url: `/api/hotels/${hotel.id}/photos`, body: payload, headers };
    },
  },
  {
    route: 'PUT /api/hotels/:id/photos/order',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => {
      const { hotel, photo } = await hotelWithPhoto(f);
      return { method: 'PUT', url: `/api/hotels/${hotel.id}/photos/order`, body: { ids: [photo.id] } };
    },
  },
  {
    route: 'PATCH /api/hotels/:id/photos/:photoId',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => {
      const { hotel, photo } = await hotelWithPhoto(f);
      return { method: 'PATCH', url: `/api/hotels/${hotel.id}/photos/${photo.id}`, body: { caption: 'The lagoon at dawn' } };
    },
  },
  {
    route: 'DELETE /api/hotels/:id/photos/:photoId',
    allowed: ['ownerA', 'admin'],
    success: 200,
    request: async (f) => {
      const { hotel, photo } = await hotelWithPhoto(f);
      return { method: 'DELETE', url: `/api/hotels/${hotel.id}/photos/${photo.id}` };
    },
  },
  {
    route: 'GET /api/photos/:file',
    allowed: EVERYONE,
    success: 200,
    request: async (f) => {
      const { photo } = await hotelWithPhoto(f);
      return { method: 'GET', url: photo.variants[0]?.url ?? '' };
    },
  },
  {
    route: 'GET /api/hotels/:id/reviews',
    allowed: EVERYONE,
    success: 200,
    request: async (f) => ({ method: 'GET', url: `/api/hotels/${f.hotelA.id}/reviews` }),
  },
  {
    // customerA's place is taken by the guest who stayed: the demo guest, on their completed stay.
    route: 'POST /api/bookings/:id/review',
    allowed: ['customerA'],
    success: 201,
    request: async (f, actor) => {
      const stay = await demoStayToReview(f.app);
      const token = actor === f.actors.customerA ? stay.token : undefined;
      return { method: 'POST', url: `/api/bookings/${stay.bookingId}/review`, body: { rating: 5, body: 'Lovely.' }, token };
    },
  },
  {
    route: 'PATCH /api/reviews/:id',
    allowed: ['customerA'],
    success: 200,
    request: async (f, actor) => {
      const review = await demoEditableReview(f.app);
      const token = actor === f.actors.customerA ? review.token : undefined;
      return { method: 'PATCH', url: `/api/reviews/${review.reviewId}`, body: { rating: 4 }, token };
    },
  },
  {
    // ownerA's place is taken by the demo owner, whose hotels the demo reviews are of.
    route: 'POST /api/reviews/:id/reply',
    allowed: ['ownerA', 'admin'],
    success: 201,
    request: async (f, actor) => {
      const review = await demoReviewToAnswer(f.app);
      const token = actor === f.actors.ownerA ? review.token : undefined;
      return { method: 'POST', url: `/api/reviews/${review.reviewId}/reply`, body: { body: 'Thank you!' }, token };
    },
  },
  {
    route: 'POST /api/auth/forgot-password',
    allowed: EVERYONE,
    success: 202,
    request: async () => ({ method: 'POST', url: '/api/auth/forgot-password', body: { email: 'guest@ceylon.test' } }),
  },
  {
    // Anyone may use a link, signed in or not; with a link nobody was sent, everyone hears so alike.
    route: 'POST /api/auth/reset-password',
    allowed: EVERYONE,
    success: 400,
    request: async () => ({
      method: 'POST',
      url: '/api/auth/reset-password',
      body: { token: 'no-such-link', password: 'Monsoon#Kandy-2026' },
    }),
  },
  { route: 'GET /api/account', allowed: SIGNED_IN, success: 200, request: async () => ({ method: 'GET', url: '/api/account' }) },
  {
    route: 'PATCH /api/account',
    allowed: SIGNED_IN,
    success: 200,
    request: async (_f, actor) => ({ method: 'PATCH', url: '/api/account', body: { lastName: actor?.user.lastName ?? 'Visitor' } }),
  },
  {
    // The same password again: the case's own session stays, and the other cases' tokens are that one.
    route: 'POST /api/account/password',
    allowed: SIGNED_IN,
    success: 200,
    request: async (_f, actor) => ({
      method: 'POST',
      url: '/api/account/password',
      body: { currentPassword: actor?.password ?? 'x', newPassword: actor?.password ?? 'Monsoon#Kandy-2026' },
    }),
  },
  {
    route: 'GET /api/account/language',
    allowed: SIGNED_IN,
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/account/language' }),
  },
  {
    route: 'PUT /api/account/language',
    allowed: SIGNED_IN,
    success: 200,
    request: async () => ({ method: 'PUT', url: '/api/account/language', body: { language: 'en' } }),
  },
  {
    route: 'GET /api/account/owner-mail',
    allowed: ['ownerA', 'ownerB', 'admin'],
    success: 200,
    request: async () => ({ method: 'GET', url: '/api/account/owner-mail' }),
  },
  {
    route: 'PATCH /api/account/owner-mail',
    allowed: ['ownerA', 'ownerB', 'admin'],
    success: 200,
    request: async () => ({ method: 'PATCH', url: '/api/account/owner-mail', body: { reviewWritten: true } }),
  },
  {
    // Customers close an account of their own made for the case; the others try with theirs.
    route: 'DELETE /api/account',
    allowed: ['customerA', 'customerB'],
    success: 200,
    request: async (f, actor) => {
      const closing = actor?.user.role === 'user' ? await createActor(f.app, f.actors.admin, 'user', 'Closing') : actor;
      return { method: 'DELETE', url: '/api/account', token: closing?.token, body: { currentPassword: closing?.password ?? 'x' } };
    },
  },
];

describe.each(testDatabases())('roles on %s', (database) => {
  const ctx = useActors(database);
  let fixtures: Fixtures;

  beforeAll(async () => {
    const { app, actors } = ctx;
    const hotelA = await createHotel(app, actors.ownerA, { rooms: 50 });
    await createHotel(app, actors.ownerB);
    fixtures = { app, actors, hotelA, bookingA: await bookAsCustomerA({ app, actors, hotelA } as Fixtures) };
  });

  it.each(CASES.map((c) => [c.route, c] as const))('%s', async (_route, c) => {
    const outcome: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const who of EVERYONE) {
      const actor: Actor | undefined = who === 'visitor' ? undefined : fixtures.actors[who];
      const { method, url, body, token, headers } = await c.request(fixtures, actor);
      const response = await call(fixtures.app, method, url, { token: token ?? actor?.token, body, headers });
      expect(response.statusCode).toBeLessThan(500);
      outcome[who] = response.statusCode;
      expected[who] = c.allowed.includes(who) ? c.success : who === 'visitor' ? 401 : 403;
    }
    expect(outcome).toEqual(expected);
  });

  it('covers every route the API has', () => {
    const printed = fixtures.app.printRoutes({ commonPrefix: false });
    const tested = new Set(CASES.map((c) => c.route));
    // GET /metrics is the server's, beside the API: its token guards it (metrics/metrics.test.ts).
    const untested = routesOf(printed).filter((route) => !tested.has(route) && !route.includes('/api/docs') && route !== 'GET /metrics');
    expect(untested).toEqual([]);
  });

  it('never sends a password or a hash', async () => {
    const { admin, customerA } = fixtures.actors;
    const bodies = await Promise.all([
      call(fixtures.app, 'GET', '/api/users', { token: admin.token }),
      call(fixtures.app, 'GET', '/api/all-bookings', { token: admin.token }),
      call(fixtures.app, 'GET', '/api/hotels'),
      call(fixtures.app, 'POST', '/api/auth/login', { body: { email: 'admin@ceylon.test', password: 'Admin#2025' } }),
      call(fixtures.app, 'PUT', `/api/users/${customerA.user.id}`, { token: admin.token, body: { password: 'another-secret' } }),
    ]);
    // Anywhere in a body but inside a random booking reference (one of them once read CS-HASH8W).
    for (const response of bodies) expect(response.body.replace(/"CS-[A-Z0-9]{6}"/g, '""')).not.toMatch(/password|argon2|hash/i);
    const users = bodies[0]?.json<User[]>() ?? [];
    expect(users.length).toBeGreaterThan(5);
  });
});

/** `METHOD /path` for every route in printRoutes' tree (HEAD is Fastify's automatic twin of GET). */
function routesOf(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)(?:[├└]── )(.*?) \(([^)]+)\)$/.exec(line);
    const plain = /^([│ ]*)(?:[├└]── )(.*)$/.exec(line);
    const found = match ?? plain;
    if (!found) continue;
    const depth = (found[1] ?? '').length / 4;
    stack.length = depth;
    stack[depth] = found[2] ?? '';
    if (match) {
      const path = stack.join('').replace(/(.)\/$/, '$1');
      for (const method of (match[3] ?? '').split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return [...new Set(routes)];
}
