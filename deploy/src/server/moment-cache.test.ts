import { momentCache } from './moment-cache';

/** Lets work started in the background finish and be stored. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

function setUp(ttlMs = 1000) {
  let clock = 1_000_000;
  let data = 0;
  const cache = momentCache<{ n: number } | null>({ ttlMs, max: 2, dataVersion: () => data, now: () => clock });
  let works = 0;
  const work = async () => ({ n: ++works });
  return { cache, work, works: () => works, tick: (ms: number) => (clock += ms), write: () => (data += 1) };
}

test('an answer is reused within the time and shared while it is worked out', async () => {
  const { cache, work, works, tick } = setUp();
  const answers = await Promise.all([cache.get('a', work), cache.get('a', work), cache.get('a', work)]);
  expect(answers).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
  tick(1000);
  expect(await cache.get('a', work)).toEqual({ n: 1 });
  tick(1);
  // Past its time it is still given, once more and while the next is worked out in the background.
  expect(await cache.get('a', work)).toEqual({ n: 1 });
  expect(works()).toBe(2);
  await settled();
  expect(await cache.get('a', work)).toEqual({ n: 2 });
  expect(works()).toBe(2);
});

test('no one waits for the next answer while the one before is known, and only one is worked out', async () => {
  const { cache, tick } = setUp();
  let finish = (_answer: { n: number }) => {};
  let started = 0;
  const slow = () => new Promise<{ n: number }>((resolve) => ((finish = resolve), (started += 1)));
  const first = cache.get('a', slow);
  finish({ n: 1 });
  await first;
  tick(1001);
  expect(await cache.get('a', slow)).toEqual({ n: 1 });
  expect(await cache.get('a', slow)).toEqual({ n: 1 });
  finish({ n: 2 });
  await settled();
  expect(await cache.get('a', slow)).toEqual({ n: 2 });
  expect(started).toBe(2);
});

test('an answer is never given once twice its time has passed: the next is waited for', async () => {
  const { cache, work, tick } = setUp();
  await cache.get('a', work);
  tick(2001);
  expect(await cache.get('a', work)).toEqual({ n: 2 });
});

test('a next answer that keep refuses leaves the one before, and is tried again on the next ask', async () => {
  const { cache, work, tick } = setUp();
  await cache.get('a', work);
  tick(1001);
  const refused = async () => null;
  expect(await cache.get('a', refused, (answer) => answer !== null)).toEqual({ n: 1 });
  await settled();
  expect(await cache.get('a', work)).toEqual({ n: 1 });
  await settled();
  expect(await cache.get('a', work)).toEqual({ n: 2 });
});

test('a change of the data ends every reuse at once', async () => {
  const { cache, work, write } = setUp();
  await cache.get('a', work);
  write();
  expect(await cache.get('a', work)).toEqual({ n: 2 });
});

test('answers that keep refuses, and failures, are worked out again', async () => {
  const { cache, work } = setUp();
  expect(
    await cache.get(
      'a',
      async () => null,
      (answer) => answer !== null,
    ),
  ).toBeNull();
  expect(await cache.get('a', work)).toEqual({ n: 1 });
  await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  expect(await cache.get('b', work)).toEqual({ n: 2 });
});

test('at most `max` answers are kept, the least recently used let go', async () => {
  const { cache, work } = setUp();
  await cache.get('a', work);
  await cache.get('b', work);
  await cache.get('a', work);
  await cache.get('c', work);
  expect(await cache.get('a', work)).toEqual({ n: 1 });
  expect(await cache.get('b', work)).toEqual({ n: 4 });
});

test('with no time to keep answers, each is worked out afresh', async () => {
  const { cache, work } = setUp(0);
  await cache.get('a', work);
  expect(await cache.get('a', work)).toEqual({ n: 2 });
});
