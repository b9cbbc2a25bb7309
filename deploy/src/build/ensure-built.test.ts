import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from '../store/testing/fake-dist';
import { buildState, ensureBuilt } from './ensure-built';

/** A repository with one workspace, `remote-public`, whose build script is `buildScript`. */
async function fakeRepo(buildScript: string) {
  const root = await tempDir('repo');
  const write = async (file: string, content: string) => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  };
  await write('package.json', JSON.stringify({ name: 'fake', private: true, workspaces: ['remote-public'] }));
  await write('package-lock.json', '{}');
  await write('shared/src/index.ts', 'export const shared = 1;');
  await write('shared/build/webpack.ts', 'export {};');
  await write('remote-public/package.json', JSON.stringify({ name: '@ceylon/remote-public', scripts: { build: buildScript } }));
  await write('remote-public/webpack.config.ts', 'export default {};');
  await write('remote-public/src/index.ts', 'import("./bootstrap");');
  return { root, write };
}

const writesDist = `node -e "require('fs').mkdirSync('dist',{recursive:true});require('fs').writeFileSync('dist/remoteEntry.js','//'+Date.now())"`;

describe('ensureBuilt', () => {
  test('builds when dist is missing, then only when an input changes', async () => {
    const { root, write } = await fakeRepo(writesDist);
    const quiet = { root, log: () => undefined };
    expect((await buildState('public', root)).state).toBe('missing');

    expect(await ensureBuilt('public', quiet)).toEqual(expect.objectContaining({ built: true, reason: 'missing' }));
    expect((await buildState('public', root)).state).toBe('fresh');
    expect(await ensureBuilt('public', quiet)).toEqual(expect.objectContaining({ built: false, reason: 'fresh' }));

    // A test file is not an input of the production build.
    await write('remote-public/src/home.test.ts', 'test("x", () => {});');
    expect((await buildState('public', root)).state).toBe('fresh');

    for (const input of ['shared/src/index.ts', 'remote-public/webpack.config.ts', 'package-lock.json']) {
      await write(input, `// changed ${input}`);
      expect({ input, state: (await buildState('public', root)).state }).toEqual({ input, state: 'stale' });
      await ensureBuilt('public', quiet);
    }
    expect(await readFile(path.join(root, 'remote-public/dist/.build-hash'), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
  }, 60_000);

  test('a failing build rejects with the app named and leaves the dist stale', async () => {
    const { root } = await fakeRepo('node -e "process.exit(3)"');
    await expect(ensureBuilt('public', { root, log: () => undefined })).rejects.toThrow(
      /^public: `npm run build -w @ceylon\/remote-public` failed \(exit code 3\)/,
    );
    expect((await buildState('public', root)).state).toBe('missing');
  }, 60_000);

  test('force rebuilds a fresh dist', async () => {
    const { root } = await fakeRepo(writesDist);
    await ensureBuilt('public', { root, log: () => undefined });
    expect(await ensureBuilt('public', { root, force: true, log: () => undefined })).toEqual(
      expect.objectContaining({ built: true, reason: 'forced' }),
    );
  }, 60_000);
});
