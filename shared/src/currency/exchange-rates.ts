import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';
import type { ExchangeRates } from '../domain/types';
import type { ShownCurrency } from '../domain/currencies';
import { moneyFormat } from '../format/page-intl';
import type { SharedText } from '../i18n/shared-text';
import { useShownCurrency } from './shown-currency';

/** GET /api/exchange-rates (anyone): each currency's rate in use. */
export async function getExchangeRates(): Promise<ExchangeRates['rates']> {
  const { data } = await apiClient.get<ExchangeRates>('/exchange-rates');
  return data.rates;
}

/** The rates in use, read once a minute at most (the API lets them be cached that long too). */
export const exchangeRatesQuery = queryOptions({ queryKey: ['exchange-rates'], queryFn: getExchangeRates, staleTime: 60_000 });

/** A currency prices are shown in, with the units of it a dollar buys (1 for dollars). */
export interface ShownRate {
  currency: ShownCurrency;
  perUsd: number;
}

/**
 * The currency the visitor chose and its rate; dollars at 1 while the rates load, when they could
 * not be read, or when the chosen currency has none set: a page never shows a price it cannot convert.
 */
export function useShownRate(): ShownRate {
  const currency = useShownCurrency();
  const rates = useQuery({ ...exchangeRatesQuery, enabled: currency !== 'USD' });
  const rate = currency === 'USD' ? undefined : rates.data?.find((each) => each.currency === currency);
  return rate ? { currency, perUsd: rate.perUsd } : { currency: 'USD', perUsd: 1 };
}

/**
 * A dollar amount in another currency, as the page's language writes it, to whole units (it is
 * only ever approximate): `රු. 72,000`, `Rs. 72,000`, `€206`; Sinhala's rupees from `text`
 * (`moneyFormat`), as a browser may have no Sinhala.
 */
export function formatConverted(
  usd: number,
  { currency, perUsd }: ShownRate,
  language: string,
  text: (id: SharedText, values?: Record<string, unknown>) => string,
): string {
  return moneyFormat(`${language}-LK`, { currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }, text).format(usd * perUsd);
}
