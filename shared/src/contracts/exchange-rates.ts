// The rates prices may be shown at in other currencies (decision 0035): set by an
// administrator, kept with their history; dollars stay what is charged.
import { Type } from 'typebox';
import { DISPLAY_CURRENCIES, MAX_RATE, MIN_RATE } from '../domain/currencies';
import { Timestamp } from './common';

const CurrencySchema = Type.Enum(DISPLAY_CURRENCIES, { description: 'ISO 4217 code of a currency prices may be shown in' });

const PerUsd = Type.Number({
  minimum: MIN_RATE,
  maximum: MAX_RATE,
  description: 'Units of the currency one US dollar buys; kept to six decimals',
});

/** `POST /api/exchange-rates`: a new rate for one currency, from now on. */
export const ExchangeRateBody = Type.Object({ currency: CurrencySchema, perUsd: PerUsd });

export const ExchangeRateSchema = Type.Object({
  currency: Type.Enum(DISPLAY_CURRENCIES),
  perUsd: Type.Number(),
  setAt: Timestamp,
});

/** `GET /api/exchange-rates`: each currency's rate now (a currency never given one is left out). */
export const ExchangeRatesSchema = Type.Object({ rates: Type.Array(ExchangeRateSchema) });

/** `GET /api/exchange-rates/history?currency=`: one currency's rates, newest first. */
export const ExchangeRateHistoryQuery = Type.Object({ currency: CurrencySchema });

export const ExchangeRateHistorySchema = Type.Object({
  rates: Type.Array(
    Type.Object({
      ...ExchangeRateSchema.properties,
      /** Who set it: the account's name, or null when that account was since deleted. */
      setBy: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
