import { appTexts, useTexts } from '@ceylon/shared';
import english from './locales/en.json';

/** The id of one of this area's texts: the keys of its English catalog, which `si.json` and `ta.json` translate key for key. */
export type OwnerText = keyof typeof english;

/**
 * This area's texts in a language, exported by each of its pages for the shell to load with it
 * (docs/languages.md). Its Sinhala and Tamil chunks carry those of the parts of @ceylon/shared it
 * draws that have catalogs of their own (the dashboard, the bookings export), whose English comes
 * with their code (decision 0036).
 */
export const texts = appTexts(english, {
  si: () =>
    Promise.all([
      import(/* webpackChunkName: "owner-si" */ '@ceylon/shared/dashboard/locales/si.json'),
      import(/* webpackChunkName: "owner-si" */ '@ceylon/shared/bookings-export/locales/si.json'),
      import(/* webpackChunkName: "owner-si" */ './locales/si.json'),
    ]),
  ta: () =>
    Promise.all([
      import(/* webpackChunkName: "owner-ta" */ '@ceylon/shared/dashboard/locales/ta.json'),
      import(/* webpackChunkName: "owner-ta" */ '@ceylon/shared/bookings-export/locales/ta.json'),
      import(/* webpackChunkName: "owner-ta" */ './locales/ta.json'),
    ]),
});

/** This area's texts in the page's language. */
export const useOwnerText = () => useTexts<OwnerText>();

/** A text to show later, found before a translator is at hand (a form's check): its id and values. */
export interface OwnerMessage {
  id: OwnerText;
  values?: Record<string, unknown>;
}
