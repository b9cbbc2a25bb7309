import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Stats } from 'webpack';
import { NoDevelopmentBuildsPlugin } from './no-development-builds';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ceylon-dev-builds-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Writes `files` under a temporary project and builds `src/index.js` in production mode. */
async function build(files: Record<string, string>): Promise<{ errors: string[]; emitted: string[] }> {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
  const output = path.join(dir, 'dist');
  const stats = await new Promise<Stats>((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: './src/index.js',
        output: { path: output },
        plugins: [new NoDevelopmentBuildsPlugin()],
      },
      (error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result)),
    ),
  );
  const errors = stats.toJson({ all: false, errors: true }).errors ?? [];
  return { errors: errors.map((error) => error.message), emitted: await readdir(output).catch(() => []) };
}

const router = (build: 'development' | 'production') => ({
  [`node_modules/router/dist/${build}/index.js`]: `export const route = (path) => ({ path, build: '${build}' });`,
});

test('a development build in the output fails the build, naming the file and its chunk, and nothing is written', async () => {
  const { errors, emitted } = await build({
    ...router('development'),
    'src/index.js': "import { route } from '../node_modules/router/dist/development/index.js';\nconsole.log(route('/'));",
  });
  expect(errors).toEqual([
    expect.stringMatching(/node_modules\/router\/dist\/development\/index\.js is a development build, in the chunk "main"/),
  ]);
  expect(emitted).toEqual([]);
});

test('React-style *.development.js in a lazy chunk is found too', async () => {
  const { errors } = await build({
    'node_modules/lib/cjs/lib.development.js': 'module.exports = { dev: true };',
    'src/page.js': "export const lib = require('../node_modules/lib/cjs/lib.development.js');",
    'src/index.js': "import('./page.js').then((page) => console.log(page.lib));",
  });
  expect(errors).toEqual([expect.stringMatching(/lib\.development\.js is a development build/)]);
});

test('production builds pass, and so does a development build only reached through a branch production drops', async () => {
  const { errors, emitted } = await build({
    ...router('production'),
    'node_modules/lib/cjs/lib.development.js': 'module.exports = { dev: true };',
    'node_modules/lib/cjs/lib.production.js': 'module.exports = { dev: false };',
    'node_modules/lib/index.js':
      "module.exports = process.env.NODE_ENV === 'production' ? require('./cjs/lib.production.js') : require('./cjs/lib.development.js');",
    'src/index.js':
      "import { route } from '../node_modules/router/dist/production/index.js';\nimport lib from '../node_modules/lib/index.js';\nconsole.log(route('/'), lib);",
  });
  expect(errors).toEqual([]);
  expect(emitted).toContain('main.js');
});
