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

describe('the manifest inlined in the page', () => {
  const inPage = (text: string, type = 'application/json') => {
    const page = document.implementation.createHTMLDocument('page');
    const script = page.createElement('script');
    script.id = 'ceylon-remotes';
    script.type = type;
    script.textContent = text;
    page.head.append(script);
    return page;
  };
  const notCalled = () => jest.fn().mockRejectedValue(new Error('no request expected'));

  it('is used without asking /remotes.json', async () => {
    const fetchImpl = notCalled();
    const page = inPage(JSON.stringify({ public: release('public'), admin: { name: 1 } }));
    await expect(fetchReleaseManifest(fetchImpl as unknown as typeof fetch, page)).resolves.toEqual({ public: release('public') });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('reads the escapes the server writes (\\u003c for <)', async () => {
    const page = inPage(
      '{"public":{"name":"remote_public","version":"v1","entry":"/releases/public/v1/remoteEntry.js\\u003c","previous":null}}',
    );
    const manifest = await fetchReleaseManifest(notCalled(), page);
    expect(manifest.public?.entry).toBe('/releases/public/v1/remoteEntry.js<');
  });

  it('with no areas is an answer too: the site runs with none', async () => {
    const fetchImpl = notCalled();
    await expect(fetchReleaseManifest(fetchImpl as unknown as typeof fetch, inPage('{}'))).resolves.toEqual({});
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it.each([
    ['is not JSON', inPage('{"public":')],
    ['is not an object', inPage('[1]')],
    ['is not a data block', inPage('{}', 'text/plain')],
    ['is missing', document.implementation.createHTMLDocument('page')],
  ])('that %s sends the shell to /remotes.json', async (_case, page) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const json = { customer: release('customer') };
    const fetchImpl = jest.fn().mockResolvedValue({ ok: true, json: async () => json });
    await expect(fetchReleaseManifest(fetchImpl as unknown as typeof fetch, page)).resolves.toEqual(json);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });
});
