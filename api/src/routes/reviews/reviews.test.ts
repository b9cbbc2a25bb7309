// Reviews of stays: who may write, edit and answer them, when, and the hotel's guest score.
import { sql } from 'kysely';
import { addDays, todayInColombo, type Booking, type Hotel, type OwnReview, type Review } from '@ceylon/shared/domain';
import { createHotel, loginDemo } from '../../test/actors';
import { call, testDatabases } from '../../test/test-app';
import { useActorsWithDatabase } from '../../test/use-actors';
import {
  ALREADY_ANSWERED,
  ALREADY_REVIEWED,
  CANCELLED_STAY,
  EDIT_CLOSED,
  NOT_COMPLETED,
  NOT_YOUR_HOTEL,
  NOT_YOUR_REVIEW,
  NOT_YOUR_STAY,
} from './index';
import { pastStay } from '../../test/review-fixtures';

const DAY_MS = 86_400_000;

describe.each(testDatabases())('reviews on %s', (database) => {
  // The database too: stays that are over cannot be booked through the API, so tests insert them.
  const ctx = useActorsWithDatabase(database);
  let hotel: Hotel;

  beforeAll(async () => {
    hotel = await createHotel(ctx.app, ctx.actors.ownerA, { rooms: 5 });
  });

  const stayOfA = (options: { daysAgo?: number; status?: Booking['status'] } = {}) =>
    pastStay(ctx.db, { userId: ctx.actors.customerA.user.id, hotelId: hotel.id, ...options });
  const review = (bookingId: string, token: string | undefined, body: unknown = { rating: 4, body: 'A lovely stay.' }) =>
    call(ctx.app, 'POST', `/api/bookings/${bookingId}/review`, { token, body });
  const edit = (id: string, token: string, body: unknown) => call(ctx.app, 'PATCH', `/api/reviews/${id}`, { token, body });
  const answer = (id: string, token: string | undefined, body: unknown = { body: 'Thank you for staying with us.' }) =>
    call(ctx.app, 'POST', `/api/reviews/${id}/reply`, { token, body });
  const hotelNow = async (id = hotel.id) => (await call(ctx.app, 'GET', `/api/hotels/${id}`)).json<Hotel>();

  it('is written only by the guest who stayed, and only once', async () => {
    const booking = await stayOfA();
    expect((await review(booking, undefined)).statusCode).toBe(401);
    for (const other of [ctx.actors.customerB, ctx.actors.ownerA, ctx.actors.admin]) {
      const refused = await review(booking, other.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: NOT_YOUR_STAY, requestId: expect.any(String) });
    }
    const written = await review(booking, ctx.actors.customerA.token, {
      rating: 5,
      body: '  Quiet rooms and a kind team.\n\nWould stay again.  ',
    });
    expect(written.statusCode).toBe(201);
    const own = written.json<OwnReview>();
    expect(own).toEqual({
      id: expect.any(String),
      rating: 5,
      body: 'Quiet rooms and a kind team.\n\nWould stay again.',
      editableUntil: expect.any(String),
    });
    const window = Date.parse(own.editableUntil) - Date.now();
    expect(window).toBeGreaterThan(13.9 * DAY_MS);
    expect(window).toBeLessThanOrEqual(14 * DAY_MS);

    const again = await review(booking, ctx.actors.customerA.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ALREADY_REVIEWED, requestId: expect.any(String) });
  });

  it('waits for the stay to be completed, and never reviews a cancelled one', async () => {
    const upcoming = await call(ctx.app, 'POST', '/api/bookings', {
      token: ctx.actors.customerA.token,
      body: { hotelId: hotel.id, checkIn: addDays(todayInColombo(), 20), checkOut: addDays(todayInColombo(), 22), guests: 1 },
    });
    expect(upcoming.statusCode).toBe(201);
    const early = await review(upcoming.json<Booking>().id, ctx.actors.customerA.token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: NOT_COMPLETED, requestId: expect.any(String) });

    // Checking out today: completed only from tomorrow (Asia/Colombo).
    const leavingToday = await stayOfA({ daysAgo: 0 });
    expect((await review(leavingToday, ctx.actors.customerA.token)).json()).toEqual({
      message: NOT_COMPLETED,
      requestId: expect.any(String),
    });
    const pending = await stayOfA({ status: 'pending' });
    expect((await review(pending, ctx.actors.customerA.token)).statusCode).toBe(409);

    const cancelled = await stayOfA({ status: 'cancelled' });
    const refused = await review(cancelled, ctx.actors.customerA.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: CANCELLED_STAY, requestId: expect.any(String) });

    // Stored as completed, or confirmed with check-out passed: both are completed stays.
    expect((await review(await stayOfA({ status: 'completed' }), ctx.actors.customerA.token)).statusCode).toBe(201);
    expect((await review('00000000-0000-4000-8000-000000000000', ctx.actors.customerA.token)).statusCode).toBe(404);
  });

  it('takes one review when two arrive together', async () => {
    const booking = await stayOfA();
    const answers = await Promise.all(
      [1, 2, 3, 4].map((rating) => review(booking, ctx.actors.customerA.token, { rating, body: `Try ${rating}` })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const rows = await ctx.db.selectFrom('reviews').select('rating').where('bookingId', '=', booking).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses bad input with the field named, and keeps text as text', async () => {
    const booking = await stayOfA();
    const cases: [unknown, string][] = [
      [{ rating: 6, body: 'x' }, 'rating must be at most 5'],
      [{ rating: 0, body: 'x' }, 'rating must be at least 1'],
      [{ rating: 4.5, body: 'x' }, 'rating must be a whole number'],
      [{ rating: 4, body: '   ' }, 'body must not be blank'],
      [{ rating: 4, body: 'x'.repeat(2001) }, 'body must be at most 2000 characters'],
      [{ rating: 4 }, 'body is required'],
      [{ rating: 4, body: 'x', stars: 5 }, 'stars is not allowed'],
    ];
    for (const [body, message] of cases) {
      const refused = await review(booking, ctx.actors.customerA.token, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    const markup = '<img src=x onerror="alert(1)"> <b>bold</b> & 🌴'.padEnd(2000, '.');
    const written = await review(booking, ctx.actors.customerA.token, { rating: 3, body: markup });
    expect(written.statusCode).toBe(201);
    expect(written.json<OwnReview>().body).toBe(markup);
  });

  it('lets its author change it for 14 days, and no one else', async () => {
    const booking = await stayOfA();
    const { id } = (await review(booking, ctx.actors.customerA.token, { rating: 2, body: 'Noisy.' })).json<OwnReview>();
    const changed = await edit(id, ctx.actors.customerA.token, { rating: 3, body: 'Noisy, but the staff moved us.' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id, rating: 3, body: 'Noisy, but the staff moved us.' });
    expect((await edit(id, ctx.actors.customerA.token, { rating: 4 })).json()).toMatchObject({
      rating: 4,
      body: 'Noisy, but the staff moved us.',
    });

    for (const other of [ctx.actors.customerB, ctx.actors.ownerA, ctx.actors.admin]) {
      const refused = await edit(id, other.token, { rating: 1 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: NOT_YOUR_REVIEW, requestId: expect.any(String) });
    }
    expect((await edit(id, ctx.actors.customerA.token, { rating: 9 })).statusCode).toBe(400);
    expect((await edit(id, ctx.actors.customerA.token, {})).json()).toEqual({
      field: 'request body',
      message: 'Send a new rating, a new text or both',
      requestId: expect.any(String),
    });
    expect((await edit('00000000-0000-4000-8000-000000000000', ctx.actors.customerA.token, { rating: 1 })).statusCode).toBe(404);

    // Written a minute less than 14 days ago: still open; a minute more: closed.
    // created_at is the database's to set; the test moves it back as time would.
    const writtenAgo = (ms: number) => sql`update reviews set created_at = ${new Date(Date.now() - ms)} where id = ${id}`.execute(ctx.db);
    await writtenAgo(14 * DAY_MS - 60_000);
    expect((await edit(id, ctx.actors.customerA.token, { rating: 5 })).statusCode).toBe(200);
    await writtenAgo(14 * DAY_MS + 60_000);
    const late = await edit(id, ctx.actors.customerA.token, { rating: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: EDIT_CLOSED, requestId: expect.any(String) });
    const kept = await ctx.db.selectFrom('reviews').select('rating').where('id', '=', id).executeTakeFirstOrThrow();
    expect(kept.rating).toBe(5);
  });

  it('is answered once, by the hotel’s owner or an administrator', async () => {
    const first = (await review(await stayOfA(), ctx.actors.customerA.token)).json<OwnReview>();
    const second = (await review(await stayOfA(), ctx.actors.customerA.token)).json<OwnReview>();
    expect((await answer(first.id, undefined)).statusCode).toBe(401);
    for (const other of [ctx.actors.customerA, ctx.actors.customerB, ctx.actors.ownerB]) {
      const refused = await answer(first.id, other.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: NOT_YOUR_HOTEL, requestId: expect.any(String) });
    }
    expect((await answer(first.id, ctx.actors.ownerA.token, { body: ' ' })).statusCode).toBe(400);
    expect((await answer(first.id, ctx.actors.ownerA.token, { body: 'x'.repeat(1001) })).json().message).toBe(
      'body must be at most 1000 characters',
    );

    const replied = await answer(first.id, ctx.actors.ownerA.token, { body: ' We are glad you enjoyed it. ' });
    expect(replied.statusCode).toBe(201);
    expect(replied.json()).toEqual({ ownerReply: 'We are glad you enjoyed it.', ownerRepliedAt: expect.any(String) });
    const again = await answer(first.id, ctx.actors.ownerA.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ALREADY_ANSWERED, requestId: expect.any(String) });
    expect((await answer(first.id, ctx.actors.admin.token)).statusCode).toBe(409);

    expect((await answer(second.id, ctx.actors.admin.token)).statusCode).toBe(201);
    expect((await answer('00000000-0000-4000-8000-000000000000', ctx.actors.ownerA.token)).statusCode).toBe(404);
  });

  it('keeps the hotel’s guest score and count with every review written or changed', async () => {
    const scored = await createHotel(ctx.app, ctx.actors.ownerB);
    expect(await hotelNow(scored.id)).toMatchObject({ guestScore: null, reviewCount: 0 });
    const stayAt = (userId: string) => pastStay(ctx.db, { userId, hotelId: scored.id });

    const a = (
      await review(await stayAt(ctx.actors.customerA.user.id), ctx.actors.customerA.token, { rating: 4, body: 'Good.' })
    ).json<OwnReview>();
    expect(await hotelNow(scored.id)).toMatchObject({ guestScore: 8, reviewCount: 1 });
    await review(await stayAt(ctx.actors.customerB.user.id), ctx.actors.customerB.token, { rating: 5, body: 'Great.' });
    await review(await stayAt(ctx.actors.customerB.user.id), ctx.actors.customerB.token, { rating: 4, body: 'Good again.' });
    // (4 + 5 + 4) / 3 = 4.33… of 5, shown out of 10 with one decimal.
    expect(await hotelNow(scored.id)).toMatchObject({ guestScore: 8.7, reviewCount: 3 });

    await edit(a.id, ctx.actors.customerA.token, { rating: 1 });
    expect(await hotelNow(scored.id)).toMatchObject({ guestScore: 6.7, reviewCount: 3 });
    await edit(a.id, ctx.actors.customerA.token, { body: 'Text only.' });
    expect(await hotelNow(scored.id)).toMatchObject({ guestScore: 6.7, reviewCount: 3 });

    // The same figures wherever hotels are read: search, and the owner's list.
    const found = (await call(ctx.app, 'GET', `/api/hotels?q=${encodeURIComponent(scored.title)}&limit=100`)).json<Hotel[]>();
    expect(found.find((h) => h.id === scored.id)).toMatchObject({ guestScore: 6.7, reviewCount: 3 });
    const mine = (await call(ctx.app, 'GET', '/api/hotels/my-hotels', { token: ctx.actors.ownerB.token })).json<Hotel[]>();
    expect(mine.find((h) => h.id === scored.id)).toMatchObject({ guestScore: 6.7, reviewCount: 3 });

    const totals = await ctx.db
      .selectFrom('reviews')
      .select((eb) => [eb.fn.countAll<string | number>().as('count'), eb.fn.sum<string | number>('rating').as('sum')])
      .where('hotelId', '=', scored.id)
      .executeTakeFirstOrThrow();
    const row = await ctx.db
      .selectFrom('hotels')
      .select(['reviewCount', 'reviewTotal'])
      .where('id', '=', scored.id)
      .executeTakeFirstOrThrow();
    expect([row.reviewCount, row.reviewTotal]).toEqual([Number(totals.count), Number(totals.sum)]);
  });

  it('lists a hotel’s reviews newest first, page by page, naming the guest by first name and initial', async () => {
    const listed = await createHotel(ctx.app, ctx.actors.ownerA);
    const ids: string[] = [];
    for (const [i, text] of ['First', 'Second', 'Third'].entries()) {
      const booking = await pastStay(ctx.db, { userId: ctx.actors.customerA.user.id, hotelId: listed.id, daysAgo: 10 + i });
      ids.push((await review(booking, ctx.actors.customerA.token, { rating: 3 + i, body: text })).json<OwnReview>().id);
    }
    await answer(ids[0] ?? '', ctx.actors.ownerA.token, { body: 'Thanks!' });
    const list = (query: string) => call(ctx.app, 'GET', `/api/hotels/${listed.id}/reviews${query}`);

    const first = await list('?limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('3');
    const page1 = first.json<Review[]>();
    expect(page1.map((r) => r.body)).toEqual(['Third', 'Second']);
    expect(page1[0]).toEqual({
      id: ids[2],
      rating: 5,
      body: 'Third',
      guestName: 'Amara T.',
      stayMonth: addDays(todayInColombo(), -14).slice(0, 7),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const cursor = first.headers['x-next-cursor'];
    expect(typeof cursor).toBe('string');

    const second = await list(`?limit=2&cursor=${String(cursor)}`);
    expect(second.json<Review[]>()).toEqual([
      expect.objectContaining({ id: ids[0], body: 'First', ownerReply: 'Thanks!', ownerRepliedAt: expect.any(String) }),
    ]);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    expect(second.headers['x-total-count']).toBe('3');

    expect((await list('')).json<Review[]>()).toHaveLength(3);
    const badCursor = await list('?cursor=bm90LWEtY3Vyc29y');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().field).toBe('cursor');
    expect((await list('?limit=51')).statusCode).toBe(400);
    expect((await call(ctx.app, 'GET', '/api/hotels/00000000-0000-4000-8000-000000000000/reviews')).statusCode).toBe(404);
    // A deleted hotel's reviews go with it, as the hotel does.
    expect((await call(ctx.app, 'DELETE', `/api/hotels/${listed.id}`, { token: ctx.actors.ownerA.token })).statusCode).toBe(200);
    expect((await list('')).statusCode).toBe(404);
    // Never an account id or an e-mail in the public list.
    expect(first.body).not.toContain(ctx.actors.customerA.user.id);
    expect(first.body).not.toContain('@');
  });

  it('tells the guest on their bookings which stays they can review, and their review once written', async () => {
    const guest = ctx.actors.customerB;
    const done = await pastStay(ctx.db, { userId: guest.user.id, hotelId: hotel.id });
    const cancelled = await pastStay(ctx.db, { userId: guest.user.id, hotelId: hotel.id, status: 'cancelled' });
    const mine = async () => (await call(ctx.app, 'GET', '/api/bookings/my-bookings', { token: guest.token })).json<Booking[]>();
    const before = await mine();
    expect(before.find((b) => b.id === done)).toMatchObject({ status: 'completed', canReview: true });
    expect(before.find((b) => b.id === cancelled)).toMatchObject({ canReview: false });
    expect(before.find((b) => b.id === done)?.review).toBeUndefined();

    const written = (await review(done, guest.token, { rating: 4, body: 'Nice.' })).json<OwnReview>();
    expect((await mine()).find((b) => b.id === done)).toMatchObject({ canReview: false, review: written });
  });

  it('shows the demo data’s reviews from the first start, and leaves the demo guest a stay to review', async () => {
    const hotels = (await call(ctx.app, 'GET', '/api/hotels?limit=100')).json<Hotel[]>();
    const temple = hotels.find((h) => h.title === 'Temple of the Tooth Lake Residence');
    expect(temple?.reviewCount).toBeGreaterThan(5);
    expect(temple?.guestScore).toBeGreaterThan(5);
    const listed = (await call(ctx.app, 'GET', `/api/hotels/${temple?.id}/reviews?limit=50`)).json<Review[]>();
    expect(listed).toHaveLength(temple?.reviewCount ?? -1);
    expect(listed.some((r) => r.ownerReply)).toBe(true);

    const guest = await loginDemo(ctx.app, 'user');
    const stays = (await call(ctx.app, 'GET', '/api/bookings/my-bookings', { token: guest.token })).json<Booking[]>();
    expect(stays.filter((b) => b.review)).toHaveLength(1);
    expect(stays.filter((b) => b.canReview).length).toBeGreaterThan(0);
  });
});
