import { appTexts, useTexts } from '@ceylon/shared';
import english from './locales/en.json';

/** The id of one of this area's texts: the keys of its English catalog, which `si.json` and `ta.json` translate key for key. */
export type OwnerText = keyof typeof english;

/** This area's texts in a language, exported by each of its pages for the shell to load with it (docs/languages.md). */
export const texts = appTexts(english, {
  si: () => import(/* webpackChunkName: "owner-si" */ './locales/si.json'),
  ta: () => import(/* webpackChunkName: "owner-ta" */ './locales/ta.json'),
});

/** This area's texts in the page's language. */
export const useOwnerText = () => useTexts<OwnerText>();

/** A text to show later, found before a translator is at hand (a form's check): its id and values. */
export interface OwnerMessage {
  id: OwnerText;
  values?: Record<string, unknown>;
}
