import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { hashDirectory } from './content-hash';
import { precompressBuild } from './precompress';
import { openReleaseStore } from './release-store';
import { fakeDist, tempDir } from './testing/fake-dist';

const script = `/* chunk */\n${Array.from({ length: 300 }, (_, n) => `window.v${n} = "${'x'.repeat(n % 13)}";`).join('\n')}`;
const json = JSON.stringify({ exposes: Array.from({ length: 80 }, (_, n) => ({ path: `./Page${n}`, assets: [] })) });

async function filesOf(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).map(String).sort();
}

test('writes brotli and gzip forms of the text files worth compressing, and leaves the rest alone', async () => {
  const dir = await fakeDist({
    'main.0123456789ab.js': script,
    'nested/page.0123456789ab.js': script,
    'mf-manifest.json': json,
    'tiny.0123456789ab.js': 'console.log(1)',
    'index.html': `<!doctype html>${'<p>page</p>'.repeat(200)}`,
    'main.0123456789ab.js.map': json,
    'photo.png': 'x'.repeat(5000),
  });
  const result = await precompressBuild(dir);
  expect(result.files).toBe(3);
  expect(await filesOf(dir)).toEqual(
    [
      'index.html',
      'main.0123456789ab.js',
      'main.0123456789ab.js.br',
      'main.0123456789ab.js.gz',
      'main.0123456789ab.js.map',
      'mf-manifest.json',
      'mf-manifest.json.br',
      'mf-manifest.json.gz',
      'nested',
      'nested/page.0123456789ab.js',
      'nested/page.0123456789ab.js.br',
      'nested/page.0123456789ab.js.gz',
      'photo.png',
      'tiny.0123456789ab.js',
    ].sort(),
  );
  const file = path.join(dir, 'main.0123456789ab.js');
  expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(script);
  expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(script);
});

test('at maximum quality: smaller than what a server compresses per request', async () => {
  const { brotliCompressSync, gzipSync, constants } = await import('node:zlib');
  const dir = await fakeDist({ 'main.0123456789ab.js': script });
  await precompressBuild(dir);
  const file = path.join(dir, 'main.0123456789ab.js');
  const onTheFly = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
  expect((await readFile(`${file}.br`)).length).toBeLessThan(onTheFly);
  expect((await readFile(`${file}.gz`)).length).toBeLessThanOrEqual(gzipSync(script, { level: 6 }).length);
});

test('a compressed form a build brought along is replaced or removed: only precompression writes them', async () => {
  const dir = await fakeDist({
    'main.0123456789ab.js': script,
    'main.0123456789ab.js.br': 'not the script',
    'tiny.0123456789ab.js': 'console.log(1)',
    'tiny.0123456789ab.js.gz': 'not the script either',
    'archive.tar.gz': 'a download with no file of its own name beside it',
  });
  await precompressBuild(dir);
  expect(brotliDecompressSync(await readFile(path.join(dir, 'main.0123456789ab.js.br'))).toString()).toBe(script);
  expect(await filesOf(dir)).not.toContain('tiny.0123456789ab.js.gz');
  expect(await filesOf(dir)).toContain('archive.tar.gz');
});

test('storing a build writes the forms into the version, and its content hash stays the build’s own', async () => {
  const store = openReleaseStore(await tempDir('precompress-store'));
  const dist = await fakeDist({ 'remoteEntry.js': script, 'mf-manifest.json': json });
  const stored = await store.storeBuild('public', dist);
  const info = await store.readReleaseInfo('public', stored.version);
  expect(info?.contentHash).toBe(await hashDirectory(dist));
  // The record counts the build's files, not the forms written beside them.
  expect(info?.fileCount).toBe(2);
  expect(await filesOf(store.versionDir('public', stored.version))).toEqual(
    [
      '.release.json',
      'mf-manifest.json',
      'mf-manifest.json.br',
      'mf-manifest.json.gz',
      'remoteEntry.js',
      'remoteEntry.js.br',
      'remoteEntry.js.gz',
    ].sort(),
  );
  // The same build again is the same version: the forms do not count as a change.
  expect(await store.storeBuild('public', dist)).toEqual({ version: stored.version, reused: true });
});
