import type { Catalog, Language } from '@ceylon/shared';
import { englishShellCatalog } from './shell-text';

/**
 * The shell's texts in `language`. English is in the shell's first script (most pages are read
 * in it); Sinhala and Tamil are chunks of their own, fetched only by a page in that language.
 */
export async function loadShellCatalog(language: Language): Promise<Catalog> {
  switch (language) {
    case 'si':
      return (await import(/* webpackChunkName: "shell-si" */ '../locales/si.json')).default;
    case 'ta':
      return (await import(/* webpackChunkName: "shell-ta" */ '../locales/ta.json')).default;
    default:
      return englishShellCatalog;
  }
}
