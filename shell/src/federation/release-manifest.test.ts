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

  it('drops a malformed or unknown area and keeps the rest', () => {
    expect(parseReleaseManifest({ public: { name: 1 }, admin: release('admin'), extra: release('x') })).toEqual({
      admin: release('admin'),
    });
  });

  it('leaves the site up with no areas when /remotes.json cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = jest.fn().mockResolvedValue({ ok: false, status: 503 });
    await expect(fetchReleaseManifest(failing as unknown as typeof fetch)).resolves.toEqual({});
    expect(failing).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });
});
