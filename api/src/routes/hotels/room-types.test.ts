// Room types and rate plans (decision 0040): every hotel has a Standard room and a Standard rate from
// its creation; anyone reads a live hotel's; its owner or an administrator adds, changes and removes
// them, within rules the answers name; the last of either, and a type or plan bookings name, stay.
import { addDays, todayInColombo, type Hotel, type RatePlan, type RoomType } from '@ceylon/shared/domain';
import { createHotel, type Actor } from '../../test/actors';
import { call, testDatabases } from '../../test/test-app';
import { useActors } from '../../test/use-actors';

let unique = 0;

const family = {
  name: 'Family room',
  description: 'Two rooms joined by a door.',
  beds: '1 king bed, 2 single beds',
  sizeM2: 38,
  maxAdults: 2,
  maxChildren: 2,
  rooms: 4,
  amenities: ['balcony', 'air-conditioning'],
  pricing: {
    basis: 'per_room',
    price: 150,
    includedAdults: 2,
    extraAdultPrice: 30,
    childPrices: [
      { upToAge: 12, price: 20.5 },
      { upToAge: 3, price: 0 },
    ],
  },
};

const saver = {
  name: 'Non-refundable saver',
  mealPlan: 'room_only',
  cancellation: { kind: 'non_refundable' },
  payment: { kind: 'prepay' },
  priceAdjustmentPercent: -12,
};

describe.each(testDatabases())('room types and rate plans on %s', (database) => {
  const ctx = useActors(database);
  const day = (n: number) => addDays(todayInColombo(), n);
  const newHotel = (fields: object = {}) =>
    createHotel(ctx.app, ctx.actors.ownerA, { title: `Rooms Test Hotel ${(unique += 1)}`, ...fields });
  const typesUrl = (hotel: Hotel) => `/api/hotels/${hotel.id}/room-types`;
  const plansUrl = (hotel: Hotel) => `/api/hotels/${hotel.id}/rate-plans`;
  const types = async (hotel: Hotel) => (await call(ctx.app, 'GET', typesUrl(hotel))).json<RoomType[]>();
  const plans = async (hotel: Hotel) => (await call(ctx.app, 'GET', plansUrl(hotel))).json<RatePlan[]>();
  const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object, actor: Actor = ctx.actors.ownerA) =>
    call(ctx.app, method, url, { token: actor.token, ...(body && { body }) });
  const problem = async (response: Awaited<ReturnType<typeof send>>) => [response.statusCode, response.json<{ message: string }>().message];

  it('gives a new hotel a Standard room with its rooms and price per person and a Standard rate with the old terms, which anyone reads', async () => {
    const hotel = await newHotel({ price: 64.5, rooms: 7 });
    const [standard, ...others] = await types(hotel);
    expect(others).toEqual([]);
    expect(standard).toEqual({
      id: expect.any(String),
      hotelId: hotel.id,
      name: 'Standard room',
      description: '',
      beds: '',
      sizeM2: null,
      maxAdults: 10,
      maxChildren: 9,
      maxGuests: 10,
      rooms: 7,
      amenities: [],
      pricing: { basis: 'per_person', price: 64.5, includedAdults: null, extraAdultPrice: null, childPrices: [] },
      createdAt: expect.any(String),
    });
    expect(await plans(hotel)).toEqual([
      {
        id: expect.any(String),
        hotelId: hotel.id,
        name: 'Standard rate',
        mealPlan: 'room_only',
        cancellation: { kind: 'free_until', notice: 24, unit: 'hours', penalty: 'first_night', penaltyPercent: null },
        payment: { kind: 'pay_at_property', depositPercent: null },
        priceAdjustmentPercent: 0,
        active: true,
        roomTypeIds: [standard?.id],
        createdAt: expect.any(String),
      },
    ]);
    // The demo hotels have theirs too, made by the same rule when they were seeded.
    const [demo] = (await call(ctx.app, 'GET', '/api/hotels?q=Fort%20Ramparts')).json<Hotel[]>();
    if (!demo) throw new Error('The demo data has no Fort Ramparts hotel');
    expect((await types(demo)).map((t) => [t.name, t.rooms, t.pricing.price])).toEqual([['Standard room', demo.rooms, demo.price]]);

    // A deleted hotel's are no one's to read.
    await send('DELETE', `/api/hotels/${hotel.id}`);
    expect((await call(ctx.app, 'GET', typesUrl(hotel))).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', plansUrl(hotel))).statusCode).toBe(404);
  });

  it("keeps a hotel's only per-person type in step with the hotel's price and rooms, and leaves types alone once there are several", async () => {
    const hotel = await newHotel({ price: 40, rooms: 5 });
    expect((await send('PUT', `/api/hotels/${hotel.id}`, { price: 45.25, rooms: 6 })).statusCode).toBe(200);
    expect((await types(hotel)).map((t) => [t.pricing.price, t.rooms])).toEqual([[45.25, 6]]);
    expect((await send('POST', typesUrl(hotel), family)).statusCode).toBe(201);
    expect((await send('PUT', `/api/hotels/${hotel.id}`, { price: 50 })).statusCode).toBe(200);
    expect((await types(hotel)).map((t) => [t.name, t.pricing.price])).toEqual([
      ['Standard room', 45.25],
      ['Family room', 150],
    ]);
  });

  it('adds, lists, changes and removes room types', async () => {
    const hotel = await newHotel();
    const made = await send('POST', typesUrl(hotel), { ...family, name: '  Family room ' });
    expect(made.statusCode).toBe(201);
    const room = made.json<RoomType>();
    expect(room).toEqual({
      id: expect.any(String),
      hotelId: hotel.id,
      name: 'Family room',
      description: 'Two rooms joined by a door.',
      beds: '1 king bed, 2 single beds',
      sizeM2: 38,
      maxAdults: 2,
      maxChildren: 2,
      maxGuests: 4,
      rooms: 4,
      // In the list's order, the bands by age.
      amenities: ['air-conditioning', 'balcony'],
      pricing: {
        basis: 'per_room',
        price: 150,
        includedAdults: 2,
        extraAdultPrice: 30,
        childPrices: [
          { upToAge: 3, price: 0 },
          { upToAge: 12, price: 20.5 },
        ],
      },
      createdAt: expect.any(String),
    });
    expect((await types(hotel)).map((t) => t.name)).toEqual(['Standard room', 'Family room']);

    const url = `${typesUrl(hotel)}/${room.id}`;
    const changed = await send('PATCH', url, { name: 'Family suite', maxChildren: 3 }, ctx.actors.admin);
    expect(changed.statusCode).toBe(200);
    // A new occupancy without maxGuests takes its default again: 2 adults + 3 children.
    expect(changed.json<RoomType>()).toMatchObject({ name: 'Family suite', maxChildren: 3, maxGuests: 5, pricing: room.pricing });
    const perPerson = await send('PATCH', url, { pricing: { basis: 'per_person', price: 55 } });
    expect(perPerson.json<RoomType>().pricing).toEqual({
      basis: 'per_person',
      price: 55,
      includedAdults: null,
      extraAdultPrice: null,
      childPrices: [],
    });

    const removed = await send('DELETE', url);
    expect(removed.json()).toEqual({ message: 'Room type removed' });
    expect((await types(hotel)).map((t) => t.name)).toEqual(['Standard room']);
    const again = await send('DELETE', url);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Room type not found', requestId: expect.any(String) });
  });

  it('refuses a room type whose fields do not fit together, a name the hotel has, closed fields and other owners', async () => {
    const hotel = await newHotel();
    const add = async (changes: object, actor?: Actor) => problem(await send('POST', typesUrl(hotel), { ...family, ...changes }, actor));
    const pricing = (changes: object) => ({ pricing: { ...family.pricing, ...changes } });
    expect(await add({ maxGuests: 5 })).toEqual([400, 'maxGuests must be at least maxAdults and at most maxAdults + maxChildren']);
    expect(await add({ maxGuests: 1 })).toEqual([400, 'maxGuests must be at least maxAdults and at most maxAdults + maxChildren']);
    expect(await add(pricing({ basis: 'per_person' }))).toEqual([
      400,
      'includedAdults, extraAdultPrice and childPrices are for per_room pricing only',
    ]);
    expect(await add({ pricing: { basis: 'per_room', price: 100 } })).toEqual([
      400,
      'per_room pricing needs includedAdults and extraAdultPrice',
    ]);
    expect(await add(pricing({ includedAdults: 3 }))).toEqual([400, 'includedAdults cannot be more than maxAdults']);
    expect(
      await add(
        pricing({
          childPrices: [
            { upToAge: 5, price: 0 },
            { upToAge: 5, price: 10 },
          ],
        }),
      ),
    ).toEqual([400, 'Each band of childPrices needs an upToAge of its own']);
    expect((await add(pricing({ childPrices: [{ upToAge: 18, price: 0 }] })))[0]).toBe(400);
    expect((await add({ amenities: ['jacuzzi'] }))[0]).toBe(400);
    expect((await add({ colour: 'blue' }))[0]).toBe(400);
    expect((await add({ name: ' ' }))[0]).toBe(400);
    expect((await add({ name: 'STANDARD ROOM' }))[0]).toBe(409);
    expect(await add({ name: 'standard room' })).toEqual([409, 'This hotel already has a room type named "standard room"']);
    expect((await add({}, ctx.actors.ownerB))[0]).toBe(403);
    expect((await add({}, ctx.actors.customerA))[0]).toBe(403);
    const [standard] = await types(hotel);
    const patch = await send('PATCH', `${typesUrl(hotel)}/${standard?.id}`, {});
    expect(patch.statusCode).toBe(400);
    // In the reader's language, as the API's other messages are.
    const sinhala = await call(ctx.app, 'POST', typesUrl(hotel), {
      token: ctx.actors.ownerA.token,
      body: { ...family, name: 'Standard Room' },
      headers: { 'accept-language': 'si' },
    });
    expect(sinhala.json<{ message: string }>().message).toBe('මෙම හෝටලයට දැනටමත් "Standard Room" නමින් කාමර වර්ගයක් ඇත');
  });

  it('keeps the last room type, and a type bookings name, with a 409 saying why', async () => {
    const hotel = await newHotel();
    const [standard] = await types(hotel);
    expect(await problem(await send('DELETE', `${typesUrl(hotel)}/${standard?.id}`))).toEqual([
      409,
      'A hotel keeps at least one room type: add another before removing this one',
    ]);
    const earlier = (await send('POST', typesUrl(hotel), family)).json<RoomType>();
    const booked = await call(ctx.app, 'POST', '/api/bookings', {
      token: ctx.actors.customerA.token,
      body: { hotelId: hotel.id, roomTypeId: standard?.id, checkIn: day(10), checkOut: day(12), guests: 2 },
    });
    expect(booked.statusCode).toBe(201);
    const later = (await send('POST', typesUrl(hotel), { ...family, name: 'Suite' })).json<RoomType>();

    // The stay is in the Standard room, which keeps it; the other types hold none.
    expect(await problem(await send('DELETE', `${typesUrl(hotel)}/${standard?.id}`))).toEqual([
      409,
      'This room type may hold stays that are not over yet (1); it can be removed once they are over or cancelled',
    ]);
    expect((await send('DELETE', `${typesUrl(hotel)}/${later.id}`)).statusCode).toBe(200);

    const cancelled = await call(ctx.app, 'PUT', `/api/bookings/${booked.json<{ id: string }>().id}/cancel`, {
      token: ctx.actors.customerA.token,
    });
    expect(cancelled.statusCode).toBe(200);
    // Cancelled, the booking still names its room type, which stays with it.
    expect(await problem(await send('DELETE', `${typesUrl(hotel)}/${standard?.id}`))).toEqual([
      409,
      'Bookings name this room type (1), so it stays with them',
    ]);
    expect((await send('DELETE', `${typesUrl(hotel)}/${earlier.id}`)).statusCode).toBe(200);
    expect((await types(hotel)).map((t) => t.name)).toEqual(['Standard room']);
  });

  it('adds, lists, changes and removes rate plans, each offered on the types it names', async () => {
    const hotel = await newHotel();
    const [standard] = await types(hotel);
    const room = (await send('POST', typesUrl(hotel), family)).json<RoomType>();
    const made = await send('POST', plansUrl(hotel), { ...saver, roomTypeIds: [room.id] });
    expect(made.statusCode).toBe(201);
    const plan = made.json<RatePlan>();
    expect(plan).toEqual({
      id: expect.any(String),
      hotelId: hotel.id,
      name: 'Non-refundable saver',
      mealPlan: 'room_only',
      cancellation: { kind: 'non_refundable', notice: null, unit: null, penalty: null, penaltyPercent: null },
      payment: { kind: 'prepay', depositPercent: null },
      priceAdjustmentPercent: -12,
      active: true,
      roomTypeIds: [room.id],
      createdAt: expect.any(String),
    });
    // Left out, a new plan is offered on every type of the hotel.
    const flexible = await send('POST', plansUrl(hotel), {
      name: 'Flexible with breakfast',
      mealPlan: 'bed_and_breakfast',
      cancellation: { kind: 'free_until', notice: 3, unit: 'days', penalty: 'percentage', penaltyPercent: 50 },
      payment: { kind: 'deposit', depositPercent: 20 },
      priceAdjustmentPercent: 8.5,
    });
    expect(flexible.json<RatePlan>()).toMatchObject({
      cancellation: { kind: 'free_until', notice: 3, unit: 'days', penalty: 'percentage', penaltyPercent: 50 },
      payment: { kind: 'deposit', depositPercent: 20 },
      priceAdjustmentPercent: 8.5,
      roomTypeIds: [standard?.id, room.id],
    });
    expect((await plans(hotel)).map((p) => [p.name, p.roomTypeIds.length])).toEqual([
      ['Standard rate', 1],
      ['Non-refundable saver', 1],
      ['Flexible with breakfast', 2],
    ]);

    const url = `${plansUrl(hotel)}/${plan.id}`;
    const changed = await send('PATCH', url, { active: false, roomTypeIds: [standard?.id, room.id] }, ctx.actors.admin);
    expect(changed.json<RatePlan>()).toMatchObject({ name: 'Non-refundable saver', active: false, roomTypeIds: [standard?.id, room.id] });
    const terms = await send('PATCH', url, { cancellation: { kind: 'free_until', notice: 48, unit: 'hours', penalty: 'full_stay' } });
    expect(terms.json<RatePlan>()).toMatchObject({
      cancellation: { kind: 'free_until', notice: 48, unit: 'hours', penalty: 'full_stay', penaltyPercent: null },
      payment: { kind: 'prepay', depositPercent: null },
      roomTypeIds: [standard?.id, room.id],
    });

    // A type removed leaves the plans it was offered on.
    expect((await send('DELETE', `${typesUrl(hotel)}/${room.id}`)).statusCode).toBe(200);
    expect((await plans(hotel)).map((p) => p.roomTypeIds)).toEqual([[standard?.id], [standard?.id], [standard?.id]]);

    expect((await send('DELETE', url)).json()).toEqual({ message: 'Rate plan removed' });
    expect((await send('DELETE', url)).statusCode).toBe(404);
  });

  it('refuses terms that do not fit together, another hotel room type, a name the hotel has, and removing the last plan', async () => {
    const hotel = await newHotel();
    const other = await newHotel();
    const add = async (changes: object, actor?: Actor) => problem(await send('POST', plansUrl(hotel), { ...saver, ...changes }, actor));
    const freeUntil = { kind: 'free_until', notice: 2, unit: 'days', penalty: 'first_night' };
    expect(await add({ cancellation: { kind: 'non_refundable', notice: 2 } })).toEqual([
      400,
      'A non_refundable cancellation has no notice, unit, penalty or penaltyPercent',
    ]);
    expect(await add({ cancellation: { kind: 'free_until', notice: 2 } })).toEqual([
      400,
      'A free_until cancellation needs notice, unit and penalty',
    ]);
    expect(await add({ cancellation: { ...freeUntil, notice: 366 } })).toEqual([
      400,
      'Free cancellation can end at most 365 days before check-in',
    ]);
    expect(await add({ cancellation: { ...freeUntil, penalty: 'percentage' } })).toEqual([
      400,
      'penaltyPercent is needed for the percentage penalty, and only for it',
    ]);
    expect(await add({ cancellation: { ...freeUntil, penaltyPercent: 10 } })).toEqual([
      400,
      'penaltyPercent is needed for the percentage penalty, and only for it',
    ]);
    expect(await add({ payment: { kind: 'deposit' } })).toEqual([400, 'depositPercent is needed for a deposit, and only for it']);
    expect(await add({ payment: { kind: 'prepay', depositPercent: 10 } })).toEqual([
      400,
      'depositPercent is needed for a deposit, and only for it',
    ]);
    expect((await add({ priceAdjustmentPercent: -95 }))[0]).toBe(400);
    expect((await add({ mealPlan: 'all_inclusive' }))[0]).toBe(400);
    expect((await add({ roomTypeIds: [] }))[0]).toBe(400);
    const [otherType] = await types(other);
    expect(await add({ roomTypeIds: [otherType?.id] })).toEqual([400, 'roomTypeIds names a room type this hotel does not have']);
    expect(await add({ name: 'STANDARD RATE' })).toEqual([409, 'This hotel already has a rate plan named "STANDARD RATE"']);
    expect((await add({}, ctx.actors.ownerB))[0]).toBe(403);
    expect(await plans(hotel)).toHaveLength(1);

    const [standard] = await plans(hotel);
    expect(await problem(await send('DELETE', `${plansUrl(hotel)}/${standard?.id}`))).toEqual([
      409,
      'A hotel keeps at least one rate plan: add another before removing this one',
    ]);
    const ownerB = await send('PATCH', `${plansUrl(hotel)}/${standard?.id}`, { active: false }, ctx.actors.ownerB);
    expect(ownerB.statusCode).toBe(403);
    const elsewhere = await send('PATCH', `${plansUrl(other)}/${standard?.id}`, { active: false });
    expect(elsewhere.statusCode).toBe(404);
  });
});
