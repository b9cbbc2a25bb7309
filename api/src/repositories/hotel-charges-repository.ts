// A hotel's taxes and charges (migration 018), in the order they apply. The list is replaced as a
// whole in the transaction services/hotel-charges.ts opens under the hotel's row lock, the lock the
// booking path takes, so a booking is priced by the list as it was before a change or after it.
import type { Kysely } from 'kysely';
import type { HotelCharge } from '@ceylon/shared/domain';
import type { Database } from '../db/schema';

const CHARGE_COLUMNS = ['name', 'kind', 'rate', 'compound'] as const;

export function createHotelChargesRepository(db: Kysely<Database>) {
  return {
    /** The hotel's charges in the order they apply; none when it has none. */
    list(hotelId: string): Promise<HotelCharge[]> {
      return db.selectFrom('hotelCharges').select(CHARGE_COLUMNS).where('hotelId', '=', hotelId).orderBy('position').execute();
    },

    /** The charges of several hotels (a search page's), each list in its order; a hotel with none has no entry. */
    async listOf(hotelIds: readonly string[]): Promise<Map<string, HotelCharge[]>> {
      const byHotel = new Map<string, HotelCharge[]>();
      if (hotelIds.length === 0) return byHotel;
      const rows = await db
        .selectFrom('hotelCharges')
        .select(['hotelId', ...CHARGE_COLUMNS])
        .where('hotelId', 'in', hotelIds)
        .orderBy('hotelId')
        .orderBy('position')
        .execute();
      for (const { hotelId, ...charge } of rows) byHotel.set(hotelId, [...(byHotel.get(hotelId) ?? []), charge]);
      return byHotel;
    },

    /** On a transaction holding the hotel's lock: the list becomes `charges`, in that order. */
    async replace(hotelId: string, updatedBy: string, charges: readonly HotelCharge[]): Promise<void> {
      await db.deleteFrom('hotelCharges').where('hotelId', '=', hotelId).execute();
      if (charges.length === 0) return;
      await db
        .insertInto('hotelCharges')
        .values(charges.map((charge, position) => ({ hotelId, position, updatedBy, ...charge })))
        .execute();
    },
  };
}
