// Closing a hotel's dates and opening them again, each in one transaction under the hotel's row
// lock (the one the booking path takes), so a closure and a booking of the same nights cannot both
// succeed. Closing is refused, storing nothing, when a night is closed already or held by a stay.
import type { Kysely } from 'kysely';
import type { Closure } from '@ceylon/shared/domain';
import type { Database } from '../db/schema';
import { createClosuresRepository, type ClosureRange, type StayInTheWay } from '../repositories/closures-repository';
import { lockHotel } from '../repositories/hotels-repository';
import { inTransaction } from './in-transaction';

export type CreateClosureResult =
  | { kind: 'created'; closure: Closure }
  | { kind: 'not-found' }
  | { kind: 'overlaps'; closure: Closure }
  | { kind: 'stays'; stays: StayInTheWay[] };

export function closeDates(
  db: Kysely<Database>,
  hotelId: string,
  createdBy: string,
  range: ClosureRange,
  reason: string,
): Promise<CreateClosureResult> {
  return inTransaction(db, async (trx): Promise<CreateClosureResult> => {
    if (!(await lockHotel(trx, hotelId))) return { kind: 'not-found' };
    const closures = createClosuresRepository(trx);
    const overlapping = await closures.findOverlapping(hotelId, range);
    if (overlapping) return { kind: 'overlaps', closure: overlapping };
    const stays = await closures.staysInTheWay(hotelId, range);
    if (stays.length > 0) return { kind: 'stays', stays };
    return { kind: 'created', closure: await closures.insert(hotelId, createdBy, range, reason) };
  });
}

/** Removes the closure and opens its nights again; false when the hotel (or it) is gone. */
export function reopenDates(db: Kysely<Database>, hotelId: string, closureId: string): Promise<boolean> {
  return inTransaction(
    db,
    async (trx) => (await lockHotel(trx, hotelId)) !== undefined && createClosuresRepository(trx).remove(hotelId, closureId),
  );
}
