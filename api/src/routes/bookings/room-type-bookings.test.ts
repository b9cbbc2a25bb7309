// Bookings of a room type on a rate plan (decision 0040): a hotel's only type and plan are booked
// when the request names none; otherwise the 400 names what to choose; another hotel's type or
// plan, or a plan not offered on the type, is refused; the party must fit the type; a type sells
// only its own rooms; other types are priced by their own rule and the plan's adjustment; and the
// plan's terms are copied onto the booking.
import { addDays, todayInColombo, type Booking, type Hotel, type RatePlan, type RoomType } from '@ceylon/shared/domain';
import { createHotel } from '../../test/actors';
import { call, testDatabases } from '../../test/test-app';
import { useActors } from '../../test/use-actors';

const STANDARD_TERMS = {
  mealPlan: 'room_only',
  cancellation: { kind: 'free_until', notice: 24, unit: 'hours', penalty: 'first_night', penaltyPercent: null },
  payment: { kind: 'pay_at_property', depositPercent: null },
};

/** Priced per room: 150 a night for two adults, 30 for each adult more; at most 3 adults. */
const family = {
  name: 'Family room',
  maxAdults: 3,
  maxChildren: 1,
  rooms: 1,
  pricing: { basis: 'per_room', price: 150, includedAdults: 2, extraAdultPrice: 30 },
};

const saver = {
  name: 'Saver with breakfast',
  mealPlan: 'bed_and_breakfast',
  cancellation: { kind: 'non_refundable' },
  payment: { kind: 'prepay' },
  priceAdjustmentPercent: -10,
};

let unique = 0;

describe.each(testDatabases())('bookings of room types and rate plans on %s', (database) => {
  const ctx = useActors(database);
  const day = (n: number) => addDays(todayInColombo(), n);
  const owner = () => ctx.actors.ownerA;
  const newHotel = (fields: object = {}) =>
    createHotel(ctx.app, owner(), { title: `Room Type Booking Hotel ${(unique += 1)}`, price: 40, rooms: 3, ...fields });
  const types = async (hotel: Hotel) => (await call(ctx.app, 'GET', `/api/hotels/${hotel.id}/room-types`)).json<RoomType[]>();
  const plans = async (hotel: Hotel) => (await call(ctx.app, 'GET', `/api/hotels/${hotel.id}/rate-plans`)).json<RatePlan[]>();
  const addType = async (hotel: Hotel, body: object) => {
    const response = await call(ctx.app, 'POST', `/api/hotels/${hotel.id}/room-types`, { token: owner().token, body });
    expect(response.statusCode).toBe(201);
    return response.json<RoomType>();
  };
  const addPlan = async (hotel: Hotel, body: object) => {
    const response = await call(ctx.app, 'POST', `/api/hotels/${hotel.id}/rate-plans`, { token: owner().token, body });
    expect(response.statusCode).toBe(201);
    return response.json<RatePlan>();
  };
  const book = (hotel: Hotel, body: object, token = ctx.actors.customerA.token, headers?: Record<string, string>) =>
    call(ctx.app, 'POST', '/api/bookings', {
      token,
      body: { hotelId: hotel.id, checkIn: day(10), checkOut: day(12), guests: 2, ...body },
      headers,
    });
  const problem = async (response: Awaited<ReturnType<typeof book>>) => [
    response.statusCode,
    response.json<{ field?: string }>().field,
    response.json<{ message: string }>().message,
  ];

  /** A hotel of 5 rooms: its Standard room with 3 (per person, 40), a Family room with 1, and a Saver plan on the Family room only. */
  async function twoTypeHotel() {
    const hotel = await newHotel({ rooms: 3 });
    const [standard] = await types(hotel);
    const [standardRate] = await plans(hotel);
    if (!standard || !standardRate) throw new Error('No Standard room or rate');
    const familyRoom = await addType(hotel, family);
    const saverPlan = await addPlan(hotel, { ...saver, roomTypeIds: [familyRoom.id] });
    // The hotel's rooms hold every type's: 3 Standard and 1 Family, and one to spare.
    expect((await call(ctx.app, 'PUT', `/api/hotels/${hotel.id}`, { token: owner().token, body: { rooms: 5 } })).statusCode).toBe(200);
    return { hotel, standard, standardRate, familyRoom, saverPlan };
  }

  it("books a hotel's only room type and plan when the request names none, with the old terms and price", async () => {
    const hotel = await newHotel();
    const [standard] = await types(hotel);
    const [rate] = await plans(hotel);
    const made = await book(hotel, { totalPrice: 160 });
    expect(made.statusCode).toBe(201);
    expect(made.json<Booking>()).toMatchObject({ roomTypeId: standard?.id, ratePlanId: rate?.id, terms: STANDARD_TERMS, totalPrice: 160 });
    // Named, the same type and plan book the same.
    const named = await book(hotel, { roomTypeId: standard?.id, ratePlanId: rate?.id, checkIn: day(20), checkOut: day(22) });
    expect(named.json<Booking>()).toMatchObject({ roomTypeId: standard?.id, ratePlanId: rate?.id, totalPrice: 160 });
    // And the booking as read again carries them.
    const read = await call(ctx.app, 'GET', `/api/bookings/${made.json<Booking>().id}`, { token: ctx.actors.customerA.token });
    expect(read.json<Booking>()).toMatchObject({ roomTypeId: standard?.id, ratePlanId: rate?.id, terms: STANDARD_TERMS });
  });

  it('asks for a room type or rate plan where there is a choice, and refuses one the hotel or type does not have', async () => {
    const { hotel, standard, standardRate, familyRoom, saverPlan } = await twoTypeHotel();
    expect(await problem(await book(hotel, {}))).toEqual([
      400,
      'roomTypeId',
      'This hotel has several room types: choose one with roomTypeId ("Standard room", "Family room")',
    ]);
    const other = await newHotel();
    const [otherType] = await types(other);
    const [otherPlan] = await plans(other);
    expect(await problem(await book(hotel, { roomTypeId: otherType?.id }))).toEqual([
      400,
      'roomTypeId',
      'roomTypeId names a room type this hotel does not have',
    ]);
    expect(await problem(await book(hotel, { roomTypeId: standard.id, ratePlanId: otherPlan?.id }))).toEqual([
      400,
      'ratePlanId',
      'ratePlanId names a rate plan this hotel does not have',
    ]);
    expect(await problem(await book(hotel, { roomTypeId: standard.id, ratePlanId: saverPlan.id }))).toEqual([
      400,
      'ratePlanId',
      'The rate plan "Saver with breakfast" is not offered on "Standard room"',
    ]);
    // The Family room is offered on the Saver plan only; offered on the Standard rate too, it asks which.
    expect((await book(hotel, { roomTypeId: familyRoom.id })).json<Booking>().ratePlanId).toBe(saverPlan.id);
    const offered = await call(ctx.app, 'PATCH', `/api/hotels/${hotel.id}/rate-plans/${standardRate.id}`, {
      token: owner().token,
      body: { roomTypeIds: [standard.id, familyRoom.id] },
    });
    expect(offered.statusCode).toBe(200);
    expect(await problem(await book(hotel, { roomTypeId: familyRoom.id, checkIn: day(30), checkOut: day(31) }))).toEqual([
      400,
      'ratePlanId',
      '"Family room" is offered on several rate plans: choose one with ratePlanId ("Standard rate", "Saver with breakfast")',
    ]);
    // An inactive plan is offered to no guest.
    await call(ctx.app, 'PATCH', `/api/hotels/${hotel.id}/rate-plans/${saverPlan.id}`, { token: owner().token, body: { active: false } });
    expect(
      await problem(await book(hotel, { roomTypeId: familyRoom.id, ratePlanId: saverPlan.id, checkIn: day(30), checkOut: day(31) })),
    ).toEqual([400, 'ratePlanId', 'The rate plan "Saver with breakfast" is not offered on "Family room"']);
    // A closed body: nothing else is taken.
    expect((await book(hotel, { roomTypeId: familyRoom.id, children: [4] })).statusCode).toBe(400);
  });

  it('prices a per-room type by its party and the plan adjustment, and copies the plan terms onto the booking', async () => {
    const { hotel, familyRoom, saverPlan } = await twoTypeHotel();
    // Three adults in one room: 150 + 30 a night, less 10%: 162 a night, 324 for two nights.
    const made = await book(hotel, { roomTypeId: familyRoom.id, guests: 3, totalPrice: 324 });
    expect(made.statusCode).toBe(201);
    expect(made.json<Booking>()).toMatchObject({
      roomTypeId: familyRoom.id,
      ratePlanId: saverPlan.id,
      totalPrice: 324,
      priceBreakdown: { roomCharge: 324, charges: [], total: 324 },
      terms: {
        mealPlan: 'bed_and_breakfast',
        cancellation: { kind: 'non_refundable', notice: null, unit: null, penalty: null, penaltyPercent: null },
        payment: { kind: 'prepay', depositPercent: null },
      },
    });
    // The terms stay as they were booked when the plan changes.
    await call(ctx.app, 'PATCH', `/api/hotels/${hotel.id}/rate-plans/${saverPlan.id}`, {
      token: owner().token,
      body: { mealPlan: 'full_board' },
    });
    const read = await call(ctx.app, 'GET', `/api/bookings/${made.json<Booking>().id}`, { token: ctx.actors.customerA.token });
    expect(read.json<Booking>().terms.mealPlan).toBe('bed_and_breakfast');
    // A client figure that differs is told the price by the room.
    const wrong = await book(hotel, { roomTypeId: familyRoom.id, guests: 2, totalPrice: 1, checkIn: day(40), checkOut: day(42) });
    expect(await problem(wrong)).toEqual([
      400,
      'totalPrice',
      'totalPrice 1 does not match the price of this stay: 270 (2 nights × 135 per night for 1 room). The hotel price may have changed; please review and try again.',
    ]);
  });

  it('prices another per-person type at its own price, not by the hotel seasons', async () => {
    const hotel = await newHotel({ price: 40 });
    const season = await call(ctx.app, 'POST', `/api/hotels/${hotel.id}/seasons`, {
      token: owner().token,
      body: { name: 'High', firstNight: day(1), lastNight: day(60), price: 55 },
    });
    expect(season.statusCode).toBe(201);
    const suite = await addType(hotel, { name: 'Suite', maxAdults: 2, rooms: 1, pricing: { basis: 'per_person', price: 100 } });
    const [standard] = await types(hotel);
    // A type added later is on no plan until one offers it: the Standard rate, here.
    const [rate] = await plans(hotel);
    expect(await problem(await book(hotel, { roomTypeId: suite.id }))).toEqual([
      400,
      'ratePlanId',
      '"Suite" is not offered on any rate plan at the moment',
    ]);
    const offered = await call(ctx.app, 'PATCH', `/api/hotels/${hotel.id}/rate-plans/${rate?.id}`, {
      token: owner().token,
      body: { roomTypeIds: [standard?.id, suite.id] },
    });
    expect(offered.statusCode).toBe(200);
    // The Standard room is priced as the hotel always was: the season's 55 × 2 guests × 2 nights.
    expect((await book(hotel, { roomTypeId: standard?.id })).json<Booking>().totalPrice).toBe(220);
    expect((await book(hotel, { roomTypeId: suite.id })).json<Booking>().totalPrice).toBe(400);
  });

  it('refuses a party that does not fit the type, and sells a type only its own rooms', async () => {
    const { hotel, standard, familyRoom } = await twoTypeHotel();
    expect(await problem(await book(hotel, { roomTypeId: familyRoom.id, guests: 4 }))).toEqual([
      400,
      'guests',
      'A room of "Family room" holds at most 3 guests: book more rooms for 4 guests',
    ]);
    // The Family room's only room: booked once, then full, while the Standard room still has rooms.
    expect((await book(hotel, { roomTypeId: familyRoom.id, guests: 2 })).statusCode).toBe(201);
    const full = await book(hotel, { roomTypeId: familyRoom.id, guests: 2 }, ctx.actors.customerB.token);
    expect(await problem(full)).toEqual([409, undefined, 'No rooms available for these dates']);
    expect((await book(hotel, { roomTypeId: standard.id, rooms: 3 })).statusCode).toBe(201);
    // Now the Standard room is full too; the hotel's fifth room is no room of either type.
    expect((await book(hotel, { roomTypeId: standard.id })).statusCode).toBe(409);
    // More rooms than the type has are out of range.
    expect(await problem(await book(hotel, { roomTypeId: familyRoom.id, rooms: 2, checkIn: day(50), checkOut: day(51) }))).toEqual([
      400,
      'rooms',
      'Number of rooms must be between 1 and 1',
    ]);
  });

  it('keeps a rate plan bookings name, and hashes a request naming a type apart from one that does not', async () => {
    const { hotel, familyRoom, saverPlan } = await twoTypeHotel();
    const headers = { 'idempotency-key': `room-type-key-${unique}` };
    const first = await book(hotel, { roomTypeId: familyRoom.id }, ctx.actors.customerA.token, headers);
    expect(first.statusCode).toBe(201);
    const again = await book(hotel, { roomTypeId: familyRoom.id }, ctx.actors.customerA.token, headers);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(
      (await book(hotel, { roomTypeId: familyRoom.id, ratePlanId: saverPlan.id }, ctx.actors.customerA.token, headers)).statusCode,
    ).toBe(422);

    const removed = await call(ctx.app, 'DELETE', `/api/hotels/${hotel.id}/rate-plans/${saverPlan.id}`, { token: owner().token });
    expect([removed.statusCode, removed.json<{ message: string }>().message]).toEqual([
      409,
      'Bookings name this rate plan (1), so it stays with them: make it inactive to stop offering it',
    ]);
  });
});
