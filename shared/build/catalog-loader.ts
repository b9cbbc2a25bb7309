import type { LoaderContext, RuleSetRule } from 'webpack';
import { compileCatalog } from '../src/i18n/compile-catalog';

/**
 * Webpack's loader for an app's catalogs (`src/locales/<language>.json`, shared/src/i18n): each ICU
 * message compiled as @lingui/core reads it in production, where it carries no compiler of its own
 * (≈3.5 KB gzip for the library instead of ≈10). A message that is not valid ICU fails the build,
 * naming it.
 */
export default function catalogLoader(this: LoaderContext<unknown>, source: string): string {
  return `export default ${JSON.stringify(compileCatalog(JSON.parse(source) as unknown, this.resourcePath))};`;
}

/**
 * The rule that sends every app's catalogs through this loader, in the browser and the server
 * builds: `src/locales/<language>.json`, and @ceylon/shared's entries' own (`src/dashboard/locales/…`).
 */
export function catalogRule(): RuleSetRule {
  return { test: /[\\/]src[\\/](?:[\w-]+[\\/])*locales[\\/][a-z]{2}\.json$/, type: 'javascript/auto', loader: __filename };
}
