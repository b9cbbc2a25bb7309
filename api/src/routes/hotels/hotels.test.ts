import type { FastifyInstance } from 'fastify';
import { addDays, todayInColombo, type Hotel } from '@ceylon/shared/domain';
import { NEW_HOTEL, createActors, createHotel, type Actors } from '../../test/actors';
import { call, testDatabases, useTestApp } from '../../test/test-app';

describe.each(testDatabases())('hotels on %s', (database) => {
  const ctx = useTestApp(database);
  let app: FastifyInstance;
  let actors: Actors;
  beforeAll(async () => {
    app = ctx.app;
    actors = await createActors(app);
  });

  it('lists the seeded hotels across Sri Lanka with their creator and rooms, to anyone', async () => {
    const response = await call(app, 'GET', '/api/hotels');
    expect(response.statusCode).toBe(200);
    const hotels = response.json<Hotel[]>();
    expect(hotels.length).toBeGreaterThanOrEqual(12);
    const places = hotels.map((h) => h.location);
    for (const place of ['Kandy', 'Colombo', 'Galle', 'Hikkaduwa', 'Yala', 'Jaffna', 'Ella', 'Sigiriya', 'Nuwara Eliya']) {
      expect(places).toContain(place);
    }
    expect(hotels[0]).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      location: 'Kandy',
      price: 120,
      description: expect.any(String),
      imageUrl: '/api/assets/hotels/kandy.svg',
      rating: 4.7,
      bestSeller: true,
      rooms: 12,
      creator: { id: expect.any(String), firstName: 'Kamal', lastName: 'Fernando' },
      createdAt: expect.any(String),
    });
    for (const hotel of hotels) {
      const image = await call(app, 'GET', hotel.imageUrl);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect(image.headers['cache-control']).toMatch(/max-age=\d{6,}/);
      expect(image.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
  });

  it('creates a hotel owned by the caller, with 10 rooms unless told otherwise', async () => {
    const response = await call(app, 'POST', '/api/hotels', { token: actors.ownerA.token, body: { ...NEW_HOTEL, price: 99.999 } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ ...NEW_HOTEL, price: 100, rooms: 10, creator: { id: actors.ownerA.user.id, firstName: 'Chathura' } });
    const fetched = await call(app, 'GET', `/api/hotels/${response.json<Hotel>().id}`);
    expect(fetched.json()).toEqual(response.json());
  });

  it.each([
    [{ ...NEW_HOTEL, imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'imageUrl must be an http(s) URL or a path on this site starting with /'],
    [{ ...NEW_HOTEL, imageUrl: '//evil.example/x.png' }, 'imageUrl', 'imageUrl must be an http(s) URL or a path on this site starting with /'],
    [{ ...NEW_HOTEL, imageUrl: 'data:image/png;base64,AAAA' }, 'imageUrl', 'imageUrl must be an http(s) URL or a path on this site starting with /'],
    [{ ...NEW_HOTEL, rating: 5.5 }, 'rating', 'rating must be at most 5'],
    [{ ...NEW_HOTEL, rating: 0 }, 'rating', 'rating must be at least 1'],
    [{ ...NEW_HOTEL, price: -1 }, 'price', 'price must be at least 0'],
    [{ ...NEW_HOTEL, price: '100' }, 'price', 'price must be a number'],
    [{ ...NEW_HOTEL, rooms: 0 }, 'rooms', 'rooms must be at least 1'],
    [{ ...NEW_HOTEL, title: 'x'.repeat(100_000) }, 'title', 'title must be at most 200 characters'],
    [{ ...NEW_HOTEL, location: undefined }, 'location', 'location is required'],
  ])('refuses %#: %s', async (body, field, message) => {
    const response = await call(app, 'POST', '/api/hotels', { token: actors.ownerA.token, body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ field, message });
  });

  it('accepts https images and site paths', async () => {
    for (const imageUrl of ['https://images.example.com/a.jpg', 'http://example.com/b.png', '/images/c.webp']) {
      const response = await call(app, 'POST', '/api/hotels', { token: actors.ownerB.token, body: { ...NEW_HOTEL, imageUrl } });
      expect(response.statusCode).toBe(201);
    }
  });

  it('lets the owner and an admin update a hotel, not another owner', async () => {
    const hotel = await createHotel(app, actors.ownerA);
    const byOther = await call(app, 'PUT', `/api/hotels/${hotel.id}`, { token: actors.ownerB.token, body: { price: 1 } });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe('You can only manage your own hotels');
    const byOwner = await call(app, 'PUT', `/api/hotels/${hotel.id}`, { token: actors.ownerA.token, body: { ...NEW_HOTEL, title: 'Renamed', rooms: 4 } });
    expect(byOwner.json()).toMatchObject({ title: 'Renamed', rooms: 4, creator: { id: actors.ownerA.user.id } });
    const byAdmin = await call(app, 'PUT', `/api/hotels/${hotel.id}`, { token: actors.admin.token, body: { bestSeller: true } });
    expect(byAdmin.json()).toMatchObject({ title: 'Renamed', bestSeller: true });
    const invalid = await call(app, 'PUT', `/api/hotels/${hotel.id}`, { token: actors.ownerA.token, body: { rating: 9 } });
    expect(invalid.statusCode).toBe(400);
  });

  it('answers 404 for unknown and deleted hotels, 400 for malformed ids', async () => {
    const hotel = await createHotel(app, actors.ownerA);
    expect((await call(app, 'DELETE', `/api/hotels/${hotel.id}`, { token: actors.ownerB.token })).statusCode).toBe(403);
    expect((await call(app, 'DELETE', `/api/hotels/${hotel.id}`, { token: actors.ownerA.token })).statusCode).toBe(200);
    for (const [method, id, status] of [
      ['GET', hotel.id, 404],
      ['PUT', hotel.id, 404],
      ['DELETE', hotel.id, 404],
      ['GET', '00000000-0000-4000-8000-000000000000', 404],
      ['GET', 'kandy', 400],
    ] as const) {
      const response = await call(app, method, `/api/hotels/${id}`, { token: actors.admin.token, body: method === 'PUT' ? { price: 5 } : undefined });
      expect([method, id, response.statusCode]).toEqual([method, id, status]);
    }
  });

  it('lists only the caller’s hotels on my-hotels, each with its bookings and guest names', async () => {
    const mine = await createHotel(app, actors.ownerB, { title: 'Owner B Hotel', price: 50 });
    const day = (n: number) => addDays(todayInColombo(), n);
    await call(app, 'POST', '/api/bookings', { token: actors.customerA.token, body: { hotelId: mine.id, checkIn: day(5), checkOut: day(7), guests: 2 } });

    const response = await call(app, 'GET', '/api/hotels/my-hotels', { token: actors.ownerB.token });
    expect(response.statusCode).toBe(200);
    const hotels = response.json<Hotel[]>();
    expect(hotels.every((h) => h.creator.id === actors.ownerB.user.id)).toBe(true);
    expect(hotels.find((h) => h.id === mine.id)?.bookings).toEqual([
      expect.objectContaining({ status: 'confirmed', totalPrice: 200, checkIn: day(5), checkOut: day(7), user: expect.objectContaining({ firstName: 'Amara' }) }),
    ]);
    const ofOwnerA = (await call(app, 'GET', '/api/hotels/my-hotels', { token: actors.ownerA.token })).json<Hotel[]>();
    expect(ofOwnerA.map((h) => h.id)).not.toContain(mine.id);

    const bookings = await call(app, 'GET', `/api/hotels/${mine.id}/bookings`, { token: actors.ownerB.token });
    expect(bookings.json()).toHaveLength(1);
    expect((await call(app, 'GET', `/api/hotels/${mine.id}/bookings`, { token: actors.ownerA.token })).statusCode).toBe(403);
  });
});
