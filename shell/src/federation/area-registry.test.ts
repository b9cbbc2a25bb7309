import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { releaseOf } from './active-releases';
import { loadAreaPage, registerAreas } from './area-registry';
import { AreaLoadError } from './area-load-error';
import { reportAreaFailure, reportFallback } from './report-load-failure';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('./report-load-failure', () => ({ reportAreaFailure: jest.fn(), reportFallback: jest.fn() }));

const load = jest.mocked(loadRemote);
const register = jest.mocked(registerRemotes);

const active = { version: 'v2', entry: '/releases/public/v2/remoteEntry.js' };
const before = { version: 'v1', entry: '/releases/public/v1/remoteEntry.js' };
const pages: Record<string, { default: () => string }> = {};
/** One module object per name, so a test can tell which release a page came from. */
const page = (name: string) => (pages[name] ??= { default: () => name });
const failed = (release: { version: string; entry: string }, type: 'missing' | 'timeout' | 'error' = 'missing') =>
  new AreaLoadError('public', type, release.entry, release.version);

function openSite(previous: typeof before | null = before) {
  registerAreas({ public: { name: 'remote_public', ...active, previous } });
  register.mockClear();
}

beforeEach(() => jest.resetAllMocks());

describe('loading an area page', () => {
  it('loads from the active release, with nothing re-registered or reported', async () => {
    openSite();
    load.mockResolvedValueOnce(page('home v2'));
    await expect(loadAreaPage('public', './Home')).resolves.toBe(page('home v2'));
    expect(load).toHaveBeenCalledWith('remote_public/Home');
    expect(register).not.toHaveBeenCalled();
  });

  it('tries once more when a load fails, and stays on the active release when that works', async () => {
    openSite();
    load.mockRejectedValueOnce(failed(active, 'timeout')).mockResolvedValueOnce(page('home v2'));
    await expect(loadAreaPage('public', './Home')).resolves.toBe(page('home v2'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(register).not.toHaveBeenCalled();
    expect(reportFallback).not.toHaveBeenCalled();
  });

  it('after two failures loads the previous release, reports the fallback and keeps using it', async () => {
    openSite();
    load
      .mockRejectedValueOnce(failed(active))
      .mockRejectedValueOnce(failed(active))
      .mockResolvedValueOnce(page('home v1'))
      .mockResolvedValueOnce(page('about v1'));

    await expect(loadAreaPage('public', './Home')).resolves.toBe(page('home v1'));
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith([{ name: 'remote_public', entry: before.entry }], { force: true });
    expect(reportAreaFailure).toHaveBeenCalledWith('public', expect.objectContaining({ version: 'v2', type: 'missing' }));
    expect(reportFallback).toHaveBeenCalledWith('public', expect.objectContaining({ version: 'v2', url: active.entry }), 'v1');
    expect(releaseOf('public')).toEqual({ name: 'remote_public', ...before, previous: null });

    // The next page of the area comes from the previous release straight away.
    await expect(loadAreaPage('public', './About')).resolves.toBe(page('about v1'));
    expect(load).toHaveBeenCalledTimes(4);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('with no previous release, the failure goes to the area boundary', async () => {
    openSite(null);
    load.mockRejectedValue(failed(active));
    await expect(loadAreaPage('public', './Home')).rejects.toMatchObject({ name: 'AreaLoadError', version: 'v2' });
    expect(register).not.toHaveBeenCalled();
    expect(reportFallback).not.toHaveBeenCalled();
  });

  it('when the previous release fails too, that failure goes to the boundary and no fallback is reported', async () => {
    openSite();
    load.mockRejectedValueOnce(failed(active)).mockRejectedValueOnce(failed(active)).mockRejectedValueOnce(failed(before));
    await expect(loadAreaPage('public', './Home')).rejects.toMatchObject({ version: 'v1' });
    expect(load).toHaveBeenCalledTimes(3);
    expect(reportFallback).not.toHaveBeenCalled();
  });

  it('an error that is not a load failure is not retried', async () => {
    openSite();
    load.mockRejectedValueOnce(new TypeError('boom'));
    await expect(loadAreaPage('public', './Home')).rejects.toThrow('boom');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('an area with no release fails as missing without asking the runtime', async () => {
    registerAreas({});
    await expect(loadAreaPage('admin', './Dashboard')).rejects.toMatchObject({ type: 'missing', area: 'admin' });
    expect(load).not.toHaveBeenCalled();
  });
});
