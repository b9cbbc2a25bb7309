import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a build says of its texts, in its mf-manifest.json as `metaData.texts`: each language's
 * message ids, from the catalogs the build compiled (`src/locales/<language>.json`, docs/languages.md).
 * The release gate refuses a build whose Sinhala or Tamil lacks an id its English has. Undefined
 * for an app with no catalogs.
 */
export function textsDeclaration(appDir: string): Record<string, string[]> | undefined {
  const dir = path.join(appDir, 'src/locales');
  if (!existsSync(dir)) return undefined;
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  return Object.fromEntries(
    files.map((file) => [
      path.basename(file, '.json'),
      Object.keys(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as object).sort(),
    ]),
  );
}
