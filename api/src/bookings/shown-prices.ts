// The currency and rate a booking page showed prices at (decision 0035), checked before the booking
// keeps them: dollars at 1, or a rate the site set for that currency, in use now or in the last day.
import type { Kysely } from 'kysely';
import { keptRate, SHOWN_RATE_GRACE_HOURS, type ShownCurrency } from '@ceylon/shared/domain';
import type { Database } from '../db/schema';
import { badRequest, say } from '../http-errors';
import { createExchangeRatesRepository } from '../repositories/exchange-rates-repository';
import type { ShownPrices } from './bookings-repository';

/** What the client said it showed: both fields or neither. */
export interface ShownClaim {
  currency?: ShownCurrency;
  rate?: number;
}

export async function checkShownPrices(db: Kysely<Database>, { currency, rate }: ShownClaim, now: Date): Promise<ShownPrices | undefined> {
  if (currency === undefined) {
    if (rate !== undefined) throw badRequest('shownCurrency', say('error.booking.shownCurrencyMissing'));
    return undefined;
  }
  if (currency === 'USD') {
    if (rate !== undefined && rate !== 1) throw badRequest('shownRate', say('error.booking.dollarRate'));
    return { currency, rate: 1 };
  }
  if (rate === undefined) throw badRequest('shownRate', say('error.booking.shownRateMissing', { currency }));
  const kept = keptRate(rate);
  if (!(await createExchangeRatesRepository(db).wasShown(currency, kept, now, SHOWN_RATE_GRACE_HOURS))) {
    throw badRequest('shownRate', say('error.booking.rateChanged', { currency, rate: String(kept) }));
  }
  return { currency, rate: kept };
}
