// The architecture's import rules, in one place: used by eslint.config.mjs and by the test that
// proves each forbidden import fails the lint. Areas never import each other (so each is built,
// released and rolled back on its own) and what two parts need lives once, in @ceylon/shared;
// inside an area, pages are made of features and features never import each other, so a feature
// can change without rippling (docs/adding-a-page.md, step 1). The API's layers point one way,
// routes → services → repositories → database, only the services open transactions, and a route
// never imports another route's files (api/README.md, "Layers").
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const AREAS = ['remote-public', 'remote-customer', 'remote-owner', 'remote-admin'];
const APPS = ['shell', ...AREAS];
const SERVER = ['api', 'deploy'];
const packageOf = (folder) => `@ceylon/${folder}`;

const WHY = {
  area: 'An area never imports another area, the shell, the API or deploy: what two parts need lives in @ceylon/shared.',
  shell: 'The shell loads areas at run time through the route table and /remotes.json; it never imports one.',
  shared: '@ceylon/shared is imported by the apps and imports none of them.',
  api: 'The API imports only @ceylon/shared.',
  deploy: 'deploy imports no area, and the shell only through its declared entry (@ceylon/shell/route-table).',
  sharedByName: "Import @ceylon/shared through its package entry points ('@ceylon/shared', '@ceylon/shared/domain', …), never by path.",
  feature: 'A feature never imports another feature: compose them in a page, or move what both need to @ceylon/shared.',
  page: 'Features never import pages: pages are made of features.',
  testing: '@ceylon/shared/testing holds test helpers: only tests import it.',
  axios:
    'The apps call the API through @ceylon/shared (apiClient, isApiError, errorMessage) and tests build replies with @ceylon/shared/testing: axios then travels once per page, inside the shared singleton.',
  query:
    "The apps use TanStack Query through @ceylon/shared (useQuery, queryOptions…): one copy on the page, so the shell's QueryClientProvider and every area's hooks meet in the same context.",
  router:
    "Browser code imports the router from 'react-router-dom', which every build shares as the site's router surface (shared/src/federation/router-surface.ts); 'react-router' itself is reached only through that file.",
  styled:
    "Browser code imports 'styled-components' by name, which every build shares as the site's styled-components surface (shared/src/federation/styled-surface.ts); only that file names the package's files by path (another path would bring a second copy).",
  outsideSingleton:
    "@ceylon/shared/date-range (and /bookings-export, /promotions, /download) is bundled into the areas that use it, outside the @ceylon/shared singleton: it takes what it needs of the rest of shared from '@ceylon/shared' (one copy per page), not by a relative path (a second copy in the area's bundle).",
  typesOnly:
    'Browser code imports @ceylon/shared/contracts and typebox as types only (`import type`): the TypeBox runtime must never reach a bundle.',
  repository:
    "The API's layers point one way (routes → services → repositories → database): a repository never imports a route, a service or a module's use case, and runs on the executor it is given.",
  route:
    "An API route never imports another route's files: what two routes share lives outside routes/ (a module such as api/src/bookings/ or api/src/reviews/), or beside the route folders (routes/cursor-text.ts).",
  transaction:
    "Only the API's services open transactions, and only through inTransaction (api/src/services/in-transaction.ts): repositories run on the executor they are given, routes call services.",
};

/** The names of the folders in `folder` (relative to the repository). */
function foldersIn(folder) {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const featuresOf = (area) => foldersIn(`${area}/src/features`);

/** Inside an area: features never import each other, nor the pages (one-way flow: features → pages). */
function areaZones(area) {
  const features = `./${area}/src/features`;
  return [
    ...featuresOf(area).map((feature) => ({
      target: `${features}/${feature}`,
      from: features,
      except: [`./${feature}`],
      message: WHY.feature,
    })),
    { target: features, from: `./${area}/src/pages`, message: WHY.page },
  ];
}

const API = './api/src';

/** The API's repositories: its folder of them, and a module's own (bookings/bookings-repository.ts). */
const REPOSITORIES = [`${API}/repositories`, `${API}/**/*-repository.ts`];
const absolute = (file) => path.join(ROOT, file);

/**
 * One zone per folder of api/src/routes: its files import nothing from the other folders (the
 * files beside the folders, such as cursor-text.ts, they may).
 */
function routeZones() {
  const routes = foldersIn(`${API}/routes`);
  return routes.map((route) => ({
    target: `${API}/routes/${route}`,
    from: routes.filter((other) => other !== route).map((other) => `${API}/routes/${other}`),
    message: WHY.route,
  }));
}

/**
 * The API's layers as import zones: repositories import no route, no service and no use case of a
 * module (in bookings/, every file but its repositories and the reference helper is one), routes
 * never reach inTransaction (they call services), and no route imports another's files.
 */
const apiLayerZones = [
  { target: REPOSITORIES, from: [`${API}/routes`, `${API}/services`, `${API}/photos/hotel-photos.ts`], message: WHY.repository },
  {
    target: REPOSITORIES,
    // A glob, so the exception is one too (its repositories and booking-reference.ts), absolute like the paths it is matched with.
    from: absolute(`${API}/bookings/*.ts`),
    except: [absolute(`${API}/bookings/*-{repository,reference}.ts`)],
    message: WHY.repository,
  },
  { target: `${API}/routes`, from: `${API}/services/in-transaction.ts`, message: WHY.transaction },
  ...routeZones(),
];

/** The shell's route table, which an area's build config and standalone dev page read: the pages an area exposes are the table's. */
const ROUTE_TABLE = { entry: '@ceylon/shell/route-table', file: 'shell/src/routes/route-table.ts' };
const routeTableReaders = (area) => [`${area}/module-federation.config.ts`, `${area}/src/bootstrap.tsx`];

/**
 * The files of `folder` may not import the packages `names`, by package name
 * (`no-restricted-imports`) or by relative path (`import-x/no-restricted-paths` resolves it);
 * `allow` (`{ entry, file }`) is one module of them they may import, by its entry.
 */
function forbid(folder, names, why, { sharedByPath = true, extraZones = [], extraPatterns = [], ignores = [], allow } = {}) {
  const zones = names.map((name) => ({
    target: `./${folder}`,
    from: `./${name}`,
    ...(allow?.file.startsWith(`${name}/`) && { except: [`./${allow.file.slice(name.length + 1)}`] }),
    message: why,
  }));
  const allowedIn = allow && names.find((name) => allow.entry.startsWith(`${packageOf(name)}/`));
  const group = names.filter((name) => name !== allowedIn).flatMap((name) => [packageOf(name), `${packageOf(name)}/*`]);
  const patterns = [{ group, message: why }, ...extraPatterns];
  // Its package but for the one entry (a group cannot say it: a pattern excluding a folder cannot be undone inside it).
  if (allowedIn)
    patterns.push({ regex: `^${packageOf(allowedIn)}(?!${allow.entry.slice(packageOf(allowedIn).length)}$)(/.*)?$`, message: why });
  // By path only: the package's own name resolves into the same folder, so this cannot be a zone.
  if (sharedByPath) patterns.push({ regex: '^\\.\\.?/(.*/)?shared/(src|build)(/|$)', message: WHY.sharedByName });
  return {
    files: [`${folder}/**/*.{ts,tsx}`],
    ignores,
    rules: {
      'no-restricted-imports': ['error', { patterns }],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...zones, ...extraZones] }],
    },
  };
}

/**
 * The files `files` (browser code) may import the contracts and TypeBox only as types; `allow`
 * lists the contract modules they may import as values all the same.
 */
function typesOnly(files, { ignores = [], allow = [], extraPatterns = [] } = {}) {
  return {
    files,
    ignores,
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          // The entry point as a path: a pattern naming it would cover its subpaths beyond any `allow`.
          paths: [{ name: '@ceylon/shared/contracts', allowTypeImports: true, message: WHY.typesOnly }],
          patterns: [
            {
              group: ['typebox', 'typebox/*', '@ceylon/shared/contracts/*', ...allow.map((name) => `!${name}`)],
              allowTypeImports: true,
              message: WHY.typesOnly,
            },
            // Inside @ceylon/shared, by path.
            { regex: '^\\.\\.?/(.*/)?contracts(/|$)', allowTypeImports: true, message: WHY.typesOnly },
            ...extraPatterns,
          ],
        },
      ],
    },
  };
}

/**
 * `@ceylon/shared/testing` (and, inside shared, `../testing`) is for tests only: the product code
 * never imports it; and in the API's product code only inTransaction calls `.transaction()`
 * (the database set-up, the seed and the benchmarks, which run outside requests, may too).
 * Rules of their own (`no-restricted-syntax`), so they add to the per-folder import rules above
 * instead of replacing their options; one rule, so the API's files get both selectors. esquery
 * regexes cannot hold a slash: `[^\w.-]` stands for the path separator.
 */
function restrictedSyntax() {
  const source = ['^@ceylon.shared.testing([^\\w.-]|$)', '^\\.\\.?[^\\w.-](.*[^\\w.-])?testing([^\\w.-]|$)'];
  const statements = ':matches(ImportDeclaration, ExportAllDeclaration, ExportNamedDeclaration, ImportExpression)';
  const testHelpers = source.map((regex) => ({ selector: `${statements}[source.value=/${regex}/]`, message: WHY.testing }));
  const transaction = { selector: "CallExpression[callee.property.name='transaction']", message: WHY.transaction };
  const tests = ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**', 'e2e/**', 'jest.setup-dom.ts', 'jest.setup-i18n.ts'];
  return [
    { files: ['**/*.{ts,tsx}'], ignores: tests, rules: { 'no-restricted-syntax': ['error', ...testHelpers] } },
    {
      files: ['api/src/**/*.ts'],
      ignores: [...tests, 'api/src/services/in-transaction.ts', 'api/src/{db,seed,bench}/**'],
      rules: { 'no-restricted-syntax': ['error', ...testHelpers, transaction] },
    },
  ];
}

/** Only @ceylon/shared imports axios: an area importing it would download a second copy. */
const noAxios = { group: ['axios', 'axios/*'], message: WHY.axios };
/** Only @ceylon/shared imports TanStack Query: an area's own copy would find no QueryClient. */
const noQueryCopy = { group: ['@tanstack/*'], message: WHY.query };

/** Shared code that is not part of the @ceylon/shared singleton: its own entry points, bundled by the areas. */
const outsideSingleton = [
  'shared/src/ui/date-range/**/*.{ts,tsx}',
  'shared/src/ui/bookings-export/**/*.{ts,tsx}',
  'shared/src/ui/promotions/**/*.{ts,tsx}',
  'shared/src/api/download-file.ts',
];

/** Only the router's surface imports react-router: the shared router is that file, tree-shaken to it. */
const routerSurface = 'shared/src/federation/router-surface.ts';
const noRouterInternals = { group: ['react-router', 'react-router/*'], message: WHY.router };
/** Only the styled-components surface names the package's files (the shared copy is that file). */
const styledSurface = 'shared/src/federation/styled-surface.ts';
const noStyledInternals = { group: ['styled-components/*'], message: WHY.styled };
const surfaces = [routerSurface, styledSurface];

export const boundaries = [
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(ROOT, 'tsconfig.json') })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...AREAS.flatMap((area) => {
    const options = { extraZones: areaZones(area), extraPatterns: [noAxios, noQueryCopy, noRouterInternals, noStyledInternals] };
    const others = [...APPS.filter((app) => app !== area), ...SERVER];
    return [
      forbid(area, others, WHY.area, { ...options, ignores: routeTableReaders(area) }),
      { ...forbid(area, others, WHY.area, { ...options, allow: ROUTE_TABLE }), files: routeTableReaders(area) },
    ];
  }),
  forbid('shell', [...AREAS, ...SERVER], WHY.shell, { extraPatterns: [noAxios, noQueryCopy, noRouterInternals, noStyledInternals] }),
  forbid('shared', [...APPS, ...SERVER], WHY.shared, {
    sharedByPath: false,
    extraPatterns: [noRouterInternals, noStyledInternals],
    ignores: surfaces,
  }),
  { ...forbid('shared', [...APPS, ...SERVER], WHY.shared, { sharedByPath: false }), files: surfaces },
  forbid('api', [...APPS, 'deploy'], WHY.api, { extraZones: apiLayerZones }),
  forbid('deploy', AREAS, WHY.deploy, { extraPatterns: [{ regex: '^\\.\\.?/(.*/)?shell/', message: WHY.deploy }] }),
  typesOnly(AREAS.map((area) => `${area}/src/**/*.{ts,tsx}`)),
  typesOnly(['shared/src/**/*.{ts,tsx}'], { ignores: ['shared/src/contracts/**', ...outsideSingleton] }),
  // The same, and the entries bundled into areas reach the rest of shared through the singleton.
  // A part of @ceylon/shared's English catalog (`../../locales/en.json?page=calendar`, cut by the
  // builds' catalog loader) is a module of its own, the words that travel with the entry: decision 0038.
  typesOnly(outsideSingleton, {
    extraPatterns: [
      { regex: '^\\.\\./(?!(?:\\.\\./)*locales/en\\.json\\?page=[\\w-]+$)', allowTypeImports: true, message: WHY.outsideSingleton },
    ],
  }),
  // The shell checks /remotes.json against that contract's schema object with a small walker of its
  // own (shell/src/federation/schema-check.ts), so it imports that one module as a value.
  typesOnly(['shell/src/**/*.{ts,tsx}'], { allow: ['@ceylon/shared/contracts/remotes-manifest'] }),
  ...restrictedSyntax(),
];
