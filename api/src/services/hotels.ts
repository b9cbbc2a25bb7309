// Changing and deleting a hotel. An edit holds the hotel's row lock, the one a booking takes, so
// `rooms` cannot drop below what is booked on a night from `today` on while a booking is being made.
// A hotel with one room type priced per person has it follow the hotel's price and rooms.
import type { Kysely } from 'kysely';
import { busiestNightFrom } from '../bookings/inventory-repository';
import type { Database } from '../db/schema';
import { createRoomTypesRepository } from '../repositories/room-types-repository';
import { createHotelsRepository, lockHotel, type HotelFields, type HotelRecord } from '../repositories/hotels-repository';
import { inTransaction } from './in-transaction';
import { HOTEL, softDeleteWithStays } from './soft-delete';

export type UpdateHotelResult =
  | { kind: 'updated'; hotel: HotelRecord }
  | { kind: 'not-found' }
  /** `taken` rooms are booked on `night`, more than the `rooms` asked for. */
  | { kind: 'rooms-below-booked'; night: string; taken: number };

export async function updateHotel(
  db: Kysely<Database>,
  id: string,
  changes: Partial<HotelFields>,
  today: string,
): Promise<UpdateHotelResult> {
  const refused = await inTransaction(db, async (trx): Promise<UpdateHotelResult | undefined> => {
    if (!(await lockHotel(trx, id))) return { kind: 'not-found' };
    if (changes.rooms !== undefined) {
      const busiest = await busiestNightFrom(trx, id, today);
      if (busiest && busiest.taken > changes.rooms) return { kind: 'rooms-below-booked', ...busiest };
    }
    await createHotelsRepository(trx).change(id, changes);
    await createRoomTypesRepository(trx).followHotel(id, changes);
    return undefined;
  });
  if (refused) return refused;
  const hotel = await createHotelsRepository(db).findById(id);
  return hotel ? { kind: 'updated', hotel } : { kind: 'not-found' };
}

/** Hides the hotel and cancels its confirmed or pending stays from `today` on. */
export function deleteHotel(db: Kysely<Database>, id: string, today: string): Promise<boolean> {
  return softDeleteWithStays(db, HOTEL, id, today);
}
