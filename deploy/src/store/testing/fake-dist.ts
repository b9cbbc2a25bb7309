import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export function tempDir(label: string): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), `ceylon-${label}-`));
}

/** A dist folder shaped like a webpack build of a remote (or of the shell, with `index.html`). */
export async function fakeDist(files: Record<string, string>): Promise<string> {
  const dir = await tempDir('dist');
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
  return dir;
}

export function remoteDist(mark: string): Promise<string> {
  return fakeDist({
    'remoteEntry.js': `/* entry ${mark} */`,
    'mf-manifest.json': `{"name":"remote","mark":"${mark}"}`,
    'mf-stats.json': '{}',
    [hashedChunkName(mark)]: `console.log("${mark}")`,
  });
}

/** A name shaped like webpack's `[name].[contenthash:12].js`, distinct per mark. */
export function hashedChunkName(mark: string): string {
  return `main.${Buffer.from(mark).toString('hex').slice(0, 12).padEnd(12, '0')}.js`;
}

export interface FakeFederation {
  name: string;
  exposes?: readonly string[];
  /** name → version bundled; the required range is `^version` unless given in `required`. */
  shared?: Record<string, string>;
  required?: Record<string, string>;
  /** `metaData.sharedSurfaces`: what its copy of a surface exports, and what its code imports. */
  surfaces?: { provides?: Record<string, string[]>; uses?: Record<string, string[]> };
  /** `metaData.federationRuntime`: what it provides of the federation runtime, or takes from the shell. */
  runtime?: { provides?: string; requires?: string; handover?: string };
  /** `metaData.texts`: language → its message ids. */
  texts?: Record<string, string[]>;
  /** Leave the entry file out (a broken build). */
  withoutEntry?: boolean;
  /** Its server build (shared/build/server-webpack.ts): one with a page for each exposed module by default. */
  server?: 'ok' | 'missing' | 'throws';
}

/** The singletons as today's builds declare them (shared/package.json's versions). */
export const currentSingletons: Record<string, string> = {
  react: '19.3.1',
  'react/jsx-runtime': '19.3.1',
  'react-dom': '19.3.1',
  'react-dom/client': '19.3.1',
  'react-router-dom': '7.18.5',
  'styled-components': '6.6.0',
  '@ceylon/shared': '0.1.0',
};

/** A dist with an `mf-manifest.json` shaped like the federation plugin's, for the release gate. */
export function federatedDist(federation: FakeFederation, mark = federation.name): Promise<string> {
  const shell = federation.name === 'shell';
  const entryFile = shell ? 'index.html' : 'remoteEntry.js';
  const shared = Object.entries(federation.shared ?? currentSingletons).map(([name, version]) => ({
    id: `${federation.name}:${name}`,
    name,
    version,
    singleton: true,
    requiredVersion: federation.required?.[name] ?? `^${version}`,
  }));
  const manifest = {
    id: federation.name,
    name: federation.name,
    metaData: {
      name: federation.name,
      remoteEntry: { name: shell ? '' : entryFile, path: '', type: 'global' },
      ...(federation.surfaces ? { sharedSurfaces: { provides: {}, uses: {}, ...federation.surfaces } } : {}),
      ...(federation.runtime ? { federationRuntime: federation.runtime } : {}),
      ...(federation.texts ? { texts: federation.texts } : {}),
    },
    shared,
    remotes: [],
    exposes: (federation.exposes ?? []).map((path) => ({ id: `${federation.name}:${path.slice(2)}`, name: path.slice(2), path })),
  };
  return fakeDist({
    ...(federation.withoutEntry ? {} : { [entryFile]: `/* ${mark} */` }),
    'mf-manifest.json': JSON.stringify(manifest),
    [hashedChunkName(mark)]: `console.log("${mark}")`,
    ...fakeServerBuild(shell, federation),
  });
}

function fakeServerBuild(shell: boolean, federation: FakeFederation): Record<string, string> {
  const server = federation.server ?? 'ok';
  if (server === 'missing') return {};
  if (server === 'throws') return { '.server/server.js': `throw new Error('${federation.name} cannot start in Node');` };
  const pages = (federation.exposes ?? []).map((path) => `${JSON.stringify(path)}: { default: () => null }`);
  return {
    '.server/server.js': shell
      ? `exports.shared = { react: {} }; exports.planPage = () => ({ render: 'browser' }); exports.connectApi = () => {}; exports.renderPage = async () => ({ html: '', styles: '' });`
      : `require('react'); exports.pages = { ${pages.join(', ')} };`,
  };
}
