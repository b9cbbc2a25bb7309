import { useCallback, useEffect, useState } from 'react';
import {
  errorMessage,
  fieldProblem,
  getExchangeRates,
  useNotice,
  type DisplayCurrency,
  type ExchangeRateHistory,
  type ExchangeRateInput,
  type ExchangeRates,
} from '@ceylon/shared';
import { useAdminText } from '../../texts';
import { getExchangeRateHistory, setExchangeRate } from './exchange-rates-api';

export interface ExchangeRatesView {
  /** Undefined until loaded (or when loading failed: a notice said so). */
  rates: ExchangeRates['rates'] | undefined;
  /** The history of the currency the form is on. */
  history: ExchangeRateHistory['rates'] | undefined;
  /** A list could not be loaded (a notice said so too). */
  failed: boolean;
  /** 'set'; what the API said of the rate box, to show under it; or 'failed' when a notice said why. */
  set: (input: ExchangeRateInput) => Promise<'set' | 'failed' | { refused: string }>;
}

/** The rates in use, the history of `currency`, and setting a new rate (both reloaded after). */
export function useExchangeRates(currency: DisplayCurrency): ExchangeRatesView {
  const text = useAdminText();
  const { notify } = useNotice();
  const [rates, setRates] = useState<ExchangeRates['rates']>();
  const [history, setHistory] = useState<ExchangeRateHistory['rates']>();
  const [version, setVersion] = useState(0);
  const [failed, setFailed] = useState(false);

  const loadFailed = useCallback(
    (error: unknown) => {
      console.error('Failed to load exchange rates', error);
      setFailed(true);
      notify(text('admin.rates.loadFailed'), 'error');
    },
    [notify, text],
  );

  useEffect(() => {
    let current = true;
    getExchangeRates().then((loaded) => {
      if (current) setRates(loaded);
    }, loadFailed);
    return () => {
      current = false;
    };
  }, [version, loadFailed]);

  useEffect(() => {
    let current = true;
    setHistory(undefined);
    setFailed(false);
    getExchangeRateHistory(currency).then((loaded) => {
      if (current) setHistory(loaded);
    }, loadFailed);
    return () => {
      current = false;
    };
  }, [currency, version, loadFailed]);

  const set = async (input: ExchangeRateInput) => {
    try {
      await setExchangeRate(input);
    } catch (error) {
      const refusal = fieldProblem(error, 'perUsd');
      if (refusal) return { refused: refusal };
      notify(errorMessage(error, text('admin.rates.saveFailed')), 'error');
      return 'failed' as const;
    }
    notify(text('admin.rates.saved', { currency: input.currency, rate: input.perUsd }), 'success');
    setVersion((n) => n + 1);
    return 'set' as const;
  };

  return { rates, history, failed, set };
}
