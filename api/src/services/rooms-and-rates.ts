// Adding, changing and removing a hotel's room types and rate plans, each in one transaction under
// the hotel's row lock (the one bookings and hotel edits take), so two writes cannot both pass the
// name check and a hotel never loses its last room type or rate plan.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { lockHotel } from '../repositories/hotels-repository';
import { createRatePlansRepository, type RatePlanFields, type RatePlanRow } from '../repositories/rate-plans-repository';
import { createRoomTypesRepository, type RoomTypeFields, type RoomTypeRow } from '../repositories/room-types-repository';
import { inTransaction } from './in-transaction';

export type SaveRoomTypeResult = { kind: 'saved'; roomType: RoomTypeRow } | { kind: 'not-found' } | { kind: 'name-taken' };

/** Stores a new room type (no `typeId`) or changes one; refused when another of the hotel has its name. */
export function saveRoomType(db: Kysely<Database>, hotelId: string, fields: RoomTypeFields, typeId?: string): Promise<SaveRoomTypeResult> {
  return inTransaction(db, async (trx): Promise<SaveRoomTypeResult> => {
    if (!(await lockHotel(trx, hotelId))) return { kind: 'not-found' };
    const types = createRoomTypesRepository(trx);
    if (await types.nameTaken(hotelId, fields.name, typeId)) return { kind: 'name-taken' };
    const roomType = typeId ? await types.update(hotelId, typeId, fields) : await types.insert(hotelId, fields);
    return roomType ? { kind: 'saved', roomType } : { kind: 'not-found' };
  });
}

export type RemoveRoomTypeResult =
  | { kind: 'removed' }
  | { kind: 'not-found' }
  | { kind: 'last-one' }
  /** `stays` stays of the type are not over yet. */
  | { kind: 'future-stays'; stays: number }
  /** `bookings` bookings, all over or cancelled, name the type. */
  | { kind: 'booked'; bookings: number };

/** Removes a room type unless it is the hotel's last or bookings name it (those not over yet said first). */
export function removeRoomType(db: Kysely<Database>, hotelId: string, typeId: string, today: string): Promise<RemoveRoomTypeResult> {
  return inTransaction(db, async (trx): Promise<RemoveRoomTypeResult> => {
    if (!(await lockHotel(trx, hotelId))) return { kind: 'not-found' };
    const types = createRoomTypesRepository(trx);
    const all = await types.list(hotelId);
    const type = all.find((t) => t.id === typeId);
    if (!type) return { kind: 'not-found' };
    if (all.length === 1) return { kind: 'last-one' };
    const { bookings, stays } = await types.bookingsOf(typeId, today);
    if (stays > 0) return { kind: 'future-stays', stays };
    if (bookings > 0) return { kind: 'booked', bookings };
    await types.remove(hotelId, typeId);
    return { kind: 'removed' };
  });
}

export type SaveRatePlanResult =
  | { kind: 'saved'; ratePlan: RatePlanRow; roomTypeIds: string[] }
  | { kind: 'not-found' }
  | { kind: 'name-taken' }
  | { kind: 'unknown-room-type' };

/**
 * Stores a new rate plan (no `planId`) or changes one, offered on `roomTypeIds` (undefined: every
 * type of the hotel for a new plan, the ones it had for a change).
 */
export function saveRatePlan(
  db: Kysely<Database>,
  hotelId: string,
  fields: RatePlanFields,
  roomTypeIds: readonly string[] | undefined,
  planId?: string,
): Promise<SaveRatePlanResult> {
  return inTransaction(db, async (trx): Promise<SaveRatePlanResult> => {
    if (!(await lockHotel(trx, hotelId))) return { kind: 'not-found' };
    const plans = createRatePlansRepository(trx);
    if (planId && !(await plans.find(hotelId, planId))) return { kind: 'not-found' };
    if (await plans.nameTaken(hotelId, fields.name, planId)) return { kind: 'name-taken' };
    const hotelTypes = (await createRoomTypesRepository(trx).list(hotelId)).map((t) => t.id);
    if (roomTypeIds?.some((id) => !hotelTypes.includes(id))) return { kind: 'unknown-room-type' };
    const ratePlan = planId ? await plans.update(hotelId, planId, fields) : await plans.insert(hotelId, fields);
    if (!ratePlan) return { kind: 'not-found' };
    const offered = roomTypeIds ?? (planId ? undefined : hotelTypes);
    if (offered) await plans.offerOn(hotelId, ratePlan.id, offered);
    return { kind: 'saved', ratePlan, roomTypeIds: (await plans.roomTypesByPlan(hotelId)).get(ratePlan.id) ?? [] };
  });
}

export type RemoveRatePlanResult =
  { kind: 'removed' } | { kind: 'not-found' } | { kind: 'last-one' } | { kind: 'booked'; bookings: number };

/** Removes a rate plan unless it is the hotel's last or bookings name it. */
export function removeRatePlan(db: Kysely<Database>, hotelId: string, planId: string): Promise<RemoveRatePlanResult> {
  return inTransaction(db, async (trx): Promise<RemoveRatePlanResult> => {
    if (!(await lockHotel(trx, hotelId))) return { kind: 'not-found' };
    const plans = createRatePlansRepository(trx);
    const all = await plans.list(hotelId);
    if (!all.some((p) => p.id === planId)) return { kind: 'not-found' };
    if (all.length === 1) return { kind: 'last-one' };
    const bookings = await plans.bookingsOf(planId);
    if (bookings > 0) return { kind: 'booked', bookings };
    await plans.remove(hotelId, planId);
    return { kind: 'removed' };
  });
}
