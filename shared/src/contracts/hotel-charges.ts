// A hotel's taxes and charges (decision 0030) and the price lines a booking keeps.
// The computation and its rounding rule are shared/src/domain/prices.ts.
import { Type } from 'typebox';
import { CHARGE_KINDS, MAX_FIXED_CHARGE, MAX_HOTEL_CHARGES } from '../domain/prices';
import { Text } from './common';

const ChargeKindSchema = Type.Enum(CHARGE_KINDS, {
  description:
    'percent: a percentage of the room charge (or, compounding, of it and the charges before it); perStay: dollars once per booking; perNight: dollars per night per room',
});

/** One charge as an owner sends it. */
const HotelChargeBody = Type.Object({
  name: Text(60),
  kind: ChargeKindSchema,
  rate: Type.Number({
    minimum: 0,
    maximum: MAX_FIXED_CHARGE,
    description: 'The percentage (0 to 100, two decimals) for percent, else US dollars (two decimals)',
  }),
  compound: Type.Optional(
    Type.Boolean({
      default: false,
      description: 'percent only: taken of the room charge and every charge before it, not the room charge alone',
    }),
  ),
});

/** `PUT /api/hotels/:id/taxes`: the whole list, in the order the charges apply; an empty list removes them all. */
export const HotelChargesBody = Type.Object({
  charges: Type.Array(HotelChargeBody, { maxItems: MAX_HOTEL_CHARGES }),
});

export const HotelChargeSchema = Type.Object({
  name: Type.String(),
  kind: Type.Enum(CHARGE_KINDS),
  rate: Type.Number(),
  compound: Type.Boolean(),
});

/** `GET` and `PUT /api/hotels/:id/taxes`. */
export const HotelChargesSchema = Type.Object({ charges: Type.Array(HotelChargeSchema) });

/** A booking's price as it was booked: the room charge, each charge with its amount, the total; US dollars. */
export const StayPriceLinesSchema = Type.Object({
  roomCharge: Type.Number(),
  /** A promotion code's discount off the room charge (decision 0032); the charges are taken of what is left. */
  discount: Type.Optional(Type.Object({ code: Type.String(), amount: Type.Number() })),
  charges: Type.Array(Type.Object({ ...HotelChargeSchema.properties, amount: Type.Number() })),
  total: Type.Number(),
});
