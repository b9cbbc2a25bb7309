import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { openReleaseStore } from '../store';
import { currentSingletons, federatedDist, tempDir } from '../store/testing/fake-dist';
import { modulesNeededBy } from '@ceylon/shell/route-table';
import { activateVerified } from '../verify';

const run = promisify(execFile);
const tsx = require.resolve('tsx/cli');

/** Runs a deploy command as an operator would, against `store`; resolves with its exit code and output. */
async function command(name: string, args: string[], storeRoot: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, [tsx, path.join(__dirname, `${name}.ts`), ...args], {
      env: { ...process.env, RELEASES_DIR: storeRoot, NO_COLOR: '1' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function siteWithTwoPublicReleases() {
  const store = openReleaseStore(await tempDir('cli'));
  const exposes = modulesNeededBy('public');
  const shell = (await store.storeBuild('shell', await federatedDist({ name: 'shell' }), new Date('2026-01-01T00:00:00Z'))).version;
  const v1 = (
    await store.storeBuild('public', await federatedDist({ name: 'remote_public', exposes }, 'p1'), new Date('2026-01-02T00:00:00Z'))
  ).version;
  const v2 = (
    await store.storeBuild('public', await federatedDist({ name: 'remote_public', exposes }, 'p2'), new Date('2026-01-03T00:00:00Z'))
  ).version;
  const unfit = (
    await store.storeBuild(
      'public',
      await federatedDist({ name: 'remote_public', exposes, shared: { ...currentSingletons, 'react-dom': '18.3.1' } }, 'p3'),
      new Date('2026-01-04T00:00:00Z'),
    )
  ).version;
  for (const [app, version] of [
    ['shell', shell],
    ['public', v1],
    ['public', v2],
  ] as const)
    await activateVerified(store, app, version, 'test');
  return { store, v1, v2, unfit };
}

test('rollback returns to the previous version, says so, and the table shows it', async () => {
  const { store, v1, v2 } = await siteWithTwoPublicReleases();
  const rollback = await command('rollback', ['public'], store.root);
  expect(rollback).toMatchObject({ code: 0 });
  expect(rollback.stdout).toContain(`public ${v1} is now active (was ${v2})`);
  expect((await store.readActive()).public).toBe(v1);

  const table = await command('releases', ['public'], store.root);
  expect(table.code).toBe(0);
  expect(table.stdout).toMatch(new RegExp(`\\* active +${v1}`));
  expect(table.stdout).toMatch(new RegExp(`previous +${v2}`));
  expect(table.stdout).toContain(`${v2} → ${v1}  (rollback public)`);
}, 30_000);

test('a rollback the gate refuses exits 3, names what does not fit and changes nothing', async () => {
  const { store, v2, unfit } = await siteWithTwoPublicReleases();
  const refused = await command('rollback', ['public', '--to', unfit], store.root);
  expect(refused.code).toBe(3);
  expect(refused.stderr).toMatch(/react-dom: public .* provides 18\.3\.1, the active shell .* requires \^19\.3\.1/);
  expect((await store.readActive()).public).toBe(v2);
}, 30_000);

test('usage errors exit 2 with the usage; --help exits 0', async () => {
  const store = await tempDir('cli-usage');
  const unknown = await command('rollback', ['nowhere'], store);
  expect(unknown.code).toBe(2);
  expect(unknown.stderr).toContain('Unknown app "nowhere"; the apps are shell, public, customer, owner, admin.');
  expect(unknown.stderr).toContain('Usage: npm run rollback');
  for (const name of ['release', 'rollback', 'releases']) {
    const help = await command(name, ['--help'], store);
    expect({ name, code: help.code }).toEqual({ name, code: 0 });
    expect(help.stdout).toContain(`Usage: npm run ${name}`);
    expect(help.stdout).toContain('Exit codes');
  }
}, 60_000);
