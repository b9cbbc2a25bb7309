import { apiClient, type DisplayCurrency, type ExchangeRateHistory, type ExchangeRateInput } from '@ceylon/shared';

/** GET /api/exchange-rates/history (admin): a currency's last rates, newest first. */
export async function getExchangeRateHistory(currency: DisplayCurrency): Promise<ExchangeRateHistory['rates']> {
  const { data } = await apiClient.get<ExchangeRateHistory>('/exchange-rates/history', { params: { currency } });
  return data.rates;
}

/** POST /api/exchange-rates (admin): the currency's rate from now on. */
export async function setExchangeRate(input: ExchangeRateInput): Promise<void> {
  await apiClient.post('/exchange-rates', input);
}
