import { RemotesManifestSchema } from '@ceylon/shared/contracts/remotes-manifest';
import { Value } from 'typebox/value';
import { openReleaseStore } from './release-store';
import { buildRemotesManifest } from './remotes-manifest';
import { remoteDist, tempDir } from './testing/fake-dist';

describe('remotes manifest', () => {
  test('has name, version, entry and previous per active area; the shell and idle areas are left out', () => {
    const manifest = buildRemotesManifest({ shell: 's1', public: 'p2', admin: 'a1' }, { public: 'p1', shell: 's0' });
    expect(manifest).toEqual({
      public: {
        name: 'remote_public',
        version: 'p2',
        entry: '/releases/public/p2/remoteEntry.js',
        previous: { version: 'p1', entry: '/releases/public/p1/remoteEntry.js' },
      },
      admin: { name: 'remote_admin', version: 'a1', entry: '/releases/admin/a1/remoteEntry.js', previous: null },
    });
    expect(Value.Check(RemotesManifestSchema, manifest)).toBe(true);
  });

  test('an origin per area makes its entries absolute', () => {
    const manifest = buildRemotesManifest({ owner: 'o2' }, { owner: 'o1' }, { owner: 'https://owner.example.com' });
    expect(manifest.owner).toEqual({
      name: 'remote_owner',
      version: 'o2',
      entry: 'https://owner.example.com/releases/owner/o2/remoteEntry.js',
      previous: { version: 'o1', entry: 'https://owner.example.com/releases/owner/o1/remoteEntry.js' },
    });
    expect(Value.Check(RemotesManifestSchema, manifest)).toBe(true);
  });

  test('follows the store: a rollback swaps active and previous', async () => {
    const store = openReleaseStore(await tempDir('store'));
    const v1 = (await store.storeBuild('customer', await remoteDist('c1'), new Date('2026-01-01T00:00:00Z'))).version;
    const v2 = (await store.storeBuild('customer', await remoteDist('c2'), new Date('2026-01-02T00:00:00Z'))).version;
    expect(await store.remotesManifest()).toEqual({});

    await store.activate('customer', v1, 'test');
    expect((await store.remotesManifest()).customer?.previous).toBeNull();
    await store.activate('customer', v2, 'test');
    await store.activate('customer', v1, 'rollback customer');
    const entry = (await store.remotesManifest()).customer;
    expect(entry?.version).toBe(v1);
    expect(entry?.previous).toEqual({ version: v2, entry: `/releases/customer/${v2}/remoteEntry.js` });
    expect(Value.Check(RemotesManifestSchema, await store.remotesManifest())).toBe(true);
  });
});
