import { useTexts } from '@ceylon/shared';
import type english from './locales/en.json';

/** The id of one of this area's texts: the keys of its English catalog, which `si.json` and `ta.json` translate key for key. */
export type PublicText = keyof typeof english;

/** This area's texts in the page's language. */
export const usePublicText = () => useTexts<PublicText>();

/**
 * The area's Sinhala and Tamil, a chunk each, fetched only by a page in that language. Its English
 * comes with each page (`catalog.ts`, `home-catalog.ts`): this module imports no catalog, so the
 * components reading texts do not bring the whole English with them.
 */
export const otherLanguages = {
  si: () => import(/* webpackChunkName: "public-si" */ './locales/si.json'),
  ta: () => import(/* webpackChunkName: "public-ta" */ './locales/ta.json'),
};
