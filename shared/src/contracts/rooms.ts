// A hotel's room types and rate plans (decision 0040). The rules (occupancy, prices by basis, the
// adjustment, cancellation penalties) are shared/src/domain/rooms.ts.
import { Type } from 'typebox';
import { MAX_HOTEL_ROOMS } from '../domain/booking-rules';
import { MAX_NIGHT_PRICE } from '../domain/prices';
import {
  CANCELLATION_PENALTIES,
  MAX_CHILD_AGE,
  MAX_CHILD_PRICE_BANDS,
  MAX_NOTICE_HOURS,
  MAX_PRICE_ADJUSTMENT_PERCENT,
  MAX_ROOM_ADULTS,
  MAX_ROOM_CHILDREN,
  MAX_ROOM_GUESTS,
  MAX_ROOM_SIZE_M2,
  MEAL_PLANS,
  MIN_PRICE_ADJUSTMENT_PERCENT,
  NOTICE_UNITS,
  PAYMENT_KINDS,
  PRICING_BASES,
  ROOM_AMENITY_IDS,
} from '../domain/rooms';
import { SINGLE_LINE } from './keywords';
import { Id, Text, Timestamp, WholeNumber } from './common';

/** The most room types and rate plans one hotel may have. */
export const MAX_ROOM_TYPES = 50;
export const MAX_RATE_PLANS = 50;

const Dollars = (description: string) => Type.Number({ minimum: 0, maximum: MAX_NIGHT_PRICE, description });

const ChildPriceBandSchema = Type.Object({
  upToAge: WholeNumber(0, MAX_CHILD_AGE, { description: 'The oldest age, in years, this band is for' }),
  price: Dollars('US dollars per night for a child of this band, two decimals'),
});

/** How a room type is priced, as an owner sends it: the per_room fields only on per_room. */
const PricingBody = Type.Object({
  basis: Type.Enum(PRICING_BASES, {
    description: 'per_person: price per guest per night; per_room: price per room per night by occupancy',
  }),
  price: Dollars('US dollars per night: per guest on per_person, per room for the included adults on per_room; two decimals'),
  includedAdults: Type.Optional(WholeNumber(1, MAX_ROOM_ADULTS, { description: 'per_room only: the adults the price includes' })),
  extraAdultPrice: Type.Optional(Dollars('per_room only: US dollars per night for each adult beyond the included ones')),
  childPrices: Type.Optional(
    Type.Array(ChildPriceBandSchema, {
      maxItems: MAX_CHILD_PRICE_BANDS,
      description: 'per_room only: what a child pays per night by age; a child older than every band counts as an adult',
    }),
  ),
});

const RoomTypeFields = {
  name: Text(60),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  beds: Type.Optional(Type.String({ maxLength: 100, [SINGLE_LINE]: true, description: 'The beds in words, e.g. "1 king bed"' })),
  sizeM2: Type.Optional(Type.Union([WholeNumber(1, MAX_ROOM_SIZE_M2), Type.Null()], { description: 'Square metres; null for unknown' })),
  maxAdults: WholeNumber(1, MAX_ROOM_ADULTS),
  maxChildren: Type.Optional(WholeNumber(0, MAX_ROOM_CHILDREN, { default: 0 })),
  maxGuests: Type.Optional(
    WholeNumber(1, MAX_ROOM_GUESTS, {
      description: 'Adults and children together, from maxAdults to maxAdults + maxChildren; left out: that sum, at most 10',
    }),
  ),
  rooms: WholeNumber(1, MAX_HOTEL_ROOMS, { description: 'How many rooms of this type the hotel has' }),
  amenities: Type.Optional(Type.Array(Type.Enum(ROOM_AMENITY_IDS), { maxItems: ROOM_AMENITY_IDS.length, uniqueItems: true })),
  pricing: PricingBody,
};

/** `POST /api/hotels/:id/room-types`. */
export const RoomTypeBody = Type.Object(RoomTypeFields);

/** `PATCH /api/hotels/:id/room-types/:typeId`: any of the fields; `pricing` is replaced whole. */
export const RoomTypeChanges = Type.Partial(Type.Object(RoomTypeFields), { minProperties: 1 });

export const RoomTypeSchema = Type.Object({
  id: Id,
  hotelId: Id,
  name: Type.String(),
  description: Type.String(),
  beds: Type.String(),
  sizeM2: Type.Union([Type.Integer(), Type.Null()]),
  maxAdults: Type.Integer(),
  maxChildren: Type.Integer(),
  maxGuests: Type.Integer(),
  rooms: Type.Integer(),
  amenities: Type.Array(Type.Enum(ROOM_AMENITY_IDS)),
  pricing: Type.Object({
    basis: Type.Enum(PRICING_BASES),
    price: Type.Number(),
    includedAdults: Type.Union([Type.Integer(), Type.Null()]),
    extraAdultPrice: Type.Union([Type.Number(), Type.Null()]),
    childPrices: Type.Array(Type.Object({ upToAge: Type.Integer(), price: Type.Number() })),
  }),
  createdAt: Timestamp,
});

export const RoomTypeParams = Type.Object({ id: Id, typeId: Id });

const Percent = (minimum: number, maximum: number, description: string) => Type.Number({ minimum, maximum, description });

/** A plan's cancellation terms as an owner sends them: notice, unit and penalty only for free_until. */
const CancellationBody = Type.Object({
  kind: Type.Enum(['free_until', 'non_refundable'] as const, {
    description: 'free_until: free until a notice before check-in (Asia/Colombo), then the penalty; non_refundable: the whole stay is due',
  }),
  notice: Type.Optional(WholeNumber(0, MAX_NOTICE_HOURS, { description: 'free_until: how long before check-in the free window ends' })),
  unit: Type.Optional(Type.Enum(NOTICE_UNITS, { description: 'free_until: the unit of notice (days: at most 365)' })),
  penalty: Type.Optional(Type.Enum(CANCELLATION_PENALTIES, { description: 'free_until: what a cancellation after the window costs' })),
  penaltyPercent: Type.Optional(Percent(0.01, 100, 'The percentage penalty only: the share of the stay due')),
});

const PaymentBody = Type.Object({
  kind: Type.Enum(PAYMENT_KINDS, { description: 'Stored for now: the site does not take payments yet' }),
  depositPercent: Type.Optional(Percent(0.01, 99.99, 'deposit only: the share paid when booking')),
});

const RatePlanFields = {
  name: Text(60),
  mealPlan: Type.Enum(MEAL_PLANS),
  cancellation: CancellationBody,
  payment: PaymentBody,
  priceAdjustmentPercent: Type.Optional(
    Percent(
      MIN_PRICE_ADJUSTMENT_PERCENT,
      MAX_PRICE_ADJUSTMENT_PERCENT,
      "Up or down from the room type's price, two decimals; 0 when left out",
    ),
  ),
  active: Type.Optional(Type.Boolean({ description: 'An inactive plan is offered to no guest; true when left out' })),
  roomTypeIds: Type.Optional(
    Type.Array(Id, {
      minItems: 1,
      maxItems: MAX_ROOM_TYPES,
      uniqueItems: true,
      description: "The hotel's room types the plan is offered on; all of them when left out on creation",
    }),
  ),
};

/** `POST /api/hotels/:id/rate-plans`. */
export const RatePlanBody = Type.Object(RatePlanFields);

/** `PATCH /api/hotels/:id/rate-plans/:planId`: any of the fields; `cancellation` and `payment` are replaced whole. */
export const RatePlanChanges = Type.Partial(Type.Object(RatePlanFields), { minProperties: 1 });

/** A plan's cancellation terms as answered: the fields its kind does not use are null. */
const CancellationTermsSchema = Type.Object({
  kind: Type.Enum(['free_until', 'non_refundable'] as const),
  notice: Type.Union([Type.Integer(), Type.Null()]),
  unit: Type.Union([Type.Enum(NOTICE_UNITS), Type.Null()]),
  penalty: Type.Union([Type.Enum(CANCELLATION_PENALTIES), Type.Null()]),
  penaltyPercent: Type.Union([Type.Number(), Type.Null()]),
});

const PaymentTermsSchema = Type.Object({
  kind: Type.Enum(PAYMENT_KINDS),
  depositPercent: Type.Union([Type.Number(), Type.Null()]),
});

export const RatePlanSchema = Type.Object({
  id: Id,
  hotelId: Id,
  name: Type.String(),
  mealPlan: Type.Enum(MEAL_PLANS),
  cancellation: CancellationTermsSchema,
  payment: PaymentTermsSchema,
  priceAdjustmentPercent: Type.Number(),
  active: Type.Boolean(),
  roomTypeIds: Type.Array(Id),
  createdAt: Timestamp,
});

export const RatePlanParams = Type.Object({ id: Id, planId: Id });

/**
 * The terms a booking was made on: its rate plan's meal plan, cancellation and payment as they were
 * when it was booked (migration 024), kept whatever later happens to the plan.
 */
export const BookingTermsSchema = Type.Object({
  mealPlan: Type.Enum(MEAL_PLANS),
  cancellation: CancellationTermsSchema,
  payment: PaymentTermsSchema,
});
