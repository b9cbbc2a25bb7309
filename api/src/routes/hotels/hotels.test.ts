import { addDays, todayInColombo, type Booking, type Hotel } from '@ceylon/shared/domain';
import { NEW_HOTEL, createHotel } from '../../test/actors';
import { call, testDatabases } from '../../test/test-app';
import { useActors } from '../../test/use-actors';

const IMAGE_ORIGIN = 'https://images.example.com';
const IMAGE_REFUSED = `imageUrl must be a path on this site starting with / or an https URL from ${IMAGE_ORIGIN}`;

describe.each(testDatabases())('hotels on %s', (database) => {
  const ctx = useActors(database, { imageOrigins: [IMAGE_ORIGIN] });

  it('lists the seeded hotels across Sri Lanka with their creator and rooms, to anyone', async () => {
    const response = await call(ctx.app, 'GET', '/api/hotels');
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
      // The demo's six reviews of it: (5 + 4 + 5 + 3 + 4 + 5) / 6 of 5, out of 10.
      guestScore: 8.7,
      reviewCount: 6,
      amenities: ['wifi', 'pool', 'breakfast', 'air-conditioning', 'restaurant'],
      address: '12 Lake Drive, Kandy',
      checkInTime: '14:00',
      checkOutTime: '12:00',
      cover: null,
      creator: { id: expect.any(String), firstName: 'Kamal', lastName: 'Fernando' },
      createdAt: expect.any(String),
    });
    for (const hotel of hotels) {
      const image = await call(ctx.app, 'GET', hotel.imageUrl);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect(image.headers['cache-control']).toMatch(/max-age=\d{6,}/);
      expect(image.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
  });

  it('creates a hotel owned by the caller, with 10 rooms unless told otherwise', async () => {
    const response = await call(ctx.app, 'POST', '/api/hotels', { token: ctx.actors.ownerA.token, body: { ...NEW_HOTEL, price: 99.999 } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      ...NEW_HOTEL,
      price: 100,
      rooms: 10,
      creator: { id: ctx.actors.ownerA.user.id, firstName: 'Chathura' },
    });
    const fetched = await call(ctx.app, 'GET', `/api/hotels/${response.json<Hotel>().id}`);
    // GET /api/hotels/:id adds the photos (none yet) and the taxes and charges (none).
    expect(fetched.json()).toEqual({ ...response.json<Hotel>(), photos: [], charges: [] });
  });

  it.each([
    [{ ...NEW_HOTEL, imageUrl: 'javascript:alert(1)' }, 'imageUrl', IMAGE_REFUSED],
    [{ ...NEW_HOTEL, imageUrl: '//evil.example/x.png' }, 'imageUrl', IMAGE_REFUSED],
    [{ ...NEW_HOTEL, imageUrl: 'data:image/png;base64,AAAA' }, 'imageUrl', IMAGE_REFUSED],
    [{ ...NEW_HOTEL, imageUrl: 'https://evil.example/track.png' }, 'imageUrl', IMAGE_REFUSED],
    [{ ...NEW_HOTEL, imageUrl: 'https://127.0.0.1:8181@evil.example/x.png' }, 'imageUrl', IMAGE_REFUSED],
    [{ ...NEW_HOTEL, imageUrl: `https://user@${IMAGE_ORIGIN.slice(8)}/x.png` }, 'imageUrl', IMAGE_REFUSED],
    [{ ...NEW_HOTEL, imageUrl: `${IMAGE_ORIGIN}@evil.example/x.png` }, 'imageUrl', IMAGE_REFUSED],
    [{ ...NEW_HOTEL, imageUrl: 'http://images.example.com/a.jpg' }, 'imageUrl', IMAGE_REFUSED],
    [{ ...NEW_HOTEL, imageUrl: '/\\evil.example/x.png' }, 'imageUrl', IMAGE_REFUSED],
    [{ ...NEW_HOTEL, imageUrl: '/api//evil.example/x.png' }, 'imageUrl', IMAGE_REFUSED],
    [{ ...NEW_HOTEL, rating: 5.5 }, 'rating', 'rating must be at most 5'],
    [{ ...NEW_HOTEL, rating: 0 }, 'rating', 'rating must be at least 1'],
    [{ ...NEW_HOTEL, price: -1 }, 'price', 'price must be at least 0'],
    [{ ...NEW_HOTEL, price: '100' }, 'price', 'price must be a number'],
    [{ ...NEW_HOTEL, rooms: 0 }, 'rooms', 'rooms must be at least 1'],
    [{ ...NEW_HOTEL, title: 'x'.repeat(100_000) }, 'title', 'title must be at most 200 characters'],
    [{ ...NEW_HOTEL, location: undefined }, 'location', 'location is required'],
  ])('refuses %#: %s', async (body, field, message) => {
    const response = await call(ctx.app, 'POST', '/api/hotels', { token: ctx.actors.ownerA.token, body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ field, message, requestId: expect.any(String) });
  });

  it('accepts site paths and https images from IMAGE_ORIGINS, on create and on edit', async () => {
    for (const imageUrl of [
      `${IMAGE_ORIGIN}/a.jpg`,
      'https://IMAGES.example.com:443/b.png?w=800',
      '/images/c.webp',
      '/api/assets/hotels/kandy.svg',
    ]) {
      const response = await call(ctx.app, 'POST', '/api/hotels', { token: ctx.actors.ownerB.token, body: { ...NEW_HOTEL, imageUrl } });
      expect([imageUrl, response.statusCode]).toEqual([imageUrl, 201]);
    }
    const hotel = await createHotel(ctx.app, ctx.actors.ownerB);
    const refused = await call(ctx.app, 'PUT', `/api/hotels/${hotel.id}`, {
      token: ctx.actors.ownerB.token,
      body: { imageUrl: 'https://evil.example/track.png' },
    });
    expect(refused.json()).toEqual({ field: 'imageUrl', message: IMAGE_REFUSED, requestId: expect.any(String) });
    const accepted = await call(ctx.app, 'PUT', `/api/hotels/${hotel.id}`, {
      token: ctx.actors.ownerB.token,
      body: { imageUrl: `${IMAGE_ORIGIN}/d.jpg` },
    });
    expect(accepted.json()).toMatchObject({ imageUrl: `${IMAGE_ORIGIN}/d.jpg` });
  });

  it('lets the owner and an admin update a hotel, not another owner', async () => {
    const hotel = await createHotel(ctx.app, ctx.actors.ownerA);
    const byOther = await call(ctx.app, 'PUT', `/api/hotels/${hotel.id}`, { token: ctx.actors.ownerB.token, body: { price: 1 } });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe('You can only manage your own hotels');
    const byOwner = await call(ctx.app, 'PUT', `/api/hotels/${hotel.id}`, {
      token: ctx.actors.ownerA.token,
      body: { ...NEW_HOTEL, title: 'Renamed', rooms: 4 },
    });
    expect(byOwner.json()).toMatchObject({ title: 'Renamed', rooms: 4, creator: { id: ctx.actors.ownerA.user.id } });
    const byAdmin = await call(ctx.app, 'PUT', `/api/hotels/${hotel.id}`, { token: ctx.actors.admin.token, body: { bestSeller: true } });
    expect(byAdmin.json()).toMatchObject({ title: 'Renamed', bestSeller: true });
    const invalid = await call(ctx.app, 'PUT', `/api/hotels/${hotel.id}`, { token: ctx.actors.ownerA.token, body: { rating: 9 } });
    expect(invalid.statusCode).toBe(400);
  });

  it('answers 404 for unknown and deleted hotels, 400 for malformed ids', async () => {
    const hotel = await createHotel(ctx.app, ctx.actors.ownerA);
    expect((await call(ctx.app, 'DELETE', `/api/hotels/${hotel.id}`, { token: ctx.actors.ownerB.token })).statusCode).toBe(403);
    expect((await call(ctx.app, 'DELETE', `/api/hotels/${hotel.id}`, { token: ctx.actors.ownerA.token })).statusCode).toBe(200);
    for (const [method, id, status] of [
      ['GET', hotel.id, 404],
      ['PUT', hotel.id, 404],
      ['DELETE', hotel.id, 404],
      ['GET', '00000000-0000-4000-8000-000000000000', 404],
      ['GET', 'kandy', 400],
    ] as const) {
      const response = await call(ctx.app, method, `/api/hotels/${id}`, {
        token: ctx.actors.admin.token,
        body: method === 'PUT' ? { price: 5 } : undefined,
      });
      expect([method, id, response.statusCode]).toEqual([method, id, status]);
    }
  });

  it('lists only the caller’s hotels on my-hotels, each with its bookings and guest names', async () => {
    const mine = await createHotel(ctx.app, ctx.actors.ownerB, { title: 'Owner B Hotel', price: 50 });
    const day = (n: number) => addDays(todayInColombo(), n);
    await call(ctx.app, 'POST', '/api/bookings', {
      token: ctx.actors.customerA.token,
      body: { hotelId: mine.id, checkIn: day(5), checkOut: day(7), guests: 2 },
    });

    const response = await call(ctx.app, 'GET', '/api/hotels/my-hotels', { token: ctx.actors.ownerB.token });
    expect(response.statusCode).toBe(200);
    const hotels = response.json<Hotel[]>();
    expect(hotels.every((h) => h.creator.id === ctx.actors.ownerB.user.id)).toBe(true);
    expect(hotels.find((h) => h.id === mine.id)?.bookings).toEqual([
      expect.objectContaining({
        status: 'confirmed',
        totalPrice: 200,
        checkIn: day(5),
        checkOut: day(7),
        user: expect.objectContaining({ firstName: 'Amara' }),
      }),
    ]);
    const ofOwnerA = (await call(ctx.app, 'GET', '/api/hotels/my-hotels', { token: ctx.actors.ownerA.token })).json<Hotel[]>();
    expect(ofOwnerA.map((h) => h.id)).not.toContain(mine.id);

    const bookings = await call(ctx.app, 'GET', `/api/hotels/${mine.id}/bookings`, { token: ctx.actors.ownerB.token });
    expect(bookings.json()).toHaveLength(1);
    expect((await call(ctx.app, 'GET', `/api/hotels/${mine.id}/bookings`, { token: ctx.actors.ownerA.token })).statusCode).toBe(403);
  });
  describe('writes only the fields a client may set', () => {
    it.each([
      ['creatorId', () => ctx.actors.customerA.user.id],
      ['deletedAt', () => '2020-01-01T00:00:00Z'],
      ['id', () => '11111111-1111-4111-8111-111111111111'],
      ['createdAt', () => '1970-01-01T00:00:00Z'],
      ['updatedAt', () => '1970-01-01T00:00:00Z'],
      ['creator', () => ({ id: ctx.actors.customerA.user.id })],
    ])('refuses %s on edit and on create, and changes nothing', async (field, value) => {
      const hotel = await createHotel(ctx.app, ctx.actors.ownerA);
      const edit = await call(ctx.app, 'PUT', `/api/hotels/${hotel.id}`, {
        token: ctx.actors.ownerA.token,
        body: { title: 'Taken over', [field]: value() },
      });
      expect(edit.statusCode).toBe(400);
      expect(edit.json()).toEqual({ field, message: `${field} is not allowed`, requestId: expect.any(String) });
      expect((await call(ctx.app, 'GET', `/api/hotels/${hotel.id}`)).json()).toEqual({ ...hotel, photos: [], charges: [] });

      const create = await call(ctx.app, 'POST', '/api/hotels', {
        token: ctx.actors.ownerA.token,
        body: { ...NEW_HOTEL, [field]: value() },
      });
      expect(create.json()).toEqual({ field, message: `${field} is not allowed`, requestId: expect.any(String) });
    });
  });

  describe('rooms below what is booked', () => {
    const day = (n: number) => addDays(todayInColombo(), n);

    it('refuses fewer rooms than are booked on a coming night, naming the night, and allows as many', async () => {
      const hotel = await createHotel(ctx.app, ctx.actors.ownerA, { rooms: 5 });
      const stays = [
        [ctx.actors.customerA, day(20), day(23)],
        [ctx.actors.customerB, day(21), day(22)],
        [ctx.actors.customerA, day(21), day(24)],
      ] as const;
      for (const [guest, checkIn, checkOut] of stays) {
        const booked = await call(ctx.app, 'POST', '/api/bookings', {
          token: guest.token,
          body: { hotelId: hotel.id, checkIn, checkOut, guests: 1 },
        });
        expect(booked.statusCode).toBe(201);
      }
      for (const rooms of [1, 2]) {
        const response = await call(ctx.app, 'PUT', `/api/hotels/${hotel.id}`, { token: ctx.actors.ownerA.token, body: { rooms } });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          message: `3 rooms are booked on ${day(21)}; rooms cannot be fewer`,
          requestId: expect.any(String),
        });
      }
      expect((await call(ctx.app, 'GET', `/api/hotels/${hotel.id}`)).json().rooms).toBe(5);
      const three = await call(ctx.app, 'PUT', `/api/hotels/${hotel.id}`, { token: ctx.actors.admin.token, body: { rooms: 3 } });
      expect(three.json()).toMatchObject({ rooms: 3 });
    });

    it('counts neither cancelled stays nor past nights', async () => {
      const hotel = await createHotel(ctx.app, ctx.actors.ownerB, { rooms: 2 });
      const body = { hotelId: hotel.id, checkIn: day(30), checkOut: day(31), guests: 1 };
      const first = await call(ctx.app, 'POST', '/api/bookings', { token: ctx.actors.customerA.token, body });
      await call(ctx.app, 'POST', '/api/bookings', { token: ctx.actors.customerB.token, body });
      expect(
        (await call(ctx.app, 'PUT', `/api/hotels/${hotel.id}`, { token: ctx.actors.ownerB.token, body: { rooms: 1 } })).statusCode,
      ).toBe(409);
      await call(ctx.app, 'PUT', `/api/bookings/${first.json<Booking>().id}/cancel`, { token: ctx.actors.customerA.token });
      const fewer = await call(ctx.app, 'PUT', `/api/hotels/${hotel.id}`, { token: ctx.actors.ownerB.token, body: { rooms: 1 } });
      expect(fewer.json()).toMatchObject({ rooms: 1 });
    });

    it('decides a rooms change and racing bookings one after the other', async () => {
      const hotel = await createHotel(ctx.app, ctx.actors.ownerA, { rooms: 4 });
      const racers = [ctx.actors.customerA, ctx.actors.customerB, ctx.actors.customerA, ctx.actors.customerB].map((guest) =>
        call(ctx.app, 'POST', '/api/bookings', {
          token: guest.token,
          body: { hotelId: hotel.id, checkIn: day(60), checkOut: day(62), guests: 1 },
        }),
      );
      const shrink = call(ctx.app, 'PUT', `/api/hotels/${hotel.id}`, { token: ctx.actors.ownerA.token, body: { rooms: 2 } });
      const [shrunk, ...booked] = await Promise.all([shrink, ...racers]);
      const confirmed = booked.filter((r) => r.statusCode === 201).length;
      const rooms = (await call(ctx.app, 'GET', `/api/hotels/${hotel.id}`)).json<Hotel>().rooms;
      // Whatever the order, the hotel never ends with fewer rooms than it has bookings on a night.
      expect(confirmed).toBeLessThanOrEqual(rooms);
      expect([200, 409]).toContain(shrunk.statusCode);
    });
  });
});
