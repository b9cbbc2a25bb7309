// Replacing a hotel's taxes and charges in one transaction under the hotel's row lock (the one the
// booking path takes), so no booking is priced while the list is half written.
import type { Kysely } from 'kysely';
import type { HotelCharge } from '@ceylon/shared/domain';
import type { Database } from '../db/schema';
import { lockHotel } from '../repositories/hotels-repository';
import { createHotelChargesRepository } from '../repositories/hotel-charges-repository';
import { inTransaction } from './in-transaction';

/** The list as stored, or undefined when the hotel is gone. */
export function replaceHotelCharges(
  db: Kysely<Database>,
  hotelId: string,
  updatedBy: string,
  charges: readonly HotelCharge[],
): Promise<HotelCharge[] | undefined> {
  return inTransaction(db, async (trx) => {
    if (!(await lockHotel(trx, hotelId))) return undefined;
    const repository = createHotelChargesRepository(trx);
    await repository.replace(hotelId, updatedBy, charges);
    return repository.list(hotelId);
  });
}
