import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { apps, areas } from '../src/apps';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { compileCatalog } from '../src/i18n/compile-catalog';
import catalogLoader, { catalogRule } from './catalog-loader';
import { pageCatalog } from '../src/i18n/page-catalog';

const root = path.join(__dirname, '../..');
const languages = ['en', 'si', 'ta'] as const;

/** Every app's catalogs: `<app>/src/locales/<language>.json`. */
const appsWithCatalogs = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, 'src/locales/en.json')))
  .map((entry) => entry.name);

// @ceylon/shared's own catalogs: its components' (shared/src/locales, in the list above) and its
// entries' that areas bundle (the dashboard's, the bookings export's), each `<folder>/locales`.
const sharedEntryCatalogs = ['shared/src/dashboard', 'shared/src/ui/bookings-export'];

const catalogPath = (app: string, language: string) =>
  app.startsWith('shared/src/')
    ? path.join(root, app, 'locales', `${language}.json`)
    : path.join(root, app, 'src/locales', `${language}.json`);
const readCatalog = (app: string, language: string) =>
  JSON.parse(readFileSync(catalogPath(app, language), 'utf8')) as Record<string, string>;

// The arguments and the element tags a message uses: `{name}`, `{count, plural, …}`, `<0>…</0>`. Read
// from the compiled message, so a branch's words (`one {Photo uploaded}`, `EUR {Euro}`) are never an
// argument. A language may choose by an argument where English does not (a status's select).
function slotsOf(message: string): string[] {
  const slots = new Set([...message.matchAll(/<(\d+)>/g)].map((found) => `<${found[1]}>`));
  const visit = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token) || typeof token[0] !== 'string') continue;
      const [name, , branches] = token as [string, string?, Record<string, unknown>?];
      slots.add(name);
      for (const branch of Object.values(branches ?? {})) visit(branch);
    }
  };
  visit(compileMessageOrThrow(message));
  return [...slots].sort();
}

describe('catalogs', () => {
  test('the shell has catalogs', () => {
    expect(appsWithCatalogs).toContain('shell');
  });

  test.each([...appsWithCatalogs, ...sharedEntryCatalogs])(
    '%s: Sinhala and Tamil have every English message, no other, each with the same arguments',
    (app) => {
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
    },
  );
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
      // `export { texts } from '../texts'`, or a module of the area's catalogs (`../catalog`, `../home-catalog`).
      (file) =>
        !/^export \{ (?:\w+ as )?texts \} from '\.\.\/[\w-]+';$/m.test(readFileSync(path.join(root, app, 'src/pages', file), 'utf8')),
    );
    expect(silent).toEqual([]);
  });
});

describe("@ceylon/shared's texts", () => {
  const sharedCatalogs = ['shared', ...sharedEntryCatalogs];
  const source = (file: string) => readFileSync(path.join(root, file), 'utf8');

  test('have catalogs, each id beginning with shared., and no app id does', () => {
    expect(appsWithCatalogs).toContain('shared');
    for (const catalog of sharedCatalogs) {
      expect({ catalog, others: Object.keys(readCatalog(catalog, 'en')).filter((id) => !id.startsWith('shared.')) }).toEqual({
        catalog,
        others: [],
      });
    }
    const apps = appsWithCatalogs.filter((app) => app !== 'shared');
    expect(apps.flatMap((app) => Object.keys(readCatalog(app, 'en')).filter((id) => id.startsWith('shared.')))).toEqual([]);
  });

  // English comes with the code that says it; Sinhala and Tamil with the app that gives the page that code.
  const translated = ['si', 'ta'] as const;

  test("the shell's Sinhala and Tamil chunks carry its components' texts", () => {
    const shellTexts = source('shell/src/i18n/shell-text.ts');
    for (const language of translated) expect(shellTexts).toContain(`'@ceylon/shared/locales/${language}.json'`);
  });

  // The dashboard and the bookings export are bundled by the areas that show them, so their
  // Sinhala and Tamil travel in those areas' own chunks.
  test.each([
    ['@ceylon/shared/dashboard', '@ceylon/shared/dashboard/locales'],
    ['@ceylon/shared/bookings-export', '@ceylon/shared/bookings-export/locales'],
  ])('an area with texts that draws %s carries its catalogs', (entry, locales) => {
    const drawing = areas
      .map((area) => apps[area].folder)
      .filter((folder) => existsSync(path.join(root, folder, 'src/texts.ts')))
      .filter((folder) => filesUnder(path.join(root, folder, 'src')).some((file) => source(file).includes(`from '${entry}'`)));
    expect(drawing).toContain('remote-admin');
    for (const folder of drawing) {
      const texts = source(`${folder}/src/texts.ts`);
      expect({ folder, missing: translated.filter((language) => !texts.includes(`'${locales}/${language}.json'`)) }).toEqual({
        folder,
        missing: [],
      });
    }
  });

  test("the loader compiles the entries' catalogs too", () => {
    const test = catalogRule().test as RegExp;
    expect(test.test('/repo/shared/src/dashboard/locales/si.json')).toBe(true);
    expect(test.test('/repo/shared/src/ui/bookings-export/locales/ta.json')).toBe(true);
    expect(test.test('/repo/remote-admin/src/locales/en.json')).toBe(true);
    expect(test.test('/repo/remote-admin/src/data/en.json')).toBe(false);
  });
});

/** Every TypeScript file under `dir`, as paths from the repository's root (tests left out). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('the catalog loader', () => {
  test('turns a catalog into a module of compiled messages', () => {
    const source = catalogLoader.call({ resourcePath: '/app/src/locales/en.json' } as never, '{"hi":"Hi! {name}","plain":"Home"}');
    expect(source.startsWith('export default ')).toBe(true);
    expect(JSON.parse(source.slice('export default '.length, -1))).toEqual({ hi: ['Hi! ', ['name']], plain: ['Home'] });
  });

  test("keeps only a page's groups for `en.json?page=<name>` (the area's locales/page-texts.json)", () => {
    const resourcePath = path.join(root, 'remote-public/src/locales/en.json');
    const dependencies: string[] = [];
    const load = (page: string) =>
      catalogLoader.call(
        { resourcePath, resourceQuery: `?page=${page}`, addDependency: (file: string) => dependencies.push(file) } as never,
        readFileSync(resourcePath, 'utf8'),
      );
    const ids = Object.keys(JSON.parse(load('home').slice('export default '.length, -1)) as object);
    expect(ids).toContain('public.hero.title');
    expect(ids).toContain('public.search.submit');
    expect(ids.some((id) => id.startsWith('public.about.'))).toBe(false);
    expect(ids.length).toBeLessThan(Object.keys(readCatalog('remote-public', 'en')).length / 2);
    expect(dependencies).toEqual([path.join(root, 'remote-public/src/locales/page-texts.json')]);
    expect(() => load('nowhere')).toThrow('has no page "nowhere"');
    expect(() => pageCatalog({ 'public.hero.title': 'x' }, ['public.heroes'], 'en.json')).toThrow(
      'no message is in the group "public.heroes"',
    );
  });

  test("`?without=<parts>` keeps all but those parts' groups: @ceylon/shared's rest, the shell without its route titles", () => {
    const load = (file: string, query: string) => {
      const resourcePath = path.join(root, file);
      const source = catalogLoader.call(
        { resourcePath, resourceQuery: query, addDependency: () => undefined } as never,
        readFileSync(resourcePath, 'utf8'),
      );
      return Object.keys(JSON.parse(source.slice('export default '.length, -1)) as object);
    };
    const shared = Object.keys(readCatalog('shared', 'en'));
    const first = load('shared/src/locales/en.json', '?page=first');
    const calendar = load('shared/src/locales/en.json', '?page=calendar');
    const rest = load('shared/src/locales/en.json', '?without=first,calendar');
    expect(first).toContain('shared.card.perNight');
    expect(calendar).toContain('shared.calendar.monthLong');
    expect(rest).toContain('shared.status.confirmed');
    // Each of @ceylon/shared's texts in exactly one part.
    expect([...first, ...calendar, ...rest].sort()).toEqual([...shared].sort());
    const shell = load('shell/src/locales/en.json', '?without=routeTitles');
    expect(shell).toContain('footer.rights');
    expect(shell.filter((id) => id.startsWith('route:'))).toEqual([]);
    expect(shell.length).toBeGreaterThan(Object.keys(readCatalog('shell', 'en')).length / 2);
  });

  test('fails the build on a message that is not ICU, or not a string, naming it', () => {
    expect(() => compileCatalog({ broken: 'Hi {name' }, 'shell/src/locales/si.json')).toThrow(
      /si\.json: message "broken" is not a valid ICU message/,
    );
    expect(() => compileCatalog({ count: 3 }, 'x.json')).toThrow('x.json: message "count" is not a string');
    expect(() => compileCatalog(['a'], 'x.json')).toThrow('a catalog is an object');
  });
});
