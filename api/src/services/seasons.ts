// Adding, changing and removing a hotel's seasons, each in one transaction under the hotel's row lock
// (the one the booking path takes), so no booking is priced while a hotel's seasons are half changed,
// and two writes cannot both pass the overlap check.
import type { Kysely } from 'kysely';
import type { Season } from '@ceylon/shared/domain';
import type { Database } from '../db/schema';
import { lockHotel } from '../repositories/hotels-repository';
import { createSeasonsRepository, type SeasonFields } from '../repositories/seasons-repository';
import { inTransaction } from './in-transaction';

export type SaveSeasonResult = { kind: 'saved'; season: Season } | { kind: 'not-found' } | { kind: 'overlaps'; season: Season };

/** Stores a new season (no `seasonId`) or changes one, refused when it would overlap another. */
export function saveSeason(
  db: Kysely<Database>,
  hotelId: string,
  createdBy: string,
  fields: SeasonFields,
  seasonId?: string,
): Promise<SaveSeasonResult> {
  return inTransaction(db, async (trx): Promise<SaveSeasonResult> => {
    if (!(await lockHotel(trx, hotelId))) return { kind: 'not-found' };
    const seasons = createSeasonsRepository(trx);
    const overlapping = await seasons.findOverlapping(hotelId, fields, seasonId);
    if (overlapping) return { kind: 'overlaps', season: overlapping };
    const season = seasonId ? await seasons.update(hotelId, seasonId, fields) : await seasons.insert(hotelId, createdBy, fields);
    return season ? { kind: 'saved', season } : { kind: 'not-found' };
  });
}

/** Removes a season; false when the hotel (or it) is gone. */
export function removeSeason(db: Kysely<Database>, hotelId: string, seasonId: string): Promise<boolean> {
  return inTransaction(
    db,
    async (trx) => (await lockHotel(trx, hotelId)) !== undefined && createSeasonsRepository(trx).remove(hotelId, seasonId),
  );
}
