import { compiledTranslators } from '@ceylon/shared/compile-catalog';
import type { Language } from '@ceylon/shared/languages';
import shellEnglish from '@ceylon/shell/locales/en.json';
import shellSinhala from '@ceylon/shell/locales/si.json';
import shellTamil from '@ceylon/shell/locales/ta.json';
import english from '../../locales/en.json';
import sinhala from '../../locales/si.json';
import tamil from '../../locales/ta.json';

/**
 * What a search result or a link preview says of each page anyone may open, in each language, by
 * the route table's path (`deploy/src/locales/<language>.json`, `description:<path>`; docs/languages.md).
 * Written for people deciding whether to click, from each page's own opening words. A test checks
 * every public page of the route table has one; a hotel's page says its own (hotel-head.ts).
 */
const descriptions: Record<Language, Record<string, string>> = { en: english, si: sinhala, ta: tamil };

/** The pages' titles are the shell's texts (`route:<path>`), as the browser shows them in the tab. */
const titles: Record<Language, Record<string, string>> = { en: shellEnglish, si: shellSinhala, ta: shellTamil };

/** The description of the page at the route table's `path` in `language`; the home page's for a page with none of its own. */
export function descriptionIn(language: Language, path: string): string {
  return descriptions[language][`description:${path}`] ?? descriptions[language]['description:/']!;
}

/** Whether the page at `path` has a description of its own. */
export function hasOwnDescription(path: string): boolean {
  return `description:${path}` in english;
}

/** The title of the page at the route table's `path` in `language`, else the route table's own (English). */
export function titleIn(language: Language, route: { path: string; title: string }): string {
  return titles[language][`route:${route.path}`] ?? route.title;
}

/** The not-found page's title in `language`. */
export function notFoundTitleIn(language: Language): string {
  return titles[language]['notFound.title']!;
}

/** The web server's own texts, compiled as they load: it reads its catalogs without a build. */
const translators = compiledTranslators({ en: english, si: sinhala, ta: tamil }, 'deploy');

/** One of the web server's texts (`deploy/src/locales/<language>.json`). */
export type ServerText = keyof typeof english;

/** The words around a hotel's or a town's data in its page's head, in `language`: `serverText('si', 'town.title', { town })`. */
export function serverText(language: Language, id: ServerText, values?: Record<string, unknown>): string {
  return translators[language]._(id, values);
}

/** Pages anyone may open that still have no place in search results: one-time or account steps. */
export const unlistedPublicPaths = new Set(['/login', '/registration', '/forgot-password', '/reset-password']);
