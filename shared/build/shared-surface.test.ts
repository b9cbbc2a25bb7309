import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Stats } from 'webpack';
import { sharedSurfaces } from './federation';
import { SharedSurfacePlugin, surfaceExports } from './shared-surface';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ceylon-surface-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const routerPackage = {
  'node_modules/router/package.json': '{"name":"router","main":"index.js"}',
  'node_modules/router/index.js': ['Link', 'Navigate', 'useMatch', 'useBlocker']
    .map((name) => `export function ${name}() { return '${name}'; }`)
    .join('\n'),
  'surface.ts': "export { Link, Navigate } from 'router';\nexport type { Whatever } from 'router';\n",
};

/** Writes `files` under a temporary project and builds `src/index.js` with the plugin holding `router` to `surface.ts`. */
async function build(files: Record<string, string>) {
  for (const [name, content] of Object.entries({ ...routerPackage, ...files })) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
  const plugin = new SharedSurfacePlugin({ router: path.join(dir, 'surface.ts') });
  const stats = await new Promise<Stats>((resolve, reject) =>
    webpack(
      { mode: 'production', context: dir, entry: './src/index.js', output: { path: path.join(dir, 'dist') }, plugins: [plugin] },
      (error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result)),
    ),
  );
  const errors = (stats.toJson({ all: false, errors: true }).errors ?? []).map((error) => error.message);
  return { errors, declaration: plugin.declaration };
}

test('a build that imports only what the surface exports passes and lists what it uses and what the surface has', async () => {
  const { errors, declaration } = await build({
    'src/page.js': "export { Navigate as Go } from 'router';",
    'src/index.js':
      "import { Link } from 'router';\nimport * as all from 'router';\nimport('./page.js');\nconsole.log(Link(), all.Navigate());",
  });
  expect(errors).toEqual([]);
  expect(declaration).toEqual({ provides: { router: ['Link', 'Navigate'] }, uses: { router: ['Link', 'Navigate'] } });
});

test('a name the surface does not export fails the build, naming the file, the name and where to add it', async () => {
  const { errors, declaration } = await build({
    'src/index.js': "import { Link, useMatch } from 'router';\nconsole.log(Link(), useMatch());",
  });
  expect(errors).toEqual([
    expect.stringMatching(
      /src\/index\.js imports useMatch from 'router', which this site shares as .*surface\.ts: that file does not export useMatch; add it there/,
    ),
  ]);
  expect(declaration.uses).toEqual({ router: ['Link', 'useMatch'] });
});

test('taking the module whole (a namespace passed around, require, import()) fails the build', async () => {
  const { errors } = await build({
    'src/index.js': "import * as all from 'router';\nconsole.log(all);\nconst lazy = () => import('router');\nconsole.log(lazy);",
  });
  expect(errors).toHaveLength(2);
  for (const error of errors) expect(error).toMatch(/src\/index\.js takes 'router' whole: import the names it uses/);
});

test('a surface lists its exports by name', async () => {
  await writeFile(path.join(dir, 'star.ts'), "export * from 'router';\n");
  expect(() => surfaceExports(path.join(dir, 'star.ts'))).toThrow(/lists its exports by name, not with export \*/);
});

test("the site's router surface exports what react-router does", async () => {
  const reactRouter = (await import('react-router')) as Record<string, unknown>;
  const dom = (await import('react-router/dom')) as Record<string, unknown>;
  const names = surfaceExports(sharedSurfaces['react-router-dom']!);
  expect(names.length).toBeGreaterThan(5);
  for (const name of names) expect(reactRouter[name] ?? dom[name]).toBeDefined();
});
