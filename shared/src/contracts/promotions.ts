// Promotion codes (decision 0032): an administrator's site-wide codes and an
// owner's codes for their own hotels, and the check the booking page makes before Confirm. Whether
// a code applies is shared/src/domain/promotions.ts; its discount is priced by domain/prices.ts.
import { Type } from 'typebox';
import { DISCOUNT_KINDS } from '../domain/prices';
import { CODE_PATTERN, MAX_CODE_LENGTH, PROMOTION_DATE_KINDS, PROMOTION_REFUSALS } from '../domain/promotions';
import { Id, IsoDateText, WholeNumber } from './common';
import { StayPriceLinesSchema } from './hotel-charges';

const Limit = (description: string, maximum: number) => Type.Union([WholeNumber(1, maximum), Type.Null()], { description });

/** `POST` and `PUT` a code: everything it is. */
export const PromotionBody = Type.Object(
  {
    code: Type.String({
      minLength: 1,
      maxLength: MAX_CODE_LENGTH,
      pattern: CODE_PATTERN,
      description: 'Letters, digits and dashes; kept in upper case',
    }),
    kind: Type.Enum(DISCOUNT_KINDS, { description: 'percent: a percentage of the room charge; amount: US dollars off the room charge' }),
    value: Type.Number({ minimum: 0.01, maximum: 1_000_000, description: 'The percentage (at most 100) or dollars, two decimals' }),
    validFrom: Type.String({ maxLength: 10, description: 'YYYY-MM-DD, the first day included' }),
    validUntil: Type.String({ maxLength: 10, description: 'YYYY-MM-DD, the last day included' }),
    appliesTo: Type.Enum(PROMOTION_DATE_KINDS, {
      description: "stay: the stay's check-in is in the range; booking: the day the booking is made",
    }),
    minNights: Limit('The fewest nights of a stay, or null', 90),
    maxUses: Limit('Uses in all (bookings not cancelled), or null for no limit', 1_000_000),
    maxUsesPerGuest: Limit('Uses per guest, or null for no limit', 1_000_000),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const PromotionSchema = Type.Object({
  id: Id,
  hotelId: Type.Union([Id, Type.Null()]),
  code: Type.String(),
  kind: Type.Enum(DISCOUNT_KINDS),
  value: Type.Number(),
  validFrom: IsoDateText,
  validUntil: IsoDateText,
  appliesTo: Type.Enum(PROMOTION_DATE_KINDS),
  minNights: Type.Union([Type.Integer(), Type.Null()]),
  maxUses: Type.Union([Type.Integer(), Type.Null()]),
  maxUsesPerGuest: Type.Union([Type.Integer(), Type.Null()]),
  active: Type.Boolean(),
  /** Bookings not cancelled that used it. */
  uses: Type.Integer(),
});

export const PromotionsSchema = Type.Object({ promotions: Type.Array(PromotionSchema) });

export const PromotionParams = Type.Object({ promotionId: Id });
export const HotelPromotionParams = Type.Object({ id: Id, promotionId: Id });

/** `POST /api/promotions/check`: the stay as the booking page has it, and the code. */
export const PromotionCheckBody = Type.Object(
  {
    hotelId: Id,
    checkIn: Type.String({ maxLength: 10 }),
    checkOut: Type.String({ maxLength: 10 }),
    guests: WholeNumber(1, 1_000),
    rooms: Type.Optional(WholeNumber(1, 1_000)),
    code: Type.String({ minLength: 1, maxLength: 40 }),
  },
  { additionalProperties: false },
);

/** Either the price lines with the discount, or why the code does not apply (200 both: a refusal is an answer, not an error). */
export const PromotionCheckSchema = Type.Union([
  Type.Object({ applies: Type.Literal(true), code: Type.String(), priceBreakdown: StayPriceLinesSchema }),
  Type.Object({ applies: Type.Literal(false), reason: Type.Enum(PROMOTION_REFUSALS), message: Type.String() }),
]);
