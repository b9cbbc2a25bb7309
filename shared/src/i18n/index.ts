export * from './languages';
export { createTranslator, type Catalog, type I18n } from './translator';
export { appTexts, usePageLanguage, useTexts, type AppTexts } from './app-texts';
export { usePageLocale, useSharedText, type SharedText, type SharedTranslate } from './shared-text';
export { restOfSharedEnglish } from './shared-english';
// One copy on the page through this singleton module, so the shell and every area read one translator.
export { I18nProvider, Trans, useLingui } from '@lingui/react';
export { markedAs, markTexts, showsPseudoTexts, PSEUDO_TEXTS_COOKIE, PSEUDO_OPEN, PSEUDO_CLOSE } from './pseudo-texts';
