import { apiClient, queryOptions, type DisplayCurrency, type ExchangeRateHistory, type ExchangeRateInput } from '@ceylon/shared';

/** GET /api/exchange-rates/history (admin): a currency's last rates, newest first. */
export async function getExchangeRateHistory(currency: DisplayCurrency, signal?: AbortSignal): Promise<ExchangeRateHistory['rates']> {
  const { data } = await apiClient.get<ExchangeRateHistory>('/exchange-rates/history', { params: { currency }, signal });
  return data.rates;
}

/** A currency's history as a query, under the rates in use (`['exchange-rates']`), so a new rate refreshes both. */
export const exchangeRateHistoryQuery = (currency: DisplayCurrency) =>
  queryOptions({
    queryKey: ['exchange-rates', 'history', currency] as const,
    queryFn: ({ signal }) => getExchangeRateHistory(currency, signal),
  });

/** POST /api/exchange-rates (admin): the currency's rate from now on. */
export async function setExchangeRate(input: ExchangeRateInput): Promise<void> {
  await apiClient.post('/exchange-rates', input);
}
