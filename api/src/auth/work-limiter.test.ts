import { BusyError, WorkLimiter } from './work-limiter';

/** A task that runs until released, recording how many run at once. */
function gatedTasks() {
  let running = 0;
  let most = 0;
  const gates: Array<() => void> = [];
  const task = () =>
    new Promise<void>((resolve) => {
      running += 1;
      most = Math.max(most, running);
      gates.push(() => {
        running -= 1;
        resolve();
      });
    });
  return { task, gates, most: () => most, running: () => running };
}

describe('work limiter', () => {
  it('runs at most `concurrency` tasks at once, the rest in turn', async () => {
    const limiter = new WorkLimiter(2, 10);
    const { task, gates, most } = gatedTasks();
    const all = Promise.all(Array.from({ length: 6 }, () => limiter.run(task)));
    // Release whatever is running until everything has run.
    let released = 0;
    while (released < 6) {
      await new Promise((resolve) => setImmediate(resolve));
      const gate = gates.shift();
      if (gate) {
        gate();
        released += 1;
      }
    }
    await all;
    expect(most()).toBe(2);
  });

  it('refuses at once when the queue is full, and takes work again once it drains', async () => {
    const limiter = new WorkLimiter(1, 1);
    const { task, gates } = gatedTasks();
    const first = limiter.run(task);
    const second = limiter.run(task);
    await expect(limiter.run(task)).rejects.toBeInstanceOf(BusyError);
    await new Promise((resolve) => setImmediate(resolve));
    gates.shift()?.();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    gates.shift()?.();
    await second;
    await expect(limiter.run(async () => 'done')).resolves.toBe('done');
  });

  it('frees the slot when a task fails', async () => {
    const limiter = new WorkLimiter(1, 0);
    await expect(limiter.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run(async () => 'next')).resolves.toBe('next');
  });
});
