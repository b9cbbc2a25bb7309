import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { openReleaseStore } from '../store';
import { remoteDist, tempDir } from '../store/testing/fake-dist';

const run = promisify(execFile);
const tsx = require.resolve('tsx/cli');

/** `npm run releases -- <args>` as an operator runs it, against the store at `root`. */
async function releases(args: string[], root: string) {
  const { stdout } = await run(process.execPath, [tsx, path.join(__dirname, 'releases.ts'), ...args], {
    env: { ...process.env, RELEASES_DIR: root, NO_COLOR: '1' },
  });
  return stdout;
}

test('an active version whose folder is gone shows as "files missing" with its failures, even when nothing else is stored', async () => {
  const store = openReleaseStore(await tempDir('releases-cli'));
  const { version } = await store.storeBuild('owner', await remoteDist('o1'), new Date('2026-01-01T00:00:00Z'));
  await store.activate('owner', version, 'test');
  const at = new Date().toISOString();
  for (const browser of ['b1', 'b2']) {
    await store.appendLoadFailure({ area: 'owner', version, type: 'missing', url: '/releases/owner/x.js', message: 'gone', at, browser });
  }
  await rm(store.versionDir('owner', version), { recursive: true });

  const out = await releases(['owner'], store.root);
  expect(out).not.toContain('(no stored versions)');
  expect(out).toMatch(/load failures +fallbacks +server fallbacks +browsers +last failure/);
  expect(out).toMatch(new RegExp(`\\* active +${version} +files missing +2 +0 +0 +2 `));
}, 60_000);

test("each version's p75 LCP, INP and CLS of the last hours shows beside its failures, with the sample count", async () => {
  const store = openReleaseStore(await tempDir('releases-vitals'));
  const { version } = await store.storeBuild('public', await remoteDist('v1'), new Date('2026-01-01T00:00:00Z'));
  await store.activate('public', version, 'test');
  const at = new Date().toISOString();
  const sample = (metric: 'LCP' | 'INP' | 'CLS', value: number) => ({ area: 'public', version, route: '/', metric, value, at });
  await store.appendVitals([
    ...Array.from({ length: 20 }, (_, n) => sample('LCP', 1000 + 50 * n)),
    ...Array.from({ length: 20 }, () => sample('CLS', 0.02)),
    sample('INP', 120),
    // Two days old: outside the default 24 hours.
    { ...sample('INP', 5000), at: new Date(Date.now() - 48 * 3_600_000).toISOString() },
  ]);

  const out = await releases(['public'], store.root);
  expect(out).toMatch(/last failure +LCP p75 \(n\) +INP p75 \(n\) +CLS p75 \(n\)/);
  expect(out).toMatch(new RegExp(`\\* active +${version} .* 1700 ms \\(20\\) +— \\(1\\) +0\\.020 \\(20\\)`));
  expect(await releases(['public', '--hours', '72'], store.root)).toContain('— (2)');
}, 60_000);
