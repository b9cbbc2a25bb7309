import {
  errorMessage,
  exchangeRatesQuery,
  fieldProblem,
  useMutation,
  useNotice,
  useQuery,
  useQueryClient,
  useReadFailure,
  type DisplayCurrency,
  type ExchangeRateHistory,
  type ExchangeRateInput,
  type ExchangeRates,
} from '@ceylon/shared';
import { useAdminText } from '../../texts';
import { exchangeRateHistoryQuery, setExchangeRate } from './api/exchange-rate-history';

export interface ExchangeRatesView {
  /** Undefined until loaded (or when loading failed: a notice said so). */
  rates: ExchangeRates['rates'] | undefined;
  /** The history of the currency the form is on. */
  history: ExchangeRateHistory['rates'] | undefined;
  /** A list could not be loaded (a notice said so too). */
  failed: boolean;
  /** 'set'; what the API said of the rate box, to show under it; or 'failed' when a notice said why. */
  set: (input: ExchangeRateInput) => Promise<'set' | 'failed' | { refused: string }>;
  /** A new rate is being set. */
  saving: boolean;
}

/** The rates in use, the history of `currency`, and setting a new rate (both read again after). */
export function useExchangeRates(currency: DisplayCurrency): ExchangeRatesView {
  const text = useAdminText();
  const { notify } = useNotice();
  const client = useQueryClient();
  const rates = useQuery(exchangeRatesQuery);
  const history = useQuery(exchangeRateHistoryQuery(currency));
  useReadFailure(rates.error, 'Failed to load exchange rates', text('admin.rates.loadFailed'));
  useReadFailure(history.error, 'Failed to load exchange rates', text('admin.rates.loadFailed'));

  const setting = useMutation({
    mutationFn: setExchangeRate,
    onSuccess: (_, input) => {
      notify(text('admin.rates.saved', { currency: input.currency, rate: input.perUsd }), 'success');
      return client.invalidateQueries({ queryKey: exchangeRatesQuery.queryKey });
    },
  });

  const set = async (input: ExchangeRateInput) => {
    try {
      await setting.mutateAsync(input);
    } catch (error) {
      const refusal = fieldProblem(error, 'perUsd');
      if (refusal) return { refused: refusal };
      notify(errorMessage(error, text('admin.rates.saveFailed')), 'error');
      return 'failed' as const;
    }
    return 'set' as const;
  };

  return { rates: rates.data, history: history.data, failed: rates.isError || history.isError, set, saving: setting.isPending };
}
