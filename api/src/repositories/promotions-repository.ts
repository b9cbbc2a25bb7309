// Promotion codes (migration 019; decision 0032). A code's uses are its promotion_uses rows whose
// booking is not cancelled, so a cancellation gives the use back without a write of its own. The
// booking transaction takes the code's row lock (findForUse) before counting, so racing bookings
// count one after another.
import type { Kysely } from 'kysely';
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
  /** Uses of a code by bookings not cancelled: by everyone, and by `userId`. */
  async function usesOf(promotionId: string, userId: string): Promise<{ uses: number; guestUses: number }> {
    const rows = await db
      .selectFrom('promotionUses')
      .innerJoin('bookings', 'bookings.id', 'promotionUses.bookingId')
      .select('promotionUses.userId')
      .where('promotionUses.promotionId', '=', promotionId)
      .where('bookings.status', '<>', 'cancelled')
      .execute();
    return { uses: rows.length, guestUses: rows.filter((row) => row.userId === userId).length };
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
      const query = db.selectFrom('promotions').select(RULE_COLUMNS);
      const rows = await (hotelId === null ? query.where('hotelId', 'is', null) : query.where('hotelId', '=', hotelId))
        .orderBy('validFrom', 'desc')
        .orderBy('code')
        .execute();
      return Promise.all(rows.map(async (row) => ({ ...row, uses: (await usesOf(row.id, '')).uses })));
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
