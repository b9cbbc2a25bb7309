// Promotion codes (migration 019; decision 0032). A code's uses are its promotion_uses rows whose
// booking is not cancelled, so a cancellation gives the use back without a write of its own. The
// booking transaction takes the code's row lock (findForUse) before counting, so racing bookings
// count one after another.
import { sql, type Kysely } from 'kysely';
import type { PromotionRules } from '@ceylon/shared/domain';
import type { Database } from '../db/schema';

const RULE_COLUMNS = [
  'id',
  'hotelId',
  'code',
  'kind',
  'value',
  'validFrom',
  'validUntil',
  'appliesTo',
  'minNights',
  'maxUses',
  'maxUsesPerGuest',
  'active',
] as const;

export interface PromotionRecord extends PromotionRules {
  id: string;
}

/** What an administrator or owner sets of a code. */
export type PromotionFields = Omit<PromotionRecord, 'id' | 'hotelId'>;

export function createPromotionsRepository(db: Kysely<Database>) {
  /** A code's uses: its promotion_uses rows whose booking is not cancelled. */
  const liveUses = () =>
    db
      .selectFrom('promotionUses')
      .innerJoin('bookings', 'bookings.id', 'promotionUses.bookingId')
      .where('bookings.status', '<>', 'cancelled');

  /** Uses of a code by bookings not cancelled: by everyone, and by `userId` (none without one), counted by the database. */
  async function usesOf(promotionId: string, userId?: string): Promise<{ uses: number; guestUses: number }> {
    const row = await liveUses()
      .select([
        sql<string>`count(*)`.as('uses'),
        sql<string>`count(*) filter (where promotion_uses.user_id = ${userId ?? null})`.as('guestUses'),
      ])
      .where('promotionUses.promotionId', '=', promotionId)
      .executeTakeFirstOrThrow();
    return { uses: Number(row.uses), guestUses: Number(row.guestUses) };
  }

  return {
    usesOf,

    /** The code (already upper case), if one exists; on a transaction, `lock` holds its row until commit. */
    find(code: string, { lock = false } = {}): Promise<PromotionRecord | undefined> {
      const query = db.selectFrom('promotions').select(RULE_COLUMNS).where('code', '=', code);
      return (lock ? query.forUpdate() : query).executeTakeFirst();
    },

    findById(id: string): Promise<PromotionRecord | undefined> {
      return db.selectFrom('promotions').select(RULE_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    /** A hotel's codes, or the site-wide ones for null, newest range first, with their uses. */
    async list(hotelId: string | null): Promise<(PromotionRecord & { uses: number })[]> {
      // Each code's uses in the same statement, not a query per code.
      const query = db
        .selectFrom('promotions')
        .select(RULE_COLUMNS)
        .select((eb) =>
          liveUses()
            .select(sql<string>`count(*)`.as('n'))
            .whereRef('promotionUses.promotionId', '=', eb.ref('promotions.id'))
            .as('uses'),
        );
      const rows = await (hotelId === null ? query.where('hotelId', 'is', null) : query.where('hotelId', '=', hotelId))
        .orderBy('validFrom', 'desc')
        .orderBy('code')
        .execute();
      return rows.map((row) => ({ ...row, uses: Number(row.uses ?? 0) }));
    },

    async insert(hotelId: string | null, createdBy: string, fields: PromotionFields): Promise<PromotionRecord> {
      return db
        .insertInto('promotions')
        .values({ ...fields, hotelId, createdBy })
        .returning(RULE_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    async update(id: string, fields: PromotionFields): Promise<PromotionRecord | undefined> {
      return db.updateTable('promotions').set(fields).where('id', '=', id).returning(RULE_COLUMNS).executeTakeFirst();
    },

    /** Removes a code no booking has used; false when one has (deactivate it instead). */
    async remove(id: string): Promise<boolean> {
      const used = await db.selectFrom('promotionUses').select('bookingId').where('promotionId', '=', id).executeTakeFirst();
      if (used) return false;
      await db.deleteFrom('promotions').where('id', '=', id).execute();
      return true;
    },

    /** In the booking's transaction: the booking used the code. */
    async recordUse(promotionId: string, bookingId: string, userId: string): Promise<void> {
      await db.insertInto('promotionUses').values({ promotionId, bookingId, userId }).execute();
    },
  };
}

export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;
