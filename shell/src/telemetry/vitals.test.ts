import { createMemoryRouter } from 'react-router-dom';
import type { VitalsReport } from '@ceylon/shared/contracts';
import type { AreaRelease } from '../federation/release-manifest';
import { pageTimeline } from './page-timeline';
import { vitalSample } from './vital-sample';
import { vitalsBeacon } from './vitals-beacon';

const releases: Record<string, AreaRelease> = {
  public: { name: 'remote_public', version: '2026-01-01T00-00-00Z-aaaaaaaa', entry: '/releases/public/a/remoteEntry.js', previous: null },
  customer: {
    name: 'remote_customer',
    version: '2026-01-02T00-00-00Z-bbbbbbbb',
    entry: '/releases/customer/b/remoteEntry.js',
    previous: null,
  },
};
const releaseOf = (area: string) => releases[area];

/** The site's routes as the shell's router holds them: page paths from the route table inside the layout. */
function siteRouter(start: string) {
  const pages = ['/', '/about', '/hotels/:id', '/browse-hotels'].map((path) => ({ path, element: null }));
  return createMemoryRouter([{ children: [...pages, { path: '*', element: null }] }], { initialEntries: [start] });
}

const metric = (name: string, value: number, ...times: number[]) => ({
  name: name as 'LCP',
  value,
  entries: times.map((startTime) => ({ startTime }) as PerformanceEntry),
});

test('each metric is tagged with the route pattern, area and version of the page it happened on, never the address', async () => {
  let clock = 0;
  const router = siteRouter('/hotels/8f14e45f-ceea-467f-a0e6-9f3a1c1e5a9b?guests=2');
  const pages = pageTimeline(router, () => clock);
  clock = 5_000;
  await router.navigate('/browse-hotels?place=Kandy');
  clock = 9_000;
  await router.navigate('/no-such-page');

  // The LCP of the first page, an interaction on the second, and CLS with no shift, reported now.
  expect(vitalSample(metric('LCP', 1834.5, 1834.5), pages, releaseOf, clock)).toEqual({
    metric: 'LCP',
    value: 1834.5,
    area: 'customer',
    version: releases.customer?.version,
    route: '/hotels/:id',
  });
  expect(vitalSample(metric('INP', 96, 6_000), pages, releaseOf, clock)).toMatchObject({ area: 'customer', route: '/browse-hotels' });
  expect(vitalSample(metric('CLS', 0), pages, releaseOf, clock)).toEqual({ metric: 'CLS', value: 0, area: 'shell', route: '*' });
  pages.stop();
});

test("a page of the public area carries public's release; an area with no release on this page or another metric gives nothing", () => {
  const pages = pageTimeline(siteRouter('/about'), () => 0);
  expect(vitalSample(metric('CLS', 0.01, 10), pages, releaseOf, 10)).toMatchObject({ area: 'public', version: releases.public?.version });
  expect(vitalSample(metric('LCP', 900, 10), pages, () => undefined, 10)).toBeNull();
  expect(vitalSample(metric('TTFB', 90, 10), pages, releaseOf, 10)).toBeNull();
});

test('the metrics of a page view leave in one report when the page is hidden, each once', () => {
  const sent: VitalsReport[] = [];
  const beacon = vitalsBeacon((report) => sent.push(report));
  const lcp = { metric: 'LCP', value: 1200, area: 'public', version: 'v', route: '/' } as const;
  const cls = { metric: 'CLS', value: 0.01, area: 'public', version: 'v', route: '/' } as const;
  beacon.flush();
  expect(sent).toEqual([]);
  beacon.add('v5-lcp', lcp);
  beacon.add('v5-cls', cls);
  beacon.flush();
  // Visible again, then hidden again: web-vitals reports CLS anew, but it was counted already.
  beacon.add('v5-cls', { ...cls, value: 0.2 });
  beacon.flush();
  expect(sent).toEqual([{ samples: [lcp, cls] }]);
});

describe('sending', () => {
  const report = { samples: [{ metric: 'LCP', value: 1200, area: 'shell', route: '*' }] } as const;
  const original = { sendBeacon: navigator.sendBeacon, fetch: globalThis.fetch };
  afterEach(() => {
    Object.assign(navigator, { sendBeacon: original.sendBeacon });
    globalThis.fetch = original.fetch;
  });

  test('goes as a beacon to /vitals, and with fetch keepalive when the browser refuses the beacon', async () => {
    const beacons: [string, string][] = [];
    const fetched: [string, RequestInit | undefined][] = [];
    let accept = true;
    Object.assign(navigator, {
      sendBeacon: (url: string, body: string) => {
        beacons.push([url, body]);
        return accept;
      },
    });
    globalThis.fetch = (async (url: string, init?: RequestInit) => {
      fetched.push([url, init]);
      return new Response(null, { status: 204 });
    }) as typeof fetch;

    const beacon = vitalsBeacon();
    beacon.add('a', report.samples[0]);
    beacon.flush();
    expect(beacons).toEqual([['/vitals', JSON.stringify(report)]]);
    expect(fetched).toEqual([]);

    accept = false;
    beacon.add('b', report.samples[0]);
    beacon.flush();
    expect(fetched).toEqual([['/vitals', expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify(report) })]]);
  });
});
