import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { apps, areas } from '../src/apps';
import { compileCatalog } from '../src/i18n/compile-catalog';
import catalogLoader from './catalog-loader';

const root = path.join(__dirname, '../..');
const languages = ['en', 'si', 'ta'] as const;

/** Every app's catalogs: `<app>/src/locales/<language>.json`. */
const appsWithCatalogs = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, 'src/locales/en.json')))
  .map((entry) => entry.name);

const readCatalog = (app: string, language: string) =>
  JSON.parse(readFileSync(path.join(root, app, 'src/locales', `${language}.json`), 'utf8')) as Record<string, string>;

// The arguments and the element tags a message uses: `{name}`, `{count, plural, …}`, `<0>…</0>`; a
// plural's words (`one {Photo uploaded}`) are not an argument.
const slotsOf = (message: string) =>
  [
    ...new Set(
      [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)]
        .map((found) => found[1]!)
        .concat([...message.matchAll(/<(\d+)>/g)].map((found) => `<${found[1]}>`)),
    ),
  ].sort();

describe('catalogs', () => {
  test('the shell has catalogs', () => {
    expect(appsWithCatalogs).toContain('shell');
  });

  test.each(appsWithCatalogs)('%s: Sinhala and Tamil have every English message, no other, each with the same arguments', (app) => {
    const english = readCatalog(app, 'en');
    for (const language of languages) {
      const catalog = readCatalog(app, language);
      expect({ language, ids: Object.keys(catalog).sort() }).toEqual({ language, ids: Object.keys(english).sort() });
      for (const [id, message] of Object.entries(catalog)) {
        expect({ language, id, slots: slotsOf(message) }).toEqual({ language, id, slots: slotsOf(english[id]!) });
        expect(message.trim()).not.toBe('');
      }
      expect(() => compileCatalog(catalog, `${app}/${language}`)).not.toThrow();
    }
  });
});

// An area's ids begin with its name (`public.hero.title`): every app's texts share the page's one translator.
const areaPrefixes: Record<string, string> = Object.fromEntries(areas.map((area) => [apps[area].folder, `${area}.`]));

describe('areas', () => {
  const areasWithCatalogs = appsWithCatalogs.filter((app) => app in areaPrefixes);

  test('each area id begins with its area, and no shell id with an area', () => {
    for (const app of areasWithCatalogs) {
      expect({ app, others: Object.keys(readCatalog(app, 'en')).filter((id) => !id.startsWith(areaPrefixes[app]!)) }).toEqual({
        app,
        others: [],
      });
    }
    const prefixes = Object.values(areaPrefixes);
    expect(Object.keys(readCatalog('shell', 'en')).filter((id) => prefixes.some((prefix) => id.startsWith(prefix)))).toEqual([]);
  });

  test.each(areasWithCatalogs)('every page %s exposes exports its texts, for the shell to load with it', (app) => {
    const pages = readdirSync(path.join(root, app, 'src/pages')).filter((file) => /-page\.tsx$/.test(file));
    const silent = pages.filter(
      (file) => !/^export \{ texts \} from '\.\.\/texts';$/m.test(readFileSync(path.join(root, app, 'src/pages', file), 'utf8')),
    );
    expect(silent).toEqual([]);
  });
});

describe('the catalog loader', () => {
  test('turns a catalog into a module of compiled messages', () => {
    const source = catalogLoader.call({ resourcePath: '/app/src/locales/en.json' } as never, '{"hi":"Hi! {name}","plain":"Home"}');
    expect(source.startsWith('export default ')).toBe(true);
    expect(JSON.parse(source.slice('export default '.length, -1))).toEqual({ hi: ['Hi! ', ['name']], plain: ['Home'] });
  });

  test('fails the build on a message that is not ICU, or not a string, naming it', () => {
    expect(() => compileCatalog({ broken: 'Hi {name' }, 'shell/src/locales/si.json')).toThrow(
      /si\.json: message "broken" is not a valid ICU message/,
    );
    expect(() => compileCatalog({ count: 3 }, 'x.json')).toThrow('x.json: message "count" is not a string');
    expect(() => compileCatalog(['a'], 'x.json')).toThrow('a catalog is an object');
  });
});
