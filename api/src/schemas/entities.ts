// Response shapes of SPEC.md §3, defined once: they drive serialisation (only these fields ever
// leave the server, so never a password hash), the OpenAPI document and the handlers' types.
import { Type, type TSchema } from 'typebox';
import { BOOKING_STATUSES, ROLES } from '@ceylon/shared/domain';
import { SINGLE_LINE } from './control-characters';

export const Id = Type.String({ format: 'uuid' });
export const IdParams = Type.Object({ id: Id });
export const IsoDateText = Type.String({ description: 'YYYY-MM-DD, Asia/Colombo' });
export const Timestamp = Type.String({ format: 'date-time' });
export const RoleSchema = Type.Enum(ROLES);
export const BookingStatusSchema = Type.Enum(BOOKING_STATUSES);

export const PersonSummarySchema = Type.Object({ id: Id, firstName: Type.String(), lastName: Type.String() });

export const UserSchema = Type.Object({
  id: Id,
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  role: RoleSchema,
  createdAt: Timestamp,
});

export const BookingSchema = Type.Object({
  id: Id,
  checkIn: IsoDateText,
  checkOut: IsoDateText,
  guests: Type.Integer(),
  hotelId: Id,
  totalPrice: Type.Number(),
  status: Type.Optional(BookingStatusSchema),
  createdAt: Timestamp,
  hotel: Type.Object({ id: Id, title: Type.String(), location: Type.String() }),
  user: PersonSummarySchema,
});

export const HotelSchema = Type.Object({
  id: Id,
  title: Type.String(),
  location: Type.String(),
  price: Type.Number(),
  description: Type.String(),
  imageUrl: Type.String(),
  rating: Type.Number(),
  bestSeller: Type.Boolean(),
  rooms: Type.Integer(),
  creator: PersonSummarySchema,
  createdAt: Timestamp,
  bookings: Type.Optional(Type.Array(BookingSchema)),
});

export const MessageSchema = Type.Object({ message: Type.String() });

export const ErrorSchema = Type.Object({
  message: Type.String(),
  field: Type.Optional(Type.String({ description: 'The invalid field, on 400' })),
});

/** Error responses for the OpenAPI document, e.g. `...errorResponses(400, 401, 404)`. */
export function errorResponses(...codes: number[]): Record<number, TSchema> {
  return Object.fromEntries(codes.map((code) => [code, ErrorSchema]));
}

/** Non-blank text of at most `max` characters, on one line unless it is `multiline` (a message). */
export function Text(max: number, { multiline = false }: { multiline?: boolean } = {}) {
  return Type.String({
    minLength: 1,
    maxLength: max,
    pattern: '\\S',
    errorMessage: 'must not be blank',
    ...(!multiline && { [SINGLE_LINE]: true }),
  });
}

export const EmailSchema = Type.String({ format: 'email', maxLength: 254, [SINGLE_LINE]: true });
export const NameSchema = Text(100);
