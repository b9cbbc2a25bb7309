import { useId, useMemo, useState } from 'react';
import {
  Button,
  currencyName,
  DataTable,
  dateFormat,
  DISPLAY_CURRENCIES,
  FormField,
  FormProblem,
  FormWide,
  isPositiveNumber,
  Lead,
  PageBody,
  Panel,
  SmallForm,
  StateMessage,
  useCheckedSubmit,
  useFormFields,
  useLingui,
  useSharedText,
  type Column,
  type DisplayCurrency,
  type ExchangeRateHistory,
  type ExchangeRates,
} from '@ceylon/shared';
import { useExchangeRates } from '../features/exchange-rates/use-exchange-rates';
import { useAdminText } from '../texts';

export { texts } from '../texts';

type Rate = ExchangeRates['rates'][number];
type PastRate = ExchangeRateHistory['rates'][number];

/**
 * /admin/exchange-rates: the rates prices may be shown at in other currencies (decision 0035). Each
 * currency's rate in use, a form to set one from now on, and the chosen currency's history.
 */
export default function ExchangeRatesPage() {
  const text = useAdminText();
  const { i18n } = useLingui();
  const sharedText = useSharedText();
  const id = useId();
  // The currency chooses the history shown as well as the rate's: the form's one box is the rate.
  const [currency, setCurrency] = useState<DisplayCurrency>('LKR');
  const { setValues, field, errors, setErrors, check } = useFormFields(
    { rate: text('admin.rates.perUsdLabel', { currency }) },
    { rate: '' },
    ({ rate }) => (isPositiveNumber(rate) ? {} : { rate: text('admin.rates.notRate') }),
  );
  const rate = field('rate');
  const problem = errors.rate;
  const { rates, history, failed, set, saving } = useExchangeRates(currency);
  const waiting = (
    <StateMessage role={failed ? 'alert' : 'status'}>{text(failed ? 'admin.rates.loadFailed' : 'admin.rates.loading')}</StateMessage>
  );

  // Named and written as the page's language writes them; Sinhala's names and dates from
  // @ceylon/shared's words, as a browser has no Sinhala data (its numbers are `1,234.5` in every ICU).
  const formats = useMemo(
    () => ({
      currency: currencyName(i18n.locale, sharedText),
      rate: new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 6 }),
      when: dateFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Colombo' }, sharedText),
    }),
    [i18n.locale, sharedText],
  );
  const named = (code: string) => `${code} — ${formats.currency(code)}`;
  const columns: Column<Rate>[] = [
    { header: text('admin.rates.currency'), cell: (r) => named(r.currency) },
    { header: text('admin.rates.perUsd'), cell: (r) => formats.rate.format(r.perUsd) },
    { header: text('admin.rates.setAt'), cell: (r) => formats.when.format(new Date(r.setAt)) },
  ];
  const historyColumns: Column<PastRate>[] = [
    { header: text('admin.rates.perUsd'), cell: (r) => formats.rate.format(r.perUsd) },
    { header: text('admin.rates.setAt'), cell: (r) => formats.when.format(new Date(r.setAt)) },
    { header: text('admin.rates.setBy'), cell: (r) => r.setBy ?? text('admin.rates.deletedAccount') },
  ];

  const send = async () => {
    const outcome = await set({ currency, perUsd: Number(rate.value) });
    if (outcome === 'failed') return false;
    if (outcome === 'set') return true;
    setErrors({ rate: outcome.refused });
    document.getElementById(`${id}-rate`)?.focus();
    return false;
  };
  // A problem, the form's or the API's, moves the focus to the rate's box.
  const { submit } = useCheckedSubmit(check, send, () => setValues({ rate: '' }));

  return (
    <PageBody>
      <h1>{text('admin.rates.title')}</h1>
      <Lead>{text('admin.rates.lead')}</Lead>
      {rates === undefined ? (
        waiting
      ) : rates.length === 0 ? (
        <StateMessage>{text('admin.rates.none')}</StateMessage>
      ) : (
        <DataTable caption={text('admin.rates.caption')} columns={columns} rows={rates} rowKey={(r) => r.currency} />
      )}
      <Panel aria-labelledby={`${id}-set`}>
        <h2 id={`${id}-set`}>{text('admin.rates.setHeading')}</h2>
        <SmallForm noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-set`}>
          <FormField>
            <label htmlFor={`${id}-currency`}>{text('admin.rates.currency')}</label>
            <select id={`${id}-currency`} value={currency} onChange={(event) => setCurrency(event.target.value as DisplayCurrency)}>
              {DISPLAY_CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {named(code)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField>
            <label htmlFor={`${id}-rate`}>{rate.label}</label>
            <input
              id={`${id}-rate`}
              type="number"
              inputMode="decimal"
              min="0"
              step="any"
              name={rate.name}
              value={rate.value}
              onChange={rate.onChange}
              {...(problem && { 'aria-invalid': true, 'aria-describedby': `${id}-rate-problem` })}
            />
            {problem && <FormProblem id={`${id}-rate-problem`}>{problem}</FormProblem>}
          </FormField>
          <FormWide>
            <Button type="submit" disabled={saving}>
              {text(saving ? 'admin.rates.setting' : 'admin.rates.set')}
            </Button>
          </FormWide>
        </SmallForm>
        <h3>{text('admin.rates.historyHeading', { currency })}</h3>
        {history === undefined ? (
          waiting
        ) : history.length === 0 ? (
          <StateMessage>{text('admin.rates.noHistory', { currency })}</StateMessage>
        ) : (
          <DataTable
            caption={text('admin.rates.historyCaption', { currency })}
            columns={historyColumns}
            rows={history}
            rowKey={(r) => `${r.setAt}-${r.perUsd}`}
          />
        )}
      </Panel>
    </PageBody>
  );
}
