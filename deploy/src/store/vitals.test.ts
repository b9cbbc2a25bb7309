import { appendFile, stat } from 'node:fs/promises';
import { storeLayout } from './layout';
import { tempDir } from './testing/fake-dist';
import { appendVitals, readVitals, type VitalRecord } from './vitals';

const sample = (n: number): VitalRecord => ({
  area: 'public',
  version: '2026-01-01T00-00-00Z-aaaaaaaa',
  route: '/about',
  metric: 'LCP',
  value: n,
  at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
});

test('a page view is appended in one write and read back oldest first; a torn line is skipped', async () => {
  const layout = storeLayout(await tempDir('vitals-small'));
  await appendVitals(layout, [sample(1), { ...sample(2), metric: 'INP' }, { ...sample(3), metric: 'CLS', value: 0.05 }]);
  await appendFile(layout.vitalsFile, '{"area":"public","vers');
  await appendVitals(layout, [sample(4)]);
  expect((await readVitals(layout)).map(({ metric, value }) => `${metric} ${value}`)).toEqual(['LCP 1', 'INP 2', 'CLS 0.05']);
});

test('past its size limit the ledger keeps its newer half and loses no append in between', async () => {
  const layout = storeLayout(await tempDir('vitals-bound'));
  const maxBytes = 4096;
  // All at once, as beacons from many browsers arrive.
  await Promise.all(Array.from({ length: 150 }, (_, n) => appendVitals(layout, [sample(2 * n), sample(2 * n + 1)], maxBytes)));
  expect((await stat(layout.vitalsFile)).size).toBeLessThanOrEqual(maxBytes);
  const kept = (await readVitals(layout)).map((record) => record.value);
  expect(kept.at(-1)).toBe(299);
  expect(kept.length).toBeGreaterThan(10);
  expect(kept).toEqual(Array.from({ length: kept.length }, (_, i) => 300 - kept.length + i));
});

test('no ledger yet reads as no samples', async () => {
  expect(await readVitals(storeLayout(await tempDir('vitals-none')))).toEqual([]);
});
