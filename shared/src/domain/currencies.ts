// Prices are stored and charged in US dollars (docs/product.md §9); a visitor may show them in
// another currency at a rate an administrator sets (decision 0035). A converted
// price is only ever shown as approximate, and a booking keeps the currency and rate it was shown at.

/** The currencies a visitor may show prices in besides dollars. */
export const DISPLAY_CURRENCIES = ['LKR', 'EUR', 'GBP', 'INR'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

/** What a page showed prices in: dollars, or one of DISPLAY_CURRENCIES. */
export const SHOWN_CURRENCIES = ['USD', ...DISPLAY_CURRENCIES] as const;
export type ShownCurrency = (typeof SHOWN_CURRENCIES)[number];

/** A rate is units of the currency per US dollar, six decimals: from a pound's 0.7 to a rupee's 300 and beyond. */
export const MIN_RATE = 0.000001;
export const MAX_RATE = 1_000_000;

/**
 * How long a rate may still be named by a booking after a newer one was set: a guest who opened the
 * booking page before an administrator changed the rate books at the rate that page showed.
 */
export const SHOWN_RATE_GRACE_HOURS = 24;

/** A rate as it is kept (numeric(16, 6)): to six decimals, so a rate sent back compares equal to the one kept. */
export function keptRate(perUsd: number): number {
  return Math.round(perUsd * 1_000_000) / 1_000_000;
}
