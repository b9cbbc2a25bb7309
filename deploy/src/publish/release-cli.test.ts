import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { archiveFile, rawTgz, tgzOf } from './testing/archives';
import { liveSite, publicDist, snapshot } from './testing/published-site';

const run = promisify(execFile);
const tsx = require.resolve('tsx/cli');

/** `npm run release -- <args>` as an operator (or a team's pipeline) runs it, against the store at `root`. */
async function release(args: string[], root: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, [tsx, path.join(__dirname, '..', 'cli', 'release.ts'), ...args], {
      env: { ...process.env, RELEASES_DIR: root, NO_COLOR: '1' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

test('release --from a dist folder, then a .tgz: each activated, no build run, the history saying where it came from', async () => {
  const { store, publicV1 } = await liveSite('release-cli');
  const fromFolder = await release(['public', '--from', await publicDist('cli-folder')], store.root);
  expect(fromFolder.code).toBe(0);
  const v2 = fromFolder.stdout.trim().split('\n').at(-1);
  expect(fromFolder.stdout).toContain(`✔ public ${v2} is now active (was ${publicV1}; \`npm run rollback -- public\` returns to it).`);
  expect((await store.readActive()).public).toBe(v2);

  const fromArchive = await release(['public', '--from', await tgzOf(await publicDist('cli-archive'), { topFolder: 'dist' })], store.root);
  expect(fromArchive.code).toBe(0);
  const v3 = fromArchive.stdout.trim().split('\n').at(-1);
  expect((await store.readActive()).public).toBe(v3);
  // The folder is a temp dir named ceylon-dist-…; the archive is build.tgz.
  const commands = (await store.readHistory()).slice(-2).map((entry) => entry.command);
  expect(commands).toEqual([expect.stringMatching(/^release public --from ceylon-dist-\w+$/), 'release public --from build.tgz']);
}, 60_000);

test('a refused archive exits 3 with the reason, and nothing is stored', async () => {
  const { store } = await liveSite('release-cli-refused');
  const before = await snapshot(store);
  const archive = await archiveFile(
    rawTgz([
      { path: 'remoteEntry.js', body: '/* entry */' },
      { path: '../../escape.js', body: 'x' },
    ]),
  );
  const refused = await release(['public', '--from', archive], store.root);
  expect(refused.code).toBe(3);
  expect(refused.stderr).toContain('✖ The build was refused, and nothing was stored: "../../escape.js" points outside the archive (..).');
  expect(await snapshot(store)).toEqual(before);

  const missing = await release(['public', '--from', path.join(store.root, 'no-such.tgz')], store.root);
  expect(missing.code).toBe(1);
  expect(missing.stderr).toContain('there is no such file or folder');
  expect(await snapshot(store)).toEqual(before);
}, 60_000);
