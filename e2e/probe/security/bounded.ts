// Every loop of the probe is bounded twice: by a count and by a deadline, so it stops by itself.

/** Runs `task(0…count-1)` with `concurrency` at a time; stops starting new ones after `deadline` (ms since epoch). */
export async function runBounded(
  count: number,
  concurrency: number,
  deadline: number,
  task: (index: number) => Promise<void>,
): Promise<{ done: number; stoppedEarly: boolean }> {
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < count && Date.now() < deadline) {
      const index = next++;
      await task(index);
      done++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return { done, stoppedEarly: done < count };
}

/** Repeats `task` on `workers` parallel loops until `until` (ms since epoch) or `maxEach` rounds each. */
export async function repeatUntil(
  until: number,
  workers: number,
  maxEach: number,
  task: (worker: number, round: number) => Promise<void>,
): Promise<void> {
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let round = 0; round < maxEach && Date.now() < until; round++) await task(worker, round);
    }),
  );
}

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
