import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { LANGUAGE_NAMES } from '../../shared/src/i18n/languages';
import { everyPage, loadingTexts, ROLES, settledIn, type EveryPage } from '../support/every-page';

/**
 * With the translator's test mode on (every text it gives between ⟦ and ⟧,
 * docs/languages.md), no page of any role shows a word that did not go through it — in its text,
 * its accessible names, its placeholders and its title. What is left may only be data (what the
 * page read from the API: hotel names, towns, people, references), dates and numbers from Intl, and
 * the proper nouns below.
 */

/** Names that stay as they are in every language: the brand, the language names (each in itself), the social networks. */
const PROPER_NOUNS = [
  'Ceylon Stays',
  'Ceylon',
  'Stays',
  ...Object.values(LANGUAGE_NAMES),
  'Facebook',
  'Instagram',
  'LinkedIn',
  'YouTube',
  'TikTok',
  'WhatsApp',
  'X (Twitter)',
  // The calendar feeds an owner may import from (the feed form's example).
  'Airbnb',
  // Places the site names as written in every language, as it does towns (docs/languages.md).
  'Yala National Park',
  'Galle Fort',
  'Ella',
];

/**
 * What Intl writes in English: month and weekday names (en-GB's and en-US's), the day's halves,
 * how long ago ("3 minutes ago"), currency names and codes.
 */
function intlWords(): string[] {
  const words = new Set<string>(['AM', 'PM', 'am', 'pm']);
  for (let month = 0; month < 12; month++) {
    const day = new Date(Date.UTC(2026, month, 1));
    for (const locale of ['en-GB', 'en-US'])
      for (const width of ['long', 'short'] as const) words.add(day.toLocaleString(locale, { month: width, timeZone: 'UTC' }));
  }
  const ago = new Intl.RelativeTimeFormat('en', { numeric: 'always', style: 'long' });
  for (const unit of ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const)
    for (const count of [-1, -2])
      for (const part of ago.formatToParts(count, unit)) if (part.type === 'literal' && part.value.trim()) words.add(part.value.trim());
  for (let weekday = 0; weekday < 7; weekday++) {
    const day = new Date(Date.UTC(2026, 10, 1 + weekday));
    for (const width of ['long', 'short'] as const) words.add(day.toLocaleString('en-GB', { weekday: width, timeZone: 'UTC' }));
  }
  const currencies = new Intl.DisplayNames(['en'], { type: 'currency' });
  for (const code of ['USD', 'LKR', 'EUR', 'GBP', 'INR']) words.add(currencies.of(code)!).add(code);
  return [...words];
}

/** Every string in what the API answered (hotel names, towns, people…): data, not texts. */
function collectData(value: unknown, into: Set<string>) {
  if (typeof value === 'string') {
    // A bare lowercase word is a code (a status, a role) that a page must put in words itself.
    if (value.length > 1 && !/^[a-z_-]+$/.test(value)) into.add(value);
  } else if (Array.isArray(value)) for (const item of value) collectData(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) collectData(item, into);
}

/** What a person reads or hears on the page: its text, accessible names, placeholders, alt texts and title. */
function readable(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest('script, style, noscript, template') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
    });
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
    // One line a text node: a text with a link inside spans lines, which its marks still enclose.
    parts.push(texts.join('\n'));
    for (const element of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder], [aria-roledescription]')) {
      for (const name of ['aria-label', 'title', 'alt', 'placeholder', 'aria-roledescription']) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    return parts.join('\n');
  });
}

/**
 * Written the same in every language, so no catalog holds them: e-mail addresses (the office's, a
 * box's example) and amounts of money (`formatUsd` writes `$1,234.50` in every language, decision 0036;
 * Intl writes the other currencies).
 */
const SAME_IN_EVERY_LANGUAGE = [
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu,
  /(?:[$₹€£]|රු\.|ரூ\.|Rs\.?)\s?\d[\d,.]*/gu,
  // Web addresses (the calendar feed form's example) and booking references (the lookup box's example).
  /https?:\/\/\S+/gu,
  /\bCS-[A-Z0-9]{6}\b/gu,
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWords = (text: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escaped(text)}(?![\\p{L}\\p{N}])`, 'gu');

/** The words left once the marked texts, the data, Intl's words and the proper nouns are taken out. */
function unmarked(text: string, data: readonly string[], intl: readonly string[]): string[] {
  let rest = text;
  // Innermost first: a text may hold another as a value.
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  // Whole words only: a town's name inside a word is no reason to pass it. Longest first: a place
  // named after its town ("Galle Fort") before the town, and a mail's subject before the hotel and
  // the booking reference in it.
  const known = [...data, ...PROPER_NOUNS, ...intl].sort((a, b) => b.length - a.length);
  for (const name of known) rest = rest.replace(wholeWords(name), ' ');
  // Then what is written alike everywhere, once no data holds it any more.
  for (const pattern of SAME_IN_EVERY_LANGUAGE) rest = rest.replace(pattern, ' ');
  return rest
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => /\p{L}{2,}/u.test(line));
}

let site: EveryPage;

test.beforeAll(async ({ request, baseURL }) => {
  site = await everyPage(request, baseURL!);
});

test('every page of every role shows only translated texts, data and dates (the translator test mode)', async ({ browser, baseURL }) => {
  // Some thirty pages on a loaded machine: the limit is for a hang.
  test.setTimeout(600_000);
  const loading = loadingTexts('en');
  const intl = intlWords();
  const found: string[] = [];

  for (const role of ROLES) {
    const context = await browser.newContext({ storageState: site.states[role] });
    await context.addCookies([{ name: 'pseudo-texts', value: '1', url: baseURL! }]);
    const page = await context.newPage();
    const data = new Set<string>();
    // The signed-in account's own name and e-mail, kept by the browser.
    for (const origin of (site.states[role] as { origins: { localStorage: { name: string; value: string }[] }[] }).origins)
      for (const item of origin.localStorage) if (item.name === 'user') collectData(JSON.parse(item.value), data);
    page.on('response', async (response) => {
      if (!new URL(response.url()).pathname.startsWith('/api/') || !response.headers()['content-type']?.includes('json')) return;
      collectData(await response.json().catch(() => null), data);
    });

    for (const [pageRole, address] of site.pages('')) {
      if (pageRole !== role) continue;
      await page.goto(address);
      await expect(page.getByRole('banner')).toContainText('⟦');
      await settledIn(page, loading);
      const left = unmarked(await readable(page), [...data], intl);
      found.push(...left.map((line) => `${role} ${address}: ${line}`));
    }
    await context.close();
  }
  console.log(found.join('\n'));
  expect(found, 'words that did not go through the translator').toEqual([]);
});
