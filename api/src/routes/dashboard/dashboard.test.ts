// The owner's and administrator's dashboard: hand-made stays whose figures
// are worked out by hand below, counted by the database on PGlite and PostgreSQL.
import { addDays, addMonths, todayInColombo, type Dashboard, type Hotel } from '@ceylon/shared/domain';
import { createDashboardRepository } from '../../repositories/dashboard-repository';
import { createActor, createHotel, type Actor } from '../../test/actors';
import { call, testDatabases } from '../../test/test-app';
import { useActorsWithDatabase } from '../../test/use-actors';
import { dashboardMonths, dashboardWeeks, occupancyFigures } from '.';

describe('the charted periods', () => {
  it('are the current month, the 11 before it and the 6 after it', () => {
    const months = dashboardMonths('2026-02-14');
    expect(months).toHaveLength(18);
    expect(months[0]).toEqual({ month: '2025-03', ahead: false, first: '2025-03-01', next: '2025-04-01' });
    expect(months[11]).toEqual({ month: '2026-02', ahead: false, first: '2026-02-01', next: '2026-03-01' });
    expect(months[12]).toMatchObject({ month: '2026-03', ahead: true });
    expect(months[17]).toEqual({ month: '2026-08', ahead: true, first: '2026-08-01', next: '2026-09-01' });
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });

  it('are 26 Monday-first weeks, the week of today last', () => {
    const weeks = dashboardWeeks('2026-11-29'); // a Sunday
    expect(weeks).toHaveLength(26);
    expect(weeks.at(-1)).toBe('2026-11-23');
    expect(weeks.at(-2)).toBe('2026-11-16');
    expect(dashboardWeeks('2026-11-30').at(-1)).toBe('2026-11-30');
  });

  it('give occupancy to three decimals, never above 1, and 0 when nothing was for sale', () => {
    expect(occupancyFigures(1, 3)).toEqual({ bookedRoomNights: 1, sellableRoomNights: 3, occupancy: 0.333 });
    expect(occupancyFigures(5, 4).occupancy).toBe(1);
    expect(occupancyFigures(2, -4)).toEqual({ bookedRoomNights: 2, sellableRoomNights: 0, occupancy: 0 });
  });
});

describe.each(testDatabases())('dashboard on %s', (database) => {
  const ctx = useActorsWithDatabase(database);
  let unique = 0;
  const newOwner = () => createActor(ctx.app, ctx.actors.admin, 'hotelOwner', `Owner${(unique += 1)}`);
  const newHotel = (owner: Actor, rooms: number) => createHotel(ctx.app, owner, { rooms, title: `Dashboard Hotel ${(unique += 1)}` });

  /** A stay written straight to the table: past stays cannot be booked through the API. */
  async function stay(
    hotel: Hotel,
    checkIn: string,
    checkOut: string,
    { rooms = 1, guests = 1, totalPrice = 100, status = 'confirmed', createdAt = new Date() } = {},
  ) {
    return ctx.db
      .insertInto('bookings')
      .values({
        hotelId: hotel.id,
        userId: ctx.actors.customerA.user.id,
        checkIn,
        checkOut,
        rooms,
        guests,
        totalPrice,
        status: status as 'confirmed' | 'cancelled',
        createdAt,
        cancelledAt: status === 'cancelled' ? new Date() : null,
      })
      .returning(['id', 'reference'])
      .executeTakeFirstOrThrow();
  }

  const dashboard = (actor: Actor, query = '') => call(ctx.app, 'GET', `/api/dashboard${query}`, { token: actor.token });

  it('counts room-nights, closed room-nights and revenue by period in the database', async () => {
    const owner = await newOwner();
    const hotel = await newHotel(owner, 2);
    const other = await newHotel(ctx.actors.ownerB, 2);
    // Three nights across January's end, two rooms, $300: January holds 2 nights × 2 rooms and $200, February 1 × 2 and $100.
    await stay(hotel, '2025-01-30', '2025-02-02', { rooms: 2, totalPrice: 300 });
    // $100 over Feb 27, 28 and Mar 1: $66.666… in February, $33.333… in March.
    await stay(hotel, '2025-02-27', '2025-03-02', { totalPrice: 100 });
    // Neither a cancelled stay nor another owner's hotel counts.
    await stay(hotel, '2025-02-10', '2025-02-12', { status: 'cancelled', totalPrice: 999 });
    await stay(other, '2025-02-10', '2025-02-12', { totalPrice: 999 });
    // Two nights of March closed: 2 × 2 rooms.
    await ctx.db
      .insertInto('hotelNights')
      .values(['2025-03-05', '2025-03-06'].map((night) => ({ hotelId: hotel.id, night, roomsTaken: 0, closed: true })))
      .execute();

    const periods = await createDashboardRepository(ctx.db).periods({ creatorId: owner.user.id }, [
      { first: '2025-01-01', next: '2025-02-01' },
      { first: '2025-02-01', next: '2025-03-01' },
      { first: '2025-03-01', next: '2025-04-01' },
      { first: '2025-04-01', next: '2025-05-01' },
    ]);
    expect(periods).toEqual([
      { first: '2025-01-01', bookedRoomNights: 4, closedRoomNights: 0, revenueCents: 20_000 },
      // $100 + $66.666… = 16,666.67 cents, rounded once for the month.
      { first: '2025-02-01', bookedRoomNights: 4, closedRoomNights: 0, revenueCents: 16_667 },
      { first: '2025-03-01', bookedRoomNights: 1, closedRoomNights: 4, revenueCents: 3_333 },
      { first: '2025-04-01', bookedRoomNights: 0, closedRoomNights: 0, revenueCents: 0 },
    ]);
    // Periods come back in the order asked, overlapping or not.
    const overlapping = await createDashboardRepository(ctx.db).periods({ creatorId: owner.user.id }, [
      { first: '2025-02-01', next: '2025-03-01' },
      { first: '2025-01-31', next: '2025-02-02' },
    ]);
    expect(overlapping.map((p) => [p.first, p.bookedRoomNights])).toEqual([
      ['2025-02-01', 4],
      ['2025-01-31', 4],
    ]);
    const one = await createDashboardRepository(ctx.db).periods({ hotelId: other.id }, [{ first: '2025-02-01', next: '2025-03-01' }]);
    expect(one).toEqual([{ first: '2025-02-01', bookedRoomNights: 2, closedRoomNights: 0, revenueCents: 99_900 }]);
  });

  it('lists today’s and tomorrow’s arrivals and departures, tonight and the next 30 nights', async () => {
    const owner = await newOwner();
    const big = await newHotel(owner, 3);
    const small = await newHotel(owner, 2);
    const today = todayInColombo();
    const day = (n: number) => addDays(today, n);
    const arriving = await stay(big, today, day(2), { rooms: 1, guests: 2, totalPrice: 200 });
    const leaving = await stay(small, day(-1), today, { rooms: 2, guests: 3, totalPrice: 150 });
    const arrivingTomorrow = await stay(big, day(1), day(4), { rooms: 2, guests: 4, totalPrice: 600 });
    const leavingTomorrow = await stay(small, day(-2), day(1), { rooms: 1, guests: 1, totalPrice: 90 });
    await stay(big, today, day(1), { status: 'cancelled', totalPrice: 999 });
    await stay(await newHotel(ctx.actors.ownerB, 1), today, day(1));

    const response = await dashboard(owner);
    expect(response.statusCode).toBe(200);
    const result = response.json<Dashboard>();
    const guestName = `${ctx.actors.customerA.user.firstName} ${ctx.actors.customerA.user.lastName}`;
    expect(result).toMatchObject({ today, hotelId: null, hotels: 2 });
    expect(result.arrivalsToday).toEqual({
      total: 1,
      stays: [
        {
          id: arriving.id,
          reference: arriving.reference,
          guestName,
          hotelId: big.id,
          hotelTitle: big.title,
          checkIn: today,
          checkOut: day(2),
          rooms: 1,
          guests: 2,
          nights: 2,
        },
      ],
    });
    expect(result.arrivalsTomorrow.stays.map((s) => [s.reference, s.nights, s.guests])).toEqual([[arrivingTomorrow.reference, 3, 4]]);
    expect(result.departuresToday.stays.map((s) => [s.reference, s.hotelTitle, s.rooms])).toEqual([[leaving.reference, small.title, 2]]);
    expect(result.departuresTomorrow.stays.map((s) => s.reference)).toEqual([leavingTomorrow.reference]);
    // Tonight: the stay arriving today and the one leaving tomorrow.
    expect(result.inHouse).toEqual({ stays: 2, guests: 3, rooms: 2 });
    // Next 30 nights: 2 × 1 room (arriving), 3 × 2 rooms (arriving tomorrow), 1 × 1 room (leaving tomorrow) of 5 rooms × 30.
    expect(result.next30Days).toEqual({ bookedRoomNights: 9, sellableRoomNights: 150, occupancy: 0.06 });
    // Every stay lies inside the charted months: 2 + 2 + 6 + 3 room-nights, $200 + $150 + $600 + $90.
    expect(result.months).toHaveLength(18);
    expect(result.months.reduce((sum, m) => sum + m.bookedRoomNights, 0)).toBe(13);
    expect(result.months.reduce((sum, m) => sum + m.revenueCents, 0)).toBe(104_000);
    const current = result.months[11];
    expect(current).toMatchObject({ month: today.slice(0, 7), ahead: false });
    expect(result.months[12]?.ahead).toBe(true);
    // Made this week: all five of the owner's, the cancelled one too.
    expect(result.weeks).toHaveLength(26);
    expect(result.weeks.at(-1)?.bookings).toBe(5);
    expect(result.weeks.slice(0, -1).every((w) => w.bookings === 0)).toBe(true);

    // One hotel: only its stays; its rooms alone are for sale.
    const smallOnly = (await dashboard(owner, `?hotelId=${small.id}`)).json<Dashboard>();
    expect(smallOnly).toMatchObject({ hotelId: small.id, hotels: 1, arrivalsToday: { stays: [], total: 0 } });
    expect(smallOnly.departuresToday.total).toBe(1);
    expect(smallOnly.inHouse).toEqual({ stays: 1, guests: 1, rooms: 1 });
    expect(smallOnly.next30Days).toEqual({ bookedRoomNights: 1, sellableRoomNights: 60, occupancy: 0.017 });
    // The administrator sees the same hotel the same way, and every hotel without one.
    expect((await dashboard(ctx.actors.admin, `?hotelId=${small.id}`)).json<Dashboard>()).toEqual(smallOnly);
    const everything = (await dashboard(ctx.actors.admin)).json<Dashboard>();
    expect(everything.hotels).toBeGreaterThan(3);
    expect(everything.arrivalsToday.total).toBeGreaterThanOrEqual(2);
  });

  it('names at most 50 stays a list and counts the rest', async () => {
    const owner = await newOwner();
    const hotel = await newHotel(owner, 60);
    const today = todayInColombo();
    await ctx.db
      .insertInto('bookings')
      .values(
        Array.from({ length: 52 }, () => ({
          hotelId: hotel.id,
          userId: ctx.actors.customerB.user.id,
          checkIn: today,
          checkOut: addDays(today, 1),
          guests: 1,
          totalPrice: 10,
        })),
      )
      .execute();
    const result = (await dashboard(owner)).json<Dashboard>();
    expect(result.arrivalsToday.total).toBe(52);
    expect(result.arrivalsToday.stays).toHaveLength(50);
    expect(result.inHouse.stays).toBe(52);
  });

  it('refuses customers, other owners’ hotels, unknown hotels and unknown parameters', async () => {
    const hotel = await newHotel(ctx.actors.ownerA, 1);
    expect((await call(ctx.app, 'GET', '/api/dashboard')).statusCode).toBe(401);
    expect((await dashboard(ctx.actors.customerA)).statusCode).toBe(403);
    expect((await dashboard(ctx.actors.ownerB, `?hotelId=${hotel.id}`)).statusCode).toBe(403);
    expect((await dashboard(ctx.actors.ownerA, '?hotelId=9d2f4c1e-1111-4a4a-8b8b-123456789abc')).statusCode).toBe(404);
    expect((await dashboard(ctx.actors.ownerA, '?hotelId=nope')).statusCode).toBe(400);
    expect((await dashboard(ctx.actors.ownerA, '?months=99')).statusCode).toBe(400);
  });
});
