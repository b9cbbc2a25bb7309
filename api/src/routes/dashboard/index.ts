// GET /api/dashboard?hotelId=: a hotel owner's dashboard over their hotels (or one of them), an
// administrator's over every hotel (or one). Figures of docs/product.md, "Dashboards"; how they are
// counted: docs/decisions/0029.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DASHBOARD_AHEAD_MONTHS,
  DASHBOARD_AHEAD_NIGHTS,
  DASHBOARD_LIST_LIMIT,
  DASHBOARD_PAST_MONTHS,
  DASHBOARD_WEEKS,
  DashboardQuery,
  DashboardSchema,
} from '@ceylon/shared/contracts';
import {
  addDays,
  addMonths,
  monthRange,
  nightsBetween,
  todayInColombo,
  weekdayOf,
  type Dashboard,
  type DashboardStay,
} from '@ceylon/shared/domain';
import { accountOf } from '../../plugins/auth';
import { forbidden, notFound, say } from '../../http-errors';
import { createDashboardRepository, type DashboardScope, type Period, type StayList } from '../../repositories/dashboard-repository';
import { createHotelsRepository } from '../../repositories/hotels-repository';
import { errorResponses } from '../../schemas/error-responses';

/** The charted months of `today`: the current one and the 11 before it, then the 6 after it. */
export function dashboardMonths(today: string): (Period & { month: string; ahead: boolean })[] {
  const current = today.slice(0, 7);
  return Array.from({ length: DASHBOARD_PAST_MONTHS + DASHBOARD_AHEAD_MONTHS }, (_, i) => {
    const offset = i - (DASHBOARD_PAST_MONTHS - 1);
    const month = addMonths(current, offset);
    return { month, ahead: offset > 0, ...monthRange(month) };
  });
}

/** The Mondays of the charted weeks, oldest first, the week of `today` last. */
export function dashboardWeeks(today: string): string[] {
  const monday = addDays(today, 1 - weekdayOf(today));
  return Array.from({ length: DASHBOARD_WEEKS }, (_, i) => addDays(monday, (i - (DASHBOARD_WEEKS - 1)) * 7));
}

/** booked ÷ sellable, three decimals, at most 1; 0 when nothing was for sale. */
export function occupancyFigures(bookedRoomNights: number, sellableRoomNights: number) {
  const sellable = Math.max(0, sellableRoomNights);
  return {
    bookedRoomNights,
    sellableRoomNights: sellable,
    occupancy: sellable === 0 ? 0 : Math.min(1, Math.round((bookedRoomNights / sellable) * 1000) / 1000),
  };
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const dashboard = createDashboardRepository(app.db);
  const hotels = createHotelsRepository(app.db);

  app.get(
    '/',
    {
      onRequest: app.requireRole(['hotelOwner', 'admin'], say('error.ownersOnlyDashboard')),
      schema: {
        operationId: 'getDashboard',
        summary: 'Get the owner’s or administrator’s dashboard',
        description:
          'A hotel owner’s figures over their hotels, an administrator’s over every hotel; `hotelId` narrows them to one hotel. Today (Asia/Colombo) and tomorrow’s arrivals and departures (at most 50 each, with the total), the stays in house tonight, the next 30 nights’ occupancy, occupancy and revenue by month (the current month and the 11 before it, and 6 booked ahead) and bookings made per week (26 weeks).',
        tags: ['dashboard'],
        security: [{ bearerAuth: [] }],
        querystring: DashboardQuery,
        response: { 200: DashboardSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request): Promise<Dashboard> => {
      const account = accountOf(request);
      const { hotelId } = request.query;
      if (hotelId !== undefined) {
        const hotel = await hotels.findById(hotelId);
        if (!hotel) throw notFound(say('error.hotelNotFound'));
        if (account.role !== 'admin' && hotel.creatorId !== account.id) throw forbidden(say('error.ownHotelsOnlySee'));
      }
      const scope: DashboardScope = { creatorId: account.role === 'admin' ? undefined : account.id, hotelId };

      const today = todayInColombo();
      const tomorrow = addDays(today, 1);
      const months = dashboardMonths(today);
      const ahead: Period = { first: today, next: addDays(today, DASHBOARD_AHEAD_NIGHTS) };
      const weeks = dashboardWeeks(today);
      const list = async (kind: StayList, day: string) => {
        const rows = await dashboard.stays(scope, kind, day, DASHBOARD_LIST_LIMIT);
        return { stays: rows.map(({ total: _total, ...stay }): DashboardStay => stay), total: rows[0]?.total ?? 0 };
      };

      const capacity = await dashboard.capacity(scope);
      const arrivalsToday = await list('arrivals', today);
      const arrivalsTomorrow = await list('arrivals', tomorrow);
      const departuresToday = await list('departures', today);
      const departuresTomorrow = await list('departures', tomorrow);
      const inHouse = await dashboard.inHouse(scope, today);
      const [next30, ...byMonth] = await dashboard.periods(scope, [ahead, ...months]);
      const made = new Map((await dashboard.weeks(scope, weeks[0] ?? today)).map((week) => [week.week, week.bookings]));

      const sellable = (period: Period, closedRoomNights: number) =>
        capacity.rooms * nightsBetween(period.first, period.next) - closedRoomNights;
      return {
        today,
        hotelId: hotelId ?? null,
        hotels: capacity.hotels,
        arrivalsToday,
        arrivalsTomorrow,
        departuresToday,
        departuresTomorrow,
        inHouse,
        next30Days: occupancyFigures(next30?.bookedRoomNights ?? 0, sellable(ahead, next30?.closedRoomNights ?? 0)),
        months: months.map((month, i) => {
          const figures = byMonth[i];
          return {
            month: month.month,
            ahead: month.ahead,
            ...occupancyFigures(figures?.bookedRoomNights ?? 0, sellable(month, figures?.closedRoomNights ?? 0)),
            revenueCents: figures?.revenueCents ?? 0,
          };
        }),
        weeks: weeks.map((week) => ({ week, bookings: made.get(week) ?? 0 })),
      };
    },
  );
};

export default routes;
