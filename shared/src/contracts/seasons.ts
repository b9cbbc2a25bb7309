// A hotel's seasons: date ranges with their own nightly price, an optional weekend price
// and a minimum stay for stays that start in them. The price rule is shared/src/domain/prices.ts.
import { Type } from 'typebox';
import { DEFAULT_MIN_NIGHTS, DEFAULT_WEEKEND_NIGHTS, MAX_MIN_NIGHTS, MAX_NIGHT_PRICE } from '../domain/prices';
import { Id, IsoDateText, Text, Timestamp, WholeNumber } from './common';

const NightPrice = Type.Number({ minimum: 0, maximum: MAX_NIGHT_PRICE, description: 'US dollars per night per guest, two decimals' });
const WeekendNights = Type.Array(WholeNumber(1, 7), {
  minItems: 1,
  maxItems: 7,
  uniqueItems: true,
  description: `ISO weekdays of the nights that count as weekend: 1 is a Monday night, 7 a Sunday night; [${DEFAULT_WEEKEND_NIGHTS.join(', ')}] when left out`,
});

/** `POST /api/hotels/:id/seasons` and `PUT /api/hotels/:id/seasons/:seasonId`. */
export const SeasonBody = Type.Object({
  name: Text(60),
  firstNight: Type.String({ maxLength: 10, description: 'YYYY-MM-DD' }),
  lastNight: Type.String({ maxLength: 10, description: 'YYYY-MM-DD, on or after firstNight; that night included' }),
  price: NightPrice,
  weekendPrice: Type.Optional(Type.Union([NightPrice, Type.Null()], { description: 'Left out or null: the weekend costs price' })),
  weekendNights: Type.Optional(WeekendNights),
  minNights: Type.Optional(
    WholeNumber(1, MAX_MIN_NIGHTS, { default: DEFAULT_MIN_NIGHTS, description: 'For stays that start in the season' }),
  ),
});

export const SeasonSchema = Type.Object({
  id: Id,
  hotelId: Id,
  name: Type.String(),
  firstNight: IsoDateText,
  lastNight: IsoDateText,
  price: Type.Number(),
  weekendPrice: Type.Union([Type.Number(), Type.Null()]),
  weekendNights: Type.Array(Type.Integer()),
  minNights: Type.Integer(),
  createdAt: Timestamp,
});

export const SeasonParams = Type.Object({ id: Id, seasonId: Id });
