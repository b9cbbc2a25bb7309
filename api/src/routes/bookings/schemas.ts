import { Type } from 'typebox';
import { Id } from '../../schemas/entities';

/**
 * Dates and guests are optional here so that the booking rules of SPEC.md §5 report them,
 * in their order and with their exact messages.
 */
export const BookingBody = Type.Object({
  checkIn: Type.Optional(Type.String({ maxLength: 10 })),
  checkOut: Type.Optional(Type.String({ maxLength: 10 })),
  guests: Type.Optional(Type.Integer()),
  hotelId: Id,
  totalPrice: Type.Optional(Type.Number({ minimum: 0 })),
});

export const BookingHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});
