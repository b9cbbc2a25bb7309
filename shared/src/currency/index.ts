export { readShownCurrency, chooseShownCurrency, useShownCurrency } from './shown-currency';
export { getExchangeRates, exchangeRatesQuery, useShownRate, formatConverted, type ShownRate } from './exchange-rates';
export { ConvertedPrice } from './converted-price';
