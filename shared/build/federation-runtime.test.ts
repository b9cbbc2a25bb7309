import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type Stats } from 'webpack';
import { federationRuntimeAliases, federationRuntimeOptions, federationRuntimePlugins } from './federation-runtime';

// Docs/decisions/0017: a production area build takes all of the federation runtime from the
// shell, and fails when any part of it would be bundled after all.

const repoModules = path.resolve(__dirname, '../../node_modules');
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ceylon-area-runtime-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Builds a one-page area from `page` the way shared/build/webpack.ts builds a production area. */
async function buildArea(page: string): Promise<{ errors: string[]; modules: string[]; entry: string }> {
  await mkdir(path.join(dir, 'src'), { recursive: true });
  await writeFile(path.join(dir, 'src/page.js'), page);
  const output = path.join(dir, 'dist');
  const stats = await new Promise<Stats>((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: {},
        output: { path: output, publicPath: 'auto', uniqueName: 'area_probe' },
        resolve: { extensions: ['.ts', '.js'], modules: [repoModules], alias: federationRuntimeAliases('remote', true) },
        resolveLoader: { modules: [repoModules] },
        module: {
          rules: [
            {
              test: /\.ts$/,
              loader: 'ts-loader',
              options: { transpileOnly: true, configFile: path.resolve(__dirname, '../tsconfig.json') },
            },
          ],
        },
        plugins: [
          new ModuleFederationPlugin({
            name: 'area_probe',
            filename: 'remoteEntry.js',
            exposes: { './Page': './src/page.js' },
            dts: false,
            manifest: false,
            ...federationRuntimeOptions('remote'),
          }),
          ...federationRuntimePlugins('remote', true),
        ],
      },
      (error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result)),
    ),
  );
  const json = stats.toJson({ all: false, errors: true, modules: true, nestedModules: true });
  const modules = (json.modules ?? []).flatMap((module) => [module.name ?? '', ...(module.modules ?? []).map((inner) => inner.name ?? '')]);
  const entry = await readFile(path.join(output, 'remoteEntry.js'), 'utf8').catch(() => '');
  return { errors: (json.errors ?? []).map((error) => error.message), modules, entry };
}

test('a production area carries none of the federation runtime: its container runs on what the shell hands over', async () => {
  const { errors, modules, entry } = await buildArea('export default function Page() { return "page"; }');
  expect(errors).toEqual([]);
  expect(modules.filter((name) => name.includes('@module-federation'))).toEqual([]);
  expect(modules).toContainEqual(expect.stringContaining('shared/src/federation/area-bundler-runtime.ts'));
  expect(entry).toContain('__CEYLON_FEDERATION_RUNTIME__');
});

test('an area whose own code brings part of the runtime fails to build, naming the module', async () => {
  const { errors } = await buildArea(
    "import { loadRemote } from '@module-federation/runtime';\nexport default function Page() { return loadRemote; }",
  );
  expect(errors).toEqual([
    expect.stringMatching(
      /runs on the shell's federation runtime .* but its build carries \d+ module\(s\) of it, e\.g\. .*@module-federation\/runtime/,
    ),
  ]);
});
