import type { HistoryEntry, LoadFailure, ReleaseInfo } from '../store';
import type { VitalRecord } from '../store/vitals';
import { appListing, canarySummary, collectVitals, countLoadFailures, p75, recentChanges, versionRows, vitalCell } from './releases-table';

const failure = (version: string, type: string, at: string, browser = 'b1'): LoadFailure => ({
  area: 'public',
  version,
  type,
  url: '',
  message: '',
  at,
  browser,
});
const info = (version: string): ReleaseInfo => ({
  app: 'public',
  version,
  contentHash: 'x',
  storedAt: '2026-11-21T06:00:00.000Z',
  fileCount: 3,
  bytes: 2048,
});

const header = [
  '',
  'version',
  'stored',
  'size',
  'load failures',
  'fallbacks',
  'server fallbacks',
  'browsers',
  'last failure',
  'LCP p75 (n)',
  'INP p75 (n)',
  'CLS p75 (n)',
];
const noVitals = ['—', '—', '—'];

test('the table marks active and previous and counts recent failures and fallbacks per version', () => {
  const counts = countLoadFailures(
    [
      failure('v2', 'missing', '2026-11-21T07:00:00.000Z'),
      failure('v2', 'fallback', '2026-11-21T07:00:01.000Z'),
      failure('v2', 'missing', '2026-11-21T07:00:02.000Z', 'b2'),
      failure('v2', 'timeout', '2026-11-20T00:00:00.000Z', 'b3'), // before the window
      failure('v1', 'error', '2026-11-21T08:00:00.000Z'),
    ],
    new Date('2026-11-21T00:00:00Z'),
  );
  const rows = versionRows('public', [info('v3'), info('v2'), info('v1')], { public: 'v2' }, { public: 'v1' }, counts);
  expect(rows).toEqual([
    header,
    ['', 'v3', '2026-11-21 06:00:00Z', '2 KiB', '0', '0', '0', '0', '', ...noVitals],
    ['* active', 'v2', '2026-11-21 06:00:00Z', '2 KiB', '2', '1', '0', '2', '2026-11-21 07:00:02Z', ...noVitals],
    ['  previous', 'v1', '2026-11-21 06:00:00Z', '2 KiB', '1', '0', '0', '1', '2026-11-21 08:00:00Z', ...noVitals],
  ]);
});

test('an active version whose files are gone still shows, with its failures', () => {
  const counts = countLoadFailures([failure('v2', 'missing', '2026-11-21T07:00:00.000Z')], new Date('2026-11-21T00:00:00Z'));
  expect(versionRows('public', [info('v1')], { public: 'v2' }, { public: 'v1' }, counts)).toEqual([
    header,
    ['* active', 'v2', 'files missing', '', '1', '0', '0', '1', '2026-11-21 07:00:00Z', ...noVitals],
    ['  previous', 'v1', '2026-11-21 06:00:00Z', '2 KiB', '0', '0', '0', '0', '', ...noVitals],
  ]);
});

test('an active version whose files are gone gets its row even when no version is stored at all', () => {
  const counts = countLoadFailures([failure('v2', 'missing', '2026-11-21T07:00:00.000Z')], new Date('2026-11-21T00:00:00Z'));
  expect(appListing('public', [], { public: 'v2' }, {}, counts, [], 3).table).toEqual([
    header,
    ['* active', 'v2', 'files missing', '', '1', '0', '0', '1', '2026-11-21 07:00:00Z', ...noVitals],
  ]);
  expect(appListing('public', [], {}, {}, counts, [], 3).table).toBeNull();
});

test('lines from before browsers were told apart count as reports but not as browsers', () => {
  const old: LoadFailure = { area: 'public', version: 'v1', type: 'fallback', url: '', message: '', at: '2026-11-21T07:00:00.000Z' };
  const count = countLoadFailures([old, failure('v1', 'fallback', '2026-11-21T07:00:01.000Z')], new Date(0)).get('public/v1');
  expect({ fallbacks: count?.fallbacks, browsers: count?.browsers.size }).toEqual({ fallbacks: 2, browsers: 1 });
});

test("an app's last changes, newest first, with the command that made each", () => {
  const history: HistoryEntry[] = [
    { app: 'public', from: null, to: 'v1', at: '2026-11-21T06:00:00.000Z', command: 'npm start' },
    { app: 'admin', from: null, to: 'a1', at: '2026-11-21T06:00:00.000Z', command: 'npm start' },
    { app: 'public', from: 'v1', to: 'v2', at: '2026-11-21T07:00:00.000Z', command: 'release public' },
    { app: 'public', from: 'v2', to: 'v1', at: '2026-11-21T08:00:00.000Z', command: 'rollback public' },
  ];
  expect(recentChanges('public', history, 2)).toEqual([
    '2026-11-21 08:00:00Z  v2 → v1  (rollback public)',
    '2026-11-21 07:00:00Z  v1 → v2  (release public)',
  ]);
});

describe('canaries', () => {
  const canaries = { public: { version: 'v3', percent: 10, since: '2026-11-21T06:30:00.000Z' } };

  test('the table marks the canary and its share beside the active version', () => {
    const counts = countLoadFailures([failure('v3', 'error', '2026-11-21T07:00:00.000Z')], new Date('2026-11-21T00:00:00Z'));
    const rows = versionRows('public', [info('v3'), info('v2')], { public: 'v2' }, {}, counts, canaries);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[7]])).toEqual([
      ['~ canary 10%', 'v3', '1'],
      ['* active 90%', 'v2', '0'],
    ]);
  });

  test('a summary compares the browsers failing on the canary since it started with the stable ones', () => {
    const failures = [
      failure('v3', 'error', '2026-11-21T07:00:00.000Z', 'b1'),
      failure('v3', 'fallback', '2026-11-21T07:00:01.000Z', 'b1'),
      failure('v3', 'error', '2026-11-21T07:00:02.000Z', 'b2'),
      failure('v2', 'error', '2026-11-21T06:00:00.000Z', 'b3'), // before the canary
      failure('v2', 'error', '2026-11-21T07:00:00.000Z', 'b4'),
    ];
    expect(canarySummary('public', canaries, { public: 'v2' }, failures)).toBe(
      'canary v3 for 10% of browsers since 2026-11-21 06:30:00Z: 2 browsers failed to load it, 1 failed on v2 (90%)',
    );
    expect(canarySummary('public', {}, { public: 'v2' }, failures)).toBeNull();
  });

  test('the last changes say what happened to a canary, an automatic abort with its reason', () => {
    const at = '2026-11-21T06:00:00.000Z';
    const history: HistoryEntry[] = [
      { app: 'public', from: 'v2', to: 'v3', at, command: 'release public --canary 10', canary: 'start', percent: 10 },
      {
        app: 'public',
        from: 'v2',
        to: 'v3',
        at,
        command: 'web server (automatic abort)',
        canary: 'abort',
        reason: 'aborted automatically: 9 of 30 browsers failed to load v3 against 0 of 270 on v2',
      },
      { app: 'public', from: 'v2', to: 'v4', at, command: 'release public --canary 5', canary: 'start', percent: 5 },
      { app: 'public', from: 'v2', to: 'v4', at, command: 'promote public', canary: 'promote' },
    ];
    expect(recentChanges('public', history, 4)).toEqual([
      '2026-11-21 06:00:00Z  v2 → v4 (canary promoted)  (promote public)',
      '2026-11-21 06:00:00Z  canary v4 for 5% beside v2  (release public --canary 5)',
      '2026-11-21 06:00:00Z  canary v3 aborted automatically: 9 of 30 browsers failed to load v3 against 0 of 270 on v2; v2 for all  (web server (automatic abort))',
      '2026-11-21 06:00:00Z  canary v3 for 10% beside v2  (release public --canary 10)',
    ]);
  });
});

describe('vitals', () => {
  test('p75 is the nearest-rank 75th percentile: the smallest value at least three quarters of the samples are at or below', () => {
    expect(p75([])).toBeNull();
    expect(p75([5])).toBe(5);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([1, 2, 3, 4, 5])).toBe(4);
    expect(p75(Array.from({ length: 100 }, (_, n) => 100 - n))).toBe(75);
    // Numbers, not text: 900 is below 1200.
    expect(p75([1200, 900, 300, 100])).toBe(900);
  });

  test('a cell shows the p75 with its sample count, and "—" with fewer than ten samples', () => {
    const ten = [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000.4];
    expect(vitalCell('LCP', ten)).toBe('800 ms (10)');
    expect(vitalCell('INP', [40.4, ...ten.slice(1)])).toBe('800 ms (10)');
    expect(vitalCell('CLS', [0, 0, 0, 0, 0, 0, 0, 0.05, 0.1, 0.25])).toBe('0.050 (10)');
    expect(vitalCell('LCP', ten.slice(1))).toBe('— (9)');
    expect(vitalCell('LCP', [])).toBe('—');
    expect(vitalCell('LCP')).toBe('—');
  });

  test('each version shows its own p75 beside its failures, counted over the window only', () => {
    const sample = (version: string, metric: VitalRecord['metric'], value: number, at = '2026-11-21T07:00:00.000Z'): VitalRecord => ({
      area: 'public',
      version,
      route: '/',
      metric,
      value,
      at,
    });
    const records = [
      ...Array.from({ length: 12 }, (_, n) => sample('v2', 'LCP', 1000 + 100 * n)),
      ...Array.from({ length: 12 }, (_, n) => sample('v3', 'LCP', 3000 + 100 * n)),
      ...Array.from({ length: 12 }, () => sample('v3', 'LCP', 100, '2026-11-20T00:00:00.000Z')), // before the window
      sample('v3', 'INP', 80),
      ...Array.from({ length: 10 }, () => sample('v3', 'CLS', 0.01)),
      { ...sample('v3', 'LCP', 1), area: 'customer' }, // another app's version of that name
    ];
    const vitals = collectVitals(records, new Date('2026-11-21T00:00:00Z'));
    const rows = versionRows('public', [info('v3'), info('v2')], { public: 'v3' }, { public: 'v2' }, new Map(), {}, vitals);
    expect(rows.map((row) => [row[1], ...row.slice(-3)])).toEqual([
      ['version', 'LCP p75 (n)', 'INP p75 (n)', 'CLS p75 (n)'],
      ['v3', '3800 ms (12)', '— (1)', '0.010 (10)'],
      ['v2', '1800 ms (12)', '—', '—'],
    ]);
  });
});

test('pages the server left to the browser count per version in a column of their own, not as load failures', () => {
  const counts = countLoadFailures(
    [failure('v2', 'server-render', '2026-11-21T07:00:00.000Z'), failure('v2', 'server-render', '2026-11-21T07:01:00.000Z')],
    new Date('2026-11-21T00:00:00Z'),
  );
  expect(versionRows('public', [info('v2')], { public: 'v2' }, {}, counts)[1]).toEqual([
    '* active',
    'v2',
    '2026-11-21 06:00:00Z',
    '2 KiB',
    '0',
    '0',
    '2',
    '0',
    '',
    ...noVitals,
  ]);
});
