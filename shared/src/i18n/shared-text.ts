import { useCallback, useContext } from 'react';
import { LinguiContext } from '@lingui/react';
import type dashboardEnglish from '../dashboard/locales/en.json';
import type sharedEnglish from '../locales/en.json';
import type exportEnglish from '../ui/bookings-export/locales/en.json';
import { usePageLanguage } from './app-texts';
import { DEFAULT_LANGUAGE, INTL_LOCALES } from './languages';
import { markedAs } from './pseudo-texts';
import { firstSharedEnglish } from './shared-english';
import { createTranslator, type Catalog } from './translator';

/**
 * The id of one of @ceylon/shared's own texts (docs/languages.md, decision 0036): its components'
 * (`shared/src/locales`: Sinhala and Tamil in the shell's chunks, as the shell gives every page
 * those components), the dashboard's and the bookings export's (their own catalogs: Sinhala and
 * Tamil in the chunks of the areas that draw them).
 */
export type SharedText = keyof typeof sharedEnglish | keyof typeof dashboardEnglish | keyof typeof exportEnglish;

/** @ceylon/shared's texts in a language, as `useSharedText()` gives them: what page-intl and the calendars write Sinhala's words with. */
export type SharedTranslate = (id: SharedText, values?: Record<string, unknown>) => string;

type Translate = (id: string, values?: Record<string, unknown>) => string;

// English travels with the code that says it: the singleton's first part with the singleton (in the
// shell's first script; its rest comes into the page's translator with the other pages' texts,
// shared-english.ts), an entry's catalog with the entry (in the areas that bundle it). A page's
// translator holds the other languages (the shell's chunks, the areas'); an id it lacks, or a
// component drawn outside the site's providers (its own test), is said in English.
const inEnglish = new WeakMap<Catalog, Translate>();
function englishOf(catalog: Catalog): Translate {
  let translate = inEnglish.get(catalog);
  if (!translate) {
    const i18n = createTranslator(DEFAULT_LANGUAGE, [firstSharedEnglish, catalog]);
    // A page drawing a text no English it holds has: said loudly (a browser test fails on it).
    i18n.on('missing', ({ id }) => console.error(`No English for the text "${id}" on this page (docs/languages.md)`));
    translate = (id, values) => i18n._(id, values);
    inEnglish.set(catalog, translate);
  }
  return translate;
}

/**
 * @ceylon/shared's texts in the page's language: `text('shared.price.total')`. An entry with a
 * catalog of its own gives its English (`useSharedText(dashboardEnglish)`).
 */
export function useSharedText(english: Catalog = firstSharedEnglish): SharedTranslate {
  const context = useContext(LinguiContext);
  const fallback = englishOf(english);
  const i18n = context?.i18n;
  const translate = context?._;
  // The same function until the language changes, so it may be a hook's dependency.
  return useCallback(
    (id: SharedText, values?: Record<string, unknown>) =>
      i18n && translate && i18n.messages[id] !== undefined ? translate(id, values) : markedAs(i18n, fallback(id, values)),
    [i18n, translate, fallback],
  );
}

/** The locale `Intl` writes the page's language in (Sri Lanka's for Sinhala and Tamil): dates, numbers, relative times. */
export function usePageLocale(): string {
  return INTL_LOCALES[usePageLanguage()];
}
