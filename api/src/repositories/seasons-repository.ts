// A hotel's seasons (migration 017). The writes take the transaction services/seasons.ts opens under
// the hotel's row lock, the lock the booking path takes, so a booking is priced by the seasons as
// they were before a change or after it, never half of one.
import type { Kysely, Selectable } from 'kysely';
import type { Season, SeasonPricing } from '@ceylon/shared/domain';
import type { Database, HotelSeasonsTable } from '../db/schema';

export interface SeasonFields {
  name: string;
  firstNight: string;
  lastNight: string;
  price: number;
  weekendPrice: number | null;
  weekendNights: number[];
  minNights: number;
}

const SEASON_COLUMNS = [
  'id',
  'hotelId',
  'name',
  'firstNight',
  'lastNight',
  'price',
  'weekendPrice',
  'weekendNights',
  'minNights',
  'createdAt',
] as const;
const PRICING_COLUMNS = ['hotelId', 'firstNight', 'lastNight', 'price', 'weekendPrice', 'weekendNights', 'minNights'] as const;

export function toSeason(row: Omit<Selectable<HotelSeasonsTable>, 'createdBy'>): Season {
  return {
    id: row.id,
    hotelId: row.hotelId,
    name: row.name,
    firstNight: row.firstNight,
    lastNight: row.lastNight,
    price: row.price,
    weekendPrice: row.weekendPrice,
    weekendNights: row.weekendNights.map(Number),
    minNights: row.minNights,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A stay's nights are [from, until): the seasons sharing one of them. */
export interface NightRange {
  from: string;
  until: string;
}

/** Seasons of several hotels as pricing reads them, by hotel id (a hotel with none has no entry). */
export type SeasonsByHotel = Map<string, (SeasonPricing & { hotelId: string })[]>;

export function createSeasonsRepository(db: Kysely<Database>) {
  /** The seasons of `hotelIds` sharing a night with the range, by first night. */
  async function pricingOf(hotelIds: readonly string[], range: NightRange): Promise<SeasonsByHotel> {
    const byHotel: SeasonsByHotel = new Map();
    if (hotelIds.length === 0) return byHotel;
    const rows = await db
      .selectFrom('hotelSeasons')
      .select(PRICING_COLUMNS)
      .where('hotelId', 'in', hotelIds)
      .where('lastNight', '>=', range.from)
      .where('firstNight', '<', range.until)
      .orderBy('firstNight')
      .execute();
    for (const row of rows) {
      const season = { ...row, weekendNights: row.weekendNights.map(Number) };
      byHotel.set(row.hotelId, [...(byHotel.get(row.hotelId) ?? []), season]);
    }
    return byHotel;
  }

  return {
    /** Seasons not over by `today`, by first night. */
    listCurrent(hotelId: string, today: string): Promise<Season[]> {
      return db
        .selectFrom('hotelSeasons')
        .select(SEASON_COLUMNS)
        .where('hotelId', '=', hotelId)
        .where('lastNight', '>=', today)
        .orderBy('firstNight')
        .orderBy('id')
        .execute()
        .then((rows) => rows.map(toSeason));
    },

    pricingOf,

    /** One hotel's seasons sharing a night with the range (a stay, a calendar's nights). */
    async pricingFor(hotelId: string, range: NightRange): Promise<SeasonPricing[]> {
      return (await pricingOf([hotelId], range)).get(hotelId) ?? [];
    },

    /** The hotel's first season sharing a night with the range, `except` one (the season being changed). */
    async findOverlapping(hotelId: string, range: { firstNight: string; lastNight: string }, except?: string): Promise<Season | undefined> {
      let query = db
        .selectFrom('hotelSeasons')
        .select(SEASON_COLUMNS)
        .where('hotelId', '=', hotelId)
        .where('firstNight', '<=', range.lastNight)
        .where('lastNight', '>=', range.firstNight);
      if (except) query = query.where('id', '<>', except);
      const row = await query.orderBy('firstNight').executeTakeFirst();
      return row && toSeason(row);
    },

    async insert(hotelId: string, createdBy: string, fields: SeasonFields): Promise<Season> {
      const created = await db
        .insertInto('hotelSeasons')
        .values({ hotelId, createdBy, ...fields })
        .returning(SEASON_COLUMNS)
        .executeTakeFirstOrThrow();
      return toSeason(created);
    },

    async update(hotelId: string, seasonId: string, fields: SeasonFields): Promise<Season | undefined> {
      const updated = await db
        .updateTable('hotelSeasons')
        .set(fields)
        .where('id', '=', seasonId)
        .where('hotelId', '=', hotelId)
        .returning(SEASON_COLUMNS)
        .executeTakeFirst();
      return updated && toSeason(updated);
    },

    /** False when the hotel has no such season. */
    async remove(hotelId: string, seasonId: string): Promise<boolean> {
      const removed = await db
        .deleteFrom('hotelSeasons')
        .where('id', '=', seasonId)
        .where('hotelId', '=', hotelId)
        .returning('id')
        .executeTakeFirst();
      return removed !== undefined;
    },
  };
}

export type SeasonsRepository = ReturnType<typeof createSeasonsRepository>;
