// Promotion codes (decision 0032): whether a code applies to a stay, and why not,
// in one place for the booking page's check and the booking transaction. The discount itself is
// priced by prices.ts (discountCents), the one rounding rule for charges.
import { nightsBetween } from './dates';
import type { DiscountTerms } from './prices';

/** Whether a code's dates bound the stay's check-in or the day the booking is made (Asia/Colombo). */
export const PROMOTION_DATE_KINDS = ['stay', 'booking'] as const;
export type PromotionDateKind = (typeof PROMOTION_DATE_KINDS)[number];

/** The longest a code may be, and what it is made of: letters, digits and dashes; compared in any case. */
export const MAX_CODE_LENGTH = 30;
export const CODE_PATTERN = '^[A-Za-z0-9-]+$';

/** A promotion code's rules, as the API keeps them. */
export interface PromotionRules extends DiscountTerms {
  /** The hotel it is for; null for a site-wide code (an administrator's). */
  hotelId: string | null;
  /** First and last day of the range, both included, `YYYY-MM-DD`. */
  validFrom: string;
  validUntil: string;
  appliesTo: PromotionDateKind;
  /** The fewest nights a stay needs for the code, when it sets one. */
  minNights: number | null;
  /** Uses in all, and per guest, when limited. */
  maxUses: number | null;
  maxUsesPerGuest: number | null;
  active: boolean;
}

/** Why a code does not apply. */
export const PROMOTION_REFUSALS = [
  'unknown',
  'inactive',
  'notYetValid',
  'expired',
  'notForHotel',
  'usedUp',
  'usedByYou',
  'belowMinimumStay',
] as const;
export type PromotionRefusal = (typeof PROMOTION_REFUSALS)[number];

/** What a code is checked against: the stay, today, and the uses counted so far. */
export interface PromotionUse {
  hotelId: string;
  checkIn: string;
  checkOut: string;
  today: string;
  /** Uses of the code by every guest, and by this guest, not counting cancelled bookings. */
  uses: number;
  guestUses: number;
}

export interface PromotionProblem {
  reason: PromotionRefusal;
  message: string;
}

/** Codes are compared in upper case, without spaces around them. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Why `promotion` (undefined when no code matches) does not apply to `use`, in this order; null when it applies. */
export function promotionProblem(promotion: PromotionRules | undefined, use: PromotionUse): PromotionProblem | null {
  if (!promotion) return { reason: 'unknown', message: 'There is no such promotion code' };
  if (!promotion.active) return { reason: 'inactive', message: 'This promotion code is not active' };
  const day = promotion.appliesTo === 'stay' ? use.checkIn : use.today;
  const what = promotion.appliesTo === 'stay' ? 'stays starting' : 'bookings made';
  if (day < promotion.validFrom) {
    return { reason: 'notYetValid', message: `This promotion code is for ${what} from ${promotion.validFrom}` };
  }
  if (day > promotion.validUntil) {
    return { reason: 'expired', message: `This promotion code was for ${what} until ${promotion.validUntil}` };
  }
  if (promotion.hotelId !== null && promotion.hotelId !== use.hotelId) {
    return { reason: 'notForHotel', message: 'This promotion code is not for this hotel' };
  }
  if (promotion.maxUses !== null && use.uses >= promotion.maxUses) {
    return { reason: 'usedUp', message: 'This promotion code has been used up' };
  }
  if (promotion.maxUsesPerGuest !== null && use.guestUses >= promotion.maxUsesPerGuest) {
    return { reason: 'usedByYou', message: 'You have already used this promotion code as often as it allows' };
  }
  if (promotion.minNights !== null && nightsBetween(use.checkIn, use.checkOut) < promotion.minNights) {
    return { reason: 'belowMinimumStay', message: `This promotion code is for stays of at least ${promotion.minNights} nights` };
  }
  return null;
}
