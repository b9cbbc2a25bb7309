import { act, renderHook, waitFor } from '@testing-library/react';
import { apiClient } from '../api/api-client';
import { SiteProviders } from '../testing';
import { createTranslator } from '../i18n/translator';
import sinhala from '../locales/si.json';
import { formatConverted, useShownRate } from './exchange-rates';
import { chooseShownCurrency, readShownCurrency, useShownCurrency } from './shown-currency';

const rates = [
  { currency: 'LKR', perUsd: 300, setAt: '2026-11-01T00:00:00.000Z' },
  { currency: 'EUR', perUsd: 0.86, setAt: '2026-11-01T00:00:00.000Z' },
];

afterEach(() => {
  jest.restoreAllMocks();
  document.cookie = 'currency=; Path=/; Max-Age=0';
});

it('shows dollars until a currency is chosen, and ignores a cookie it did not write', () => {
  expect(readShownCurrency()).toBe('USD');
  document.cookie = 'currency=XYZ; Path=/';
  expect(readShownCurrency()).toBe('USD');
  chooseShownCurrency('LKR');
  expect(readShownCurrency()).toBe('LKR');
  expect(document.cookie).toContain('currency=LKR');
});

it('redraws whoever shows prices when the choice changes', () => {
  const { result } = renderHook(() => useShownCurrency());
  expect(result.current).toBe('USD');
  act(() => chooseShownCurrency('EUR'));
  expect(result.current).toBe('EUR');
});

it('gives the chosen currency its rate, reading the rates only once one is chosen', async () => {
  const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { rates } });
  const { result } = renderHook(() => useShownRate(), { wrapper: SiteProviders });
  expect(result.current).toEqual({ currency: 'USD', perUsd: 1 });
  expect(get).not.toHaveBeenCalled();
  act(() => chooseShownCurrency('LKR'));
  await waitFor(() => expect(result.current).toEqual({ currency: 'LKR', perUsd: 300 }));
  expect(get).toHaveBeenCalledWith('/exchange-rates');
});

it('stays in dollars for a currency without a rate, or when the rates cannot be read', async () => {
  chooseShownCurrency('GBP');
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { rates } });
  const { result } = renderHook(() => useShownRate(), { wrapper: SiteProviders });
  await waitFor(() => expect(apiClient.get).toHaveBeenCalled());
  expect(result.current).toEqual({ currency: 'USD', perUsd: 1 });

  jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('offline'));
  chooseShownCurrency('LKR');
  const failed = renderHook(() => useShownRate(), { wrapper: SiteProviders });
  await waitFor(() => expect(apiClient.get).toHaveBeenCalled());
  expect(failed.result.current).toEqual({ currency: 'USD', perUsd: 1 });
});

it('writes a converted amount as each language writes the currency, to whole units', () => {
  const si = createTranslator('si', [sinhala]);
  const text = (id: string, values?: Record<string, unknown>) => si._(id, values);
  expect(formatConverted(240, { currency: 'LKR', perUsd: 300 }, 'si', text)).toBe('රු.\u00a072,000');
  expect(formatConverted(240, { currency: 'LKR', perUsd: 300 }, 'ta', text)).toBe('Rs.\u00a072,000');
  expect(formatConverted(240, { currency: 'EUR', perUsd: 0.86 }, 'en', text)).toBe('€206');
  expect(formatConverted(1.5, { currency: 'GBP', perUsd: 0.75 }, 'en', text)).toBe('£1');
});
