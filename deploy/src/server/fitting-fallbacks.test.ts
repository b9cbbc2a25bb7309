import { modulesNeededBy } from '@ceylon/shell/route-table';
import { openReleaseStore, type ReleaseStore } from '../store';
import { fakeDist, federatedDist, tempDir, type FakeFederation } from '../store/testing/fake-dist';
import { fittingFallbacks } from './fitting-fallbacks';

// Decision 0017: areas built since take the shell's bundler runtime; an area's release before
// (built under 0013) takes runtime-core alone, which the shell of today no longer hands over.
const handsOverBundler = { provides: '2.9.2', handover: 'bundler-runtime' };
const takesBundler = { requires: '^2.9.2', handover: 'bundler-runtime' };
const takesCore = { requires: '^2.9.2' };

let day = 1;
async function stored(store: ReleaseStore, app: 'shell' | 'public', federation: Omit<FakeFederation, 'name'> | 'no manifest') {
  const dist =
    federation === 'no manifest'
      ? await fakeDist({ 'remoteEntry.js': `/* ${day} */` })
      : await federatedDist(
          { name: app === 'shell' ? 'shell' : 'remote_public', exposes: app === 'public' ? modulesNeededBy('public') : [], ...federation },
          `${app}-${day}`,
        );
  const { version } = await store.storeBuild(app, dist, new Date(Date.UTC(2026, 2, day++)));
  await store.activate(app, version, 'test');
  return version;
}

async function site(before: Omit<FakeFederation, 'name'> | 'no manifest') {
  const store = openReleaseStore(await tempDir('fallbacks'));
  const shell = await stored(store, 'shell', { runtime: handsOverBundler });
  const previous = await stored(store, 'public', before);
  const active = await stored(store, 'public', { runtime: takesBundler });
  const keepFitting = fittingFallbacks(store);
  const served = () => store.remotesManifest().then((manifest) => keepFitting(manifest, shell));
  return { store, shell, previous, active, served };
}

test('a release before that cannot run beside the shell is no fallback; the active release stays', async () => {
  const s = await site({ runtime: takesCore });
  expect((await s.store.remotesManifest()).public?.previous?.version).toBe(s.previous);
  expect((await s.served()).public).toMatchObject({ version: s.active, previous: null });
});

test('a release before that fits the shell stays the fallback, and so does one whose manifest cannot be read', async () => {
  const fitting = await site({ runtime: takesBundler });
  expect((await fitting.served()).public?.previous?.version).toBe(fitting.previous);
  const unreadable = await site('no manifest');
  expect((await unreadable.served()).public?.previous?.version).toBe(unreadable.previous);
});

test('the answer follows the shell served: a shell that still hands over runtime-core keeps that fallback', async () => {
  const s = await site({ runtime: takesCore });
  const older = await stored(s.store, 'shell', { runtime: { provides: '2.9.2' } });
  const keepFitting = fittingFallbacks(s.store);
  const manifest = await keepFitting(await s.store.remotesManifest(), older);
  expect(manifest.public?.previous?.version).toBe(s.previous);
  expect((await keepFitting(await s.store.remotesManifest(), s.shell)).public?.previous).toBeNull();
});
