import { fetchReleaseManifest, parseReleaseManifest } from './release-manifest';

const release = (area: string) => ({
  name: `remote_${area}`,
  version: 'v1',
  entry: `/releases/${area}/v1/remoteEntry.js`,
  previous: null,
});

describe('release manifest', () => {
  it('keeps every well-formed area', () => {
    const json = { public: release('public'), admin: release('admin') };
    expect(parseReleaseManifest(json)).toEqual(json);
  });

  it('keeps the release to fall back to', () => {
    const json = { owner: { ...release('owner'), previous: { version: 'v0', entry: '/releases/owner/v0/remoteEntry.js' } } };
    expect(parseReleaseManifest(json)).toEqual(json);
  });

  it('drops a malformed or unknown area and keeps the rest', () => {
    expect(parseReleaseManifest({ public: { name: 1 }, admin: release('admin'), extra: release('x') })).toEqual({
      admin: release('admin'),
    });
  });

  it.each([
    ['without a name', { version: 'v1', entry: '/e.js', previous: null }],
    ['without an entry', { name: 'remote_public', version: 'v1', previous: null }],
    ['without a previous release (not even null)', { name: 'remote_public', version: 'v1', entry: '/e.js' }],
    ['with a version that is a number', { ...release('public'), version: 1 }],
    ['with an entry that is null', { ...release('public'), entry: null }],
    ['with a previous release without an entry', { ...release('public'), previous: { version: 'v0' } }],
    ['with a previous release that is a string', { ...release('public'), previous: 'v0' }],
    ['that is a list', [release('public')]],
    ['that is a string', 'remote_public'],
  ])('drops an area %s', (_case, entry) => {
    expect(parseReleaseManifest({ public: entry, customer: release('customer') })).toEqual({ customer: release('customer') });
  });

  it.each([null, 'areas', 42])('reads %p as a manifest with no areas', (json) => {
    expect(parseReleaseManifest(json)).toEqual({});
  });

  it('leaves the site up with no areas when /remotes.json cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = jest.fn().mockResolvedValue({ ok: false, status: 503 });
    await expect(fetchReleaseManifest(failing as unknown as typeof fetch)).resolves.toEqual({});
    expect(failing).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });
});
