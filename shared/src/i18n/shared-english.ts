import first from '../locales/en.json?page=first';
import type { Catalog } from './translator';

// @ceylon/shared's English comes with its code (decision 0036), in two parts (decision 0038): the
// texts of the components the shell draws on every page and those of the first page most visits
// start on (`locales/page-texts.json`'s `first`: the not-found notice, notices, the date boxes,
// the hotel cards…), in the shell's first script with the singleton; and the rest (booking words,
// reviews, the hotel form, prices, statuses…), a chunk of the singleton's own that the other pages'
// texts bring (`appTexts`), so `/` does not carry words it never draws. The stay calendar's words
// (`calendar`) are in neither: they come with the calendar, a file of its own (stay-calendar.tsx).

/** The English of the components the shell and the first page draw. */
export const firstSharedEnglish: Catalog = first;

let rest: Promise<Catalog> | undefined;

/** The rest of @ceylon/shared's English, fetched once (a failed fetch is forgotten, so the next page asks again). */
export function restOfSharedEnglish(): Promise<Catalog> {
  rest ??= import(/* webpackChunkName: "shared-en" */ '../locales/en.json?without=first,calendar').then(
    (module) => module.default,
    (error: unknown) => {
      rest = undefined;
      throw error;
    },
  );
  return rest;
}
