import { readFile, stat } from 'node:fs/promises';
import { appendLoadFailure, readLoadFailures } from './load-failures';
import { storeLayout } from './layout';
import { tempDir } from './testing/fake-dist';

const failure = (n: number) => ({
  area: 'public',
  version: '2026-01-01T00-00-00Z-aaaaaaaa',
  type: 'missing',
  url: '/releases/public/x.js',
  message: `failure ${n}`,
  at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
  browser: `browser${String(n).padStart(9, '0')}`,
});

test('past its size limit the ledger keeps its newer half, whole lines only, and loses no append in between', async () => {
  const layout = storeLayout(await tempDir('ledger-bound'));
  const maxBytes = 2048;
  // All at once, as reports from many browsers arrive.
  await Promise.all(Array.from({ length: 200 }, (_, n) => appendLoadFailure(layout, failure(n), maxBytes)));

  expect((await stat(layout.loadFailuresFile)).size).toBeLessThanOrEqual(maxBytes);
  const text = await readFile(layout.loadFailuresFile, 'utf8');
  const lines = text.split('\n').filter((line) => line !== '');
  expect(lines.length).toBe((await readLoadFailures(layout)).length); // every line parses
  const kept = (await readLoadFailures(layout)).map((line) => Number(line.message.split(' ')[1]));
  // The newest report is there, and what is kept is one unbroken run up to it.
  expect(kept.at(-1)).toBe(199);
  expect(kept).toEqual(Array.from({ length: kept.length }, (_, i) => 200 - kept.length + i));
});

test('under the limit nothing is dropped', async () => {
  const layout = storeLayout(await tempDir('ledger-small'));
  for (let n = 0; n < 10; n += 1) await appendLoadFailure(layout, failure(n));
  expect((await readLoadFailures(layout)).map((line) => line.message)).toEqual(Array.from({ length: 10 }, (_, n) => `failure ${n}`));
});
