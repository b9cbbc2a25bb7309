import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoaderContext, RuleSetRule } from 'webpack';
import { compileCatalog } from '../src/i18n/compile-catalog';
import { pageCatalog, type PageTexts } from '../src/i18n/page-catalog';

/**
 * Webpack's loader for an app's catalogs (`src/locales/<language>.json`, shared/src/i18n): each ICU
 * message compiled as @lingui/core reads it in production, where it carries no compiler of its own
 * (≈3.5 KB gzip for the library instead of ≈10). A message that is not valid ICU fails the build,
 * naming it.
 */
export default function catalogLoader(this: LoaderContext<unknown>, source: string): string {
  let catalog = JSON.parse(source) as unknown;
  const query = new URLSearchParams(this.resourceQuery);
  const page = query.get('page');
  // `en.json?without=first,calendar`: all but the groups of those parts.
  const without = query.get('without')?.split(',');
  // `en.json?page=home`: only the groups of ids that page draws; `en.json?without=first`: all but
  // those of that part (shared/src/i18n/page-catalog.ts).
  const parts = page !== null ? [page] : without;
  if (parts) {
    const listFile = path.join(path.dirname(this.resourcePath), 'page-texts.json');
    this.addDependency(listFile);
    const lists = JSON.parse(readFileSync(listFile, 'utf8')) as PageTexts;
    const groups = parts.flatMap((part) => {
      const listed = lists[part];
      if (!listed) throw new Error(`${listFile} has no page "${part}"`);
      return listed;
    });
    catalog = pageCatalog(catalog as Record<string, unknown>, groups, this.resourcePath, page !== null ? 'groups' : 'rest');
  }
  return `export default ${JSON.stringify(compileCatalog(catalog, this.resourcePath))};`;
}

/**
 * The rule that sends every app's catalogs through this loader, in the browser and the server
 * builds: `src/locales/<language>.json`, and @ceylon/shared's entries' own (`src/dashboard/locales/…`).
 */
export function catalogRule(): RuleSetRule {
  return { test: /[\\/]src[\\/](?:[\w-]+[\\/])*locales[\\/][a-z]{2}\.json$/, type: 'javascript/auto', loader: __filename };
}
