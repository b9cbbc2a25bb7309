// A hotel's free rooms night by night: the hotel page's calendar and the date picker.
import { Type } from 'typebox';
import { IsoDateText, WholeNumber } from './common';

export const AVAILABILITY_DEFAULT_NIGHTS = 90;
export const AVAILABILITY_MAX_NIGHTS = 366;

export const AvailabilityQuery = Type.Object({
  from: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD, today or later; today when left out' })),
  nights: Type.Optional(WholeNumber(1, AVAILABILITY_MAX_NIGHTS, { default: AVAILABILITY_DEFAULT_NIGHTS })),
});

export const NightAvailabilitySchema = Type.Object({
  date: IsoDateText,
  availableRooms: Type.Integer({ minimum: 0 }),
  /** The night's price per guest (its season's or the hotel's), dollars; always sent by the API. */
  price: Type.Optional(Type.Number()),
  /** The fewest nights of a stay starting this night (a season's minimum stay), 1 without one; always sent. */
  minNights: Type.Optional(Type.Integer({ minimum: 1 })),
});

export const AvailabilitySchema = Type.Array(NightAvailabilitySchema);
