import type { I18n } from '@lingui/core';
import { readChoiceCookie } from '../browser/choice-cookie';

// A test mode (docs/languages.md): every text the translator gives is put between
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

const marking = new WeakSet<I18n>();

/** A text between the marks. */
const mark = (text: string) => `${PSEUDO_OPEN}${text}${PSEUDO_CLOSE}`;

/** Marks every text `i18n` gives from now on, whatever catalogs it is given later. */
export function markTexts(i18n: I18n): I18n {
  const translate = i18n._.bind(i18n);
  const marked = ((...args: Parameters<I18n['_']>) => mark(translate(...args))) as I18n['_'];
  Object.assign(i18n, { _: marked, t: marked });
  marking.add(i18n);
  return i18n;
}

/**
 * A text said beside the page's translator (@ceylon/shared's English, which travels with its code,
 * decision 0036), marked as the page's translator marks its own: it went through a catalog too.
 */
export function markedAs(i18n: I18n | undefined, text: string): string {
  return i18n && marking.has(i18n) ? mark(text) : text;
}
