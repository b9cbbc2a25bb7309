import type { I18n } from '@lingui/core';
import { readChoiceCookie } from '../browser/choice-cookie';

// A test mode (issue 29, item 7; docs/languages.md): every text the translator gives is put between
// ⟦ and ⟧, so a browser test can find words on a page that never went through it. Turned on by a
// cookie, in the browser only; the page is then drawn by the browser rather than hydrated (the
// server's HTML has no marks). Production pages never set the cookie, and nothing else reads it.

/** The cookie that turns the marks on: `pseudo-texts=1`. */
export const PSEUDO_TEXTS_COOKIE = 'pseudo-texts';

/** The marks put around each text. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

/** Whether a page with these cookies (`document.cookie`) shows its texts marked. */
export function showsPseudoTexts(cookies: string): boolean {
  return readChoiceCookie(PSEUDO_TEXTS_COOKIE, cookies) === '1';
}

/** Marks every text `i18n` gives from now on, whatever catalogs it is given later. */
export function markTexts(i18n: I18n): I18n {
  const translate = i18n._.bind(i18n);
  const marked = ((...args: Parameters<I18n['_']>) => `${PSEUDO_OPEN}${translate(...args)}${PSEUDO_CLOSE}`) as I18n['_'];
  Object.assign(i18n, { _: marked, t: marked });
  return i18n;
}
