import { useCallback, useContext } from 'react';
import { LinguiContext } from '@lingui/react';
import type dashboardEnglish from '../dashboard/locales/en.json';
import english from '../locales/en.json';
import type exportEnglish from '../ui/bookings-export/locales/en.json';
import { usePageLanguage } from './app-texts';
import { DEFAULT_LANGUAGE, INTL_LOCALES } from './languages';
import { createTranslator, type I18n } from './translator';

/**
 * The id of one of @ceylon/shared's own texts (docs/languages.md, decision 0036): its components'
 * (`shared/src/locales`, which the shell carries, as it gives every page those components), the
 * dashboard's and the bookings export's (their own catalogs, which the areas drawing them carry).
 */
export type SharedText = keyof typeof english | keyof typeof dashboardEnglish | keyof typeof exportEnglish;

type Translate = I18n['_'];

// Outside the site's providers (a component's own test, a tool) the components speak English. The
// catalog is the one the shell carries anyway, so this costs the page nothing.
let outsideTheSite: Translate | undefined;
function englishText(): Translate {
  if (!outsideTheSite) {
    const i18n = createTranslator(DEFAULT_LANGUAGE, [english]);
    outsideTheSite = i18n._.bind(i18n);
  }
  return outsideTheSite;
}

/** @ceylon/shared's texts in the page's language: `text('shared.price.total')`. */
export function useSharedText(): (id: SharedText, values?: Record<string, unknown>) => string {
  const translate = useContext(LinguiContext)?._ ?? englishText();
  // The same function until the language changes, so it may be a hook's dependency.
  return useCallback((id: SharedText, values?: Record<string, unknown>) => translate(id, values), [translate]);
}

/** The locale `Intl` writes the page's language in (Sri Lanka's for Sinhala and Tamil): dates, numbers, relative times. */
export function usePageLocale(): string {
  return INTL_LOCALES[usePageLanguage()];
}
