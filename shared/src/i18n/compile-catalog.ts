import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, type Language } from './languages';
import { createTranslator, type I18n } from './translator';

/**
 * A catalog as written (`src/locales/<language>.json`) in Lingui's compiled form, as @lingui/core
 * reads it in production, where it carries no compiler of its own. A message that is not valid ICU
 * throws, naming it: the builds' loader (shared/build/catalog-loader.ts) fails on it.
 */
export function compileCatalog(catalog: unknown, file: string): Record<string, unknown> {
  if (typeof catalog !== 'object' || catalog === null || Array.isArray(catalog))
    throw new Error(`${file}: a catalog is an object of messages`);
  return Object.fromEntries(
    Object.entries(catalog).map(([id, message]) => {
      if (typeof message !== 'string') throw new Error(`${file}: message "${id}" is not a string`);
      try {
        return [id, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`${file}: message "${id}" is not a valid ICU message: ${(error as Error).message}`, { cause: error });
      }
    }),
  );
}

/**
 * A translator per language for catalogs a program reads without a build (the web server's own,
 * deploy/src/locales), compiled as they load. Each holds one language and is never switched, so
 * requests in different languages may share them.
 */
export function compiledTranslators(catalogs: Readonly<Record<Language, unknown>>, app: string): Readonly<Record<Language, I18n>> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      createTranslator(language, [compileCatalog(catalogs[language], `${app}/src/locales/${language}.json`) as never]),
    ]),
  ) as Record<Language, I18n>;
}
