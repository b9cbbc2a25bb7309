// The currency a visitor shows prices in (decision 0035): dollars, or one of
// DISPLAY_CURRENCIES at the rate an administrator set. Remembered per browser in a cookie, read and
// written here only; @ceylon/shared is one copy per page, so the shell's choice reaches every area.
import { useSyncExternalStore } from 'react';
import { readChoiceCookie, writeChoiceCookie } from '../browser/choice-cookie';
import { SHOWN_CURRENCIES, type ShownCurrency } from '../domain/currencies';

const COOKIE = 'currency';
const listeners = new Set<() => void>();

const isShownCurrency = (value: string | undefined): value is ShownCurrency =>
  (SHOWN_CURRENCIES as readonly string[]).includes(value ?? '');

/** The browser's choice; dollars when none (or an unknown value) is remembered, and on the server. */
export function readShownCurrency(): ShownCurrency {
  const kept = readChoiceCookie(COOKIE);
  return isShownCurrency(kept) ? kept : 'USD';
}

/** Shows prices in `currency` from now on, on this page and the next. */
export function chooseShownCurrency(currency: ShownCurrency): void {
  writeChoiceCookie(COOKIE, currency);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The currency chosen, redrawing on a new choice. A page drawn on the server, and the browser's
 * first draw over it, show dollars (the server does not read the choice); the choice follows at once.
 */
export function useShownCurrency(): ShownCurrency {
  return useSyncExternalStore(subscribe, readShownCurrency, () => 'USD');
}
