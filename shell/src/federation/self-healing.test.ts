import type { AreaRelease } from './release-manifest';
import { AreaLoadError } from './area-load-error';
import { chargedTo, loadWithFallback, type Healing } from './self-healing';

const release: AreaRelease = {
  name: 'remote_public',
  version: 'v2',
  entry: '/releases/public/v2/remoteEntry.js',
  previous: { version: 'v1', entry: '/releases/public/v1/remoteEntry.js' },
};

/**
 * An area whose every load fails the way the federation runtime's do: the error names the
 * release that is registered when the runtime gives up — after a wait, during which another load
 * of the same area may switch it — and a URL that does not name a release (a bare module id).
 */
function failingArea() {
  let registered: AreaRelease = release;
  const failures: AreaLoadError[] = [];
  const fallbacks: { failure: AreaLoadError; usedVersion: string }[] = [];
  const healing: Healing<never> = {
    async load() {
      await new Promise((resolve) => setTimeout(resolve, 0));
      throw new AreaLoadError('public', 'timeout', 'remote_public/Home', registered.version);
    },
    switchTo(next) {
      registered = next;
    },
    reportFailure: (failure) => failures.push(failure),
    reportFallback: (failure, usedVersion) => fallbacks.push({ failure, usedVersion }),
  };
  return { healing, failures, fallbacks };
}

test('when the active and the previous release both fail, each failure is charged to its own release', async () => {
  const area = failingArea();
  await expect(loadWithFallback(release, area.healing)).rejects.toMatchObject({ name: 'AreaLoadError', version: 'v1' });
  expect(area.failures.map((failure) => failure.version)).toEqual(['v2']);
  expect(area.fallbacks).toEqual([]);
});

test('a load that fails while another load of the area switches to the fallback still charges the release it loaded', async () => {
  const area = failingArea();
  // Two pages of one area at once: the first to give up switches the area while the other waits.
  const first = loadWithFallback(release, area.healing);
  await new Promise((resolve) => setTimeout(resolve, 0));
  const second = loadWithFallback(release, area.healing);
  const results = await Promise.allSettled([first, second]);
  expect(results.map((result) => result.status === 'rejected' && (result.reason as AreaLoadError).version)).toEqual(['v1', 'v1']);
  expect(area.failures.map((failure) => failure.version)).toEqual(['v2', 'v2']);
});

test('the fallback that works is reported with the failure of the release it replaced', async () => {
  let registered = release.version;
  const reports: string[] = [];
  const loaded = await loadWithFallback(release, {
    async load() {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (registered === 'v1') return 'page v1';
      throw new AreaLoadError('public', 'missing', 'remote_public/Home', 'unknown');
    },
    switchTo: (next) => {
      registered = next.version;
    },
    reportFailure: (failure) => reports.push(`failure ${failure.version}`),
    reportFallback: (failure, usedVersion) => reports.push(`fallback from ${failure.version} to ${usedVersion}`),
  });
  expect(loaded).toBe('page v1');
  expect(reports).toEqual(['failure v2', 'fallback from v2 to v1']);
});

test('a URL inside the release store names the version that failed; other URLs leave it to the release loaded', () => {
  const error = (url: string, version: string) => new AreaLoadError('public', 'error', url, version);
  expect(chargedTo(error('/releases/public/v2/src_pages_Home.js', 'v1'), 'v1').version).toBe('v2');
  expect(chargedTo(error('https://cdn.example/releases/public/v2/remoteEntry.js', 'v1'), 'v1').version).toBe('v2');
  expect(chargedTo(error('/releases/owner/v9/remoteEntry.js', 'v1'), 'v2').version).toBe('v2');
  expect(chargedTo(error('remote_public/Home', 'v1'), 'v2').version).toBe('v2');
  const unchanged = error('/releases/public/v2/remoteEntry.js', 'v2');
  expect(chargedTo(unchanged, 'v2')).toBe(unchanged);
});

test('with no release to fall back to, the failure is left to the boundary to report, once', async () => {
  const area = failingArea();
  await expect(loadWithFallback({ ...release, previous: null }, area.healing)).rejects.toMatchObject({ version: 'v2' });
  expect(area.failures).toEqual([]);
});
