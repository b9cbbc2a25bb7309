import { modulesNeededBy } from '@ceylon/shell/route-table';
import { openReleaseStore, type ReleaseStore } from '../store';
import { federatedDist, tempDir, type FakeFederation } from '../store/testing/fake-dist';
import { activateVerified, ReleaseRefused } from '.';

// Decision 0013: production areas carry no federation runtime and run on the one the shell
// provides, so the gate checks that the shell provides one within the area's range.

const publicExposes = modulesNeededBy('public');

type Runtime = FakeFederation['runtime'];

let day = 1;
/** Stores a fake build whose manifest declares `runtime` as the build factory writes it. */
async function stored(store: ReleaseStore, app: 'shell' | 'public', runtime: Runtime, mark: string) {
  const dist = await federatedDist(
    app === 'shell' ? { name: 'shell', runtime } : { name: 'remote_public', exposes: publicExposes, runtime },
    mark,
  );
  return (await store.storeBuild(app, dist, new Date(Date.UTC(2026, 1, day++)))).version;
}

async function refusal(change: Promise<unknown>): Promise<string> {
  const error = await change.then(
    () => null,
    (refused: unknown) => refused,
  );
  expect(error).toBeInstanceOf(ReleaseRefused);
  return (error as ReleaseRefused).message;
}

async function siteWithShell(runtime: Runtime) {
  const store = openReleaseStore(await tempDir('runtime-gate'));
  const shell = await stored(store, 'shell', runtime, `shell-${day}`);
  await activateVerified(store, 'shell', shell, 'test');
  return { store, shell };
}

test('an area that runs on the shell’s runtime goes live beside a shell that provides one in its range', async () => {
  const { store } = await siteWithShell({ provides: '2.9.2' });
  const area = await stored(store, 'public', { requires: '^2.9.0' }, 'public-1');
  await expect(activateVerified(store, 'public', area, 'release public')).resolves.toMatchObject({ changed: true, to: area });
  // An area that brings its own runtime (built before decision 0013) needs nothing from the shell.
  const older = await stored(store, 'public', undefined, 'public-2');
  await expect(activateVerified(store, 'public', older, 'rollback public')).resolves.toMatchObject({ changed: true, to: older });
});

test('an area that needs the shell’s runtime is refused beside a shell that provides none', async () => {
  const { store, shell } = await siteWithShell(undefined);
  const area = await stored(store, 'public', { requires: '^2.9.2' }, 'public-1');
  expect(await refusal(activateVerified(store, 'public', area, 'release public'))).toMatch(
    new RegExp(
      `federation runtime: public ${area} takes it from the shell \\(\\^2\\.9\\.2\\), the active shell ${shell} does not provide one`,
    ),
  );
  expect((await store.readActive()).public).toBeUndefined();
});

test('an area that needs a newer runtime than the shell provides is refused', async () => {
  const { store, shell } = await siteWithShell({ provides: '2.9.2' });
  const area = await stored(store, 'public', { requires: '^2.10.0' }, 'public-1');
  expect(await refusal(activateVerified(store, 'public', area, 'release public'))).toMatch(
    new RegExp(`federation runtime: the active shell ${shell} provides 2\\.9\\.2, public ${area} requires \\^2\\.10\\.0`),
  );
});

test('a shell that would stop providing the runtime an active area runs on is refused, naming the area', async () => {
  const { store, shell } = await siteWithShell({ provides: '2.9.2' });
  const area = await stored(store, 'public', { requires: '^2.9.2' }, 'public-1');
  await activateVerified(store, 'public', area, 'release public');

  const withoutRuntime = await stored(store, 'shell', undefined, 'shell-old');
  expect(await refusal(activateVerified(store, 'shell', withoutRuntime, 'rollback shell'))).toMatch(
    new RegExp(
      `federation runtime: the active public ${area} takes it from the shell \\(\\^2\\.9\\.2\\), shell ${withoutRuntime} does not provide one`,
    ),
  );
  const nextMajor = await stored(store, 'shell', { provides: '3.0.0' }, 'shell-3');
  expect(await refusal(activateVerified(store, 'shell', nextMajor, 'release shell'))).toMatch(
    /federation runtime: shell .* provides 3\.0\.0, the active public .* requires \^2\.9\.2/,
  );
  expect((await store.readActive()).shell).toBe(shell);
  // A later minor of the runtime still fits.
  const nextMinor = await stored(store, 'shell', { provides: '2.10.1' }, 'shell-4');
  await expect(activateVerified(store, 'shell', nextMinor, 'release shell')).resolves.toMatchObject({ changed: true, to: nextMinor });
});

// Decision 0017: the shell hands over its bundler runtime too, and areas built since take all of
// it; a shell from before hands over runtime-core alone (its manifest names no handover).
test('an area that takes the shell’s bundler runtime is refused beside a shell that hands over runtime-core alone', async () => {
  const { store, shell } = await siteWithShell({ provides: '2.9.2' });
  const area = await stored(store, 'public', { requires: '^2.9.2', handover: 'bundler-runtime' }, 'public-1');
  expect(await refusal(activateVerified(store, 'public', area, 'release public'))).toMatch(
    new RegExp(
      `federation runtime: public ${area} takes the shell's bundler-runtime, the active shell ${shell} hands over its runtime-core`,
    ),
  );
  // An area from before, which takes runtime-core alone, still goes live there.
  const older = await stored(store, 'public', { requires: '^2.9.2' }, 'public-2');
  await expect(activateVerified(store, 'public', older, 'release public')).resolves.toMatchObject({ changed: true, to: older });
});

test('a shell that hands over its bundler runtime goes live under areas that take it, and is refused under one from before', async () => {
  const { store } = await siteWithShell({ provides: '2.9.2', handover: 'bundler-runtime' });
  const area = await stored(store, 'public', { requires: '^2.9.2', handover: 'bundler-runtime' }, 'public-1');
  await expect(activateVerified(store, 'public', area, 'release public')).resolves.toMatchObject({ changed: true, to: area });

  const olderShell = await stored(store, 'shell', { provides: '2.9.2' }, 'shell-old');
  expect(await refusal(activateVerified(store, 'shell', olderShell, 'rollback shell'))).toMatch(
    new RegExp(
      `federation runtime: the active public ${area} takes the shell's bundler-runtime, shell ${olderShell} hands over its runtime-core`,
    ),
  );
  const nextShell = await stored(store, 'shell', { provides: '2.9.3', handover: 'bundler-runtime' }, 'shell-next');
  await expect(activateVerified(store, 'shell', nextShell, 'release shell')).resolves.toMatchObject({ changed: true, to: nextShell });
});
