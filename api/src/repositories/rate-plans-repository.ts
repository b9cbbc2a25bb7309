// A hotel's rate plans and the room types each is offered on (migration 023; decision 0040). Writes
// run on the transaction services/rooms-and-rates.ts opens under the hotel's row lock.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { CancellationTerms, MealPlan, PaymentTerms, RatePlan } from '@ceylon/shared/domain';
import type { Database, RatePlansTable } from '../db/schema';

/** What an owner sets on a rate plan, tidied; id, hotel and creation time are the server's. */
export interface RatePlanFields {
  name: string;
  mealPlan: MealPlan;
  cancellation: CancellationTerms;
  payment: PaymentTerms;
  priceAdjustmentPercent: number;
  active: boolean;
}

const RATE_PLAN_COLUMNS = [
  'id',
  'hotelId',
  'name',
  'mealPlan',
  'cancellation',
  'cancellationNotice',
  'cancellationNoticeUnit',
  'cancellationPenalty',
  'cancellationPenaltyPercent',
  'payment',
  'depositPercent',
  'priceAdjustmentPercent',
  'active',
  'createdAt',
] as const;

export type RatePlanRow = Selectable<RatePlansTable>;

/** The terms a row stores, as the domain reads them. */
export function cancellationOf(row: RatePlanRow): CancellationTerms {
  if (row.cancellation === 'non_refundable') return { kind: 'non_refundable' };
  return {
    kind: 'free_until',
    notice: row.cancellationNotice ?? 0,
    unit: row.cancellationNoticeUnit ?? 'hours',
    penalty: row.cancellationPenalty ?? 'full_stay',
    penaltyPercent: row.cancellationPenaltyPercent,
  };
}

export function paymentOf(row: RatePlanRow): PaymentTerms {
  if (row.payment === 'deposit') return { kind: 'deposit', percent: row.depositPercent ?? 0 };
  return { kind: row.payment };
}

export function ratePlanFieldsOf(row: RatePlanRow): RatePlanFields {
  return {
    name: row.name,
    mealPlan: row.mealPlan,
    cancellation: cancellationOf(row),
    payment: paymentOf(row),
    priceAdjustmentPercent: row.priceAdjustmentPercent,
    active: row.active,
  };
}

export function toRatePlan(row: RatePlanRow, roomTypeIds: string[]): RatePlan {
  return {
    id: row.id,
    hotelId: row.hotelId,
    name: row.name,
    mealPlan: row.mealPlan,
    cancellation: {
      kind: row.cancellation,
      notice: row.cancellationNotice,
      unit: row.cancellationNoticeUnit,
      penalty: row.cancellationPenalty,
      penaltyPercent: row.cancellationPenaltyPercent,
    },
    payment: { kind: row.payment, depositPercent: row.depositPercent },
    priceAdjustmentPercent: row.priceAdjustmentPercent,
    active: row.active,
    roomTypeIds,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The columns a plan's fields are stored in: those its kinds do not use are null. */
function planColumns(fields: RatePlanFields) {
  const { cancellation, payment } = fields;
  const free = cancellation.kind === 'free_until' ? cancellation : undefined;
  return {
    name: fields.name,
    mealPlan: fields.mealPlan,
    cancellation: cancellation.kind,
    cancellationNotice: free?.notice ?? null,
    cancellationNoticeUnit: free?.unit ?? null,
    cancellationPenalty: free?.penalty ?? null,
    cancellationPenaltyPercent: free?.penalty === 'percentage' ? free.penaltyPercent : null,
    payment: payment.kind,
    depositPercent: payment.kind === 'deposit' ? payment.percent : null,
    priceAdjustmentPercent: fields.priceAdjustmentPercent,
    active: fields.active,
  };
}

export function createRatePlansRepository(db: Kysely<Database>) {
  return {
    /** The hotel's rate plans, oldest first. */
    list(hotelId: string): Promise<RatePlanRow[]> {
      return db
        .selectFrom('ratePlans')
        .select(RATE_PLAN_COLUMNS)
        .where('hotelId', '=', hotelId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
    },

    find(hotelId: string, planId: string): Promise<RatePlanRow | undefined> {
      return db
        .selectFrom('ratePlans')
        .select(RATE_PLAN_COLUMNS)
        .where('hotelId', '=', hotelId)
        .where('id', '=', planId)
        .executeTakeFirst();
    },

    /** The room types each of the hotel's plans is offered on, by plan id, oldest type first. */
    async roomTypesByPlan(hotelId: string): Promise<Map<string, string[]>> {
      const links = await db
        .selectFrom('ratePlanRoomTypes')
        .innerJoin('roomTypes', 'roomTypes.id', 'ratePlanRoomTypes.roomTypeId')
        .select(['ratePlanRoomTypes.ratePlanId', 'ratePlanRoomTypes.roomTypeId'])
        .where('ratePlanRoomTypes.hotelId', '=', hotelId)
        .orderBy('roomTypes.createdAt')
        .orderBy('roomTypes.id')
        .execute();
      const byPlan = new Map<string, string[]>();
      for (const link of links) byPlan.set(link.ratePlanId, [...(byPlan.get(link.ratePlanId) ?? []), link.roomTypeId]);
      return byPlan;
    },

    async nameTaken(hotelId: string, name: string, exceptId?: string): Promise<boolean> {
      let query = db
        .selectFrom('ratePlans')
        .select('id')
        .where('hotelId', '=', hotelId)
        .where(sql<string>`lower(name)`, '=', name.toLowerCase());
      if (exceptId) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    insert(hotelId: string, fields: RatePlanFields): Promise<RatePlanRow> {
      return db
        .insertInto('ratePlans')
        .values({ hotelId, ...planColumns(fields) })
        .returning(RATE_PLAN_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    update(hotelId: string, planId: string, fields: RatePlanFields): Promise<RatePlanRow | undefined> {
      return db
        .updateTable('ratePlans')
        .set(planColumns(fields))
        .where('hotelId', '=', hotelId)
        .where('id', '=', planId)
        .returning(RATE_PLAN_COLUMNS)
        .executeTakeFirst();
    },

    /** Offers the plan on exactly these room types of its hotel. */
    async offerOn(hotelId: string, planId: string, roomTypeIds: readonly string[]): Promise<void> {
      await db.deleteFrom('ratePlanRoomTypes').where('ratePlanId', '=', planId).execute();
      if (roomTypeIds.length === 0) return;
      await db
        .insertInto('ratePlanRoomTypes')
        .values(roomTypeIds.map((roomTypeId) => ({ hotelId, ratePlanId: planId, roomTypeId })))
        .execute();
    },

    /** How many bookings name the plan (migration 024): a booked plan is kept with them. */
    async bookingsOf(planId: string): Promise<number> {
      const { count } = await db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('ratePlanId', '=', planId)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    async remove(hotelId: string, planId: string): Promise<boolean> {
      const result = await db.deleteFrom('ratePlans').where('hotelId', '=', hotelId).where('id', '=', planId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
