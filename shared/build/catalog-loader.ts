import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { LoaderContext, RuleSetRule } from 'webpack';

/**
 * Webpack's loader for an app's catalogs (`src/locales/<language>.json`, shared/src/i18n): each ICU
 * message compiled as @lingui/core reads it in production, where it carries no compiler of its own
 * (≈3.5 KB gzip for the library instead of ≈10). A message that is not valid ICU fails the build,
 * naming it.
 */
export default function catalogLoader(this: LoaderContext<unknown>, source: string): string {
  return `export default ${JSON.stringify(compileCatalog(JSON.parse(source) as unknown, this.resourcePath))};`;
}

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

/** The rule that sends every app's catalogs through this loader, in the browser and the server builds. */
export function catalogRule(): RuleSetRule {
  return { test: /[\\/]src[\\/]locales[\\/][a-z]{2}\.json$/, type: 'javascript/auto', loader: __filename };
}
