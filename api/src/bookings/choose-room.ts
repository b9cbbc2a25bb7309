// Which room type and rate plan a booking is sold as (decision 0040), read in the booking
// transaction under the hotel's row lock, which every room type and rate plan write takes too. A
// request that names neither books the hotel's only type on the only plan offered on it, as every
// client did before types existed; where there is a choice the 400 names what there is to choose.
import type { Kysely } from 'kysely';
import { toCents, type BookingTerms } from '@ceylon/shared/domain';
import type { Database } from '../db/schema';
import { badRequest, say } from '../http-errors';
import { createRatePlansRepository, toRatePlan, type RatePlanRow } from '../repositories/rate-plans-repository';
import { createRoomTypesRepository, toRoomType, type RoomTypeRow } from '../repositories/room-types-repository';
import type { RoomSale } from './price-booking';

export interface ChosenRoom {
  type: RoomTypeRow;
  plan: RatePlanRow;
  /** The plan's terms as the booking keeps them. */
  terms: BookingTerms;
  /** How the stay is priced. */
  sale: RoomSale;
}

/** Names as a list in a message: "Standard room", "Family room". */
const quoted = (rows: readonly { name: string }[]) => rows.map((row) => `"${row.name}"`).join(', ');

export async function chooseRoom(
  db: Kysely<Database>,
  hotel: { id: string; price: number },
  asked: { roomTypeId?: string; ratePlanId?: string },
): Promise<ChosenRoom> {
  const types = await createRoomTypesRepository(db).list(hotel.id);
  let type: RoomTypeRow | undefined;
  if (asked.roomTypeId !== undefined) {
    type = types.find((t) => t.id === asked.roomTypeId);
    if (!type) throw badRequest('roomTypeId', say('error.booking.unknownRoomType'));
  } else {
    [type] = types;
    if (!type || types.length > 1) throw badRequest('roomTypeId', say('error.booking.chooseRoomType', { types: quoted(types) }));
  }

  const plans = createRatePlansRepository(db);
  const all = await plans.list(hotel.id);
  const offeredOn = await plans.roomTypesByPlan(hotel.id);
  const typeId = type.id;
  const offered = all.filter((p) => p.active && (offeredOn.get(p.id) ?? []).includes(typeId));
  let plan: RatePlanRow | undefined;
  if (asked.ratePlanId !== undefined) {
    const named = all.find((p) => p.id === asked.ratePlanId);
    if (!named) throw badRequest('ratePlanId', say('error.booking.unknownRatePlan'));
    plan = offered.find((p) => p.id === named.id);
    if (!plan) throw badRequest('ratePlanId', say('error.booking.ratePlanNotOffered', { plan: named.name, type: type.name }));
  } else {
    [plan] = offered;
    if (!plan) throw badRequest('ratePlanId', say('error.booking.noRatePlan', { type: type.name }));
    if (offered.length > 1)
      throw badRequest('ratePlanId', say('error.booking.chooseRatePlan', { type: type.name, plans: quoted(offered) }));
  }

  const { mealPlan, cancellation, payment } = toRatePlan(plan, []);
  const { pricing } = toRoomType(type);
  return {
    type,
    plan,
    terms: { mealPlan, cancellation, payment },
    sale: {
      pricing,
      seasonal: pricing.basis === 'per_person' && toCents(pricing.price) === toCents(hotel.price),
      adjustmentPercent: plan.priceAdjustmentPercent,
    },
  };
}
