// A concurrency cap with a bounded queue. argon2 runs on libuv's thread pool; without a cap a
// login flood keeps every core busy hashing and reads wait behind it. p-limit
// runs `concurrency` tasks at once and queues the rest; the bound on its queue is ours, so a flood
// is told "busy" at once instead of waiting in an ever longer line (docs/decisions/0021).
import pLimit, { type LimitFunction } from 'p-limit';

/** Thrown at once when every slot is busy and the queue is full: the caller answers 429. */
export class BusyError extends Error {
  constructor() {
    super('The server is busy, please try again in a few seconds');
    this.name = 'BusyError';
  }
}

export class WorkLimiter {
  private readonly limit: LimitFunction;

  constructor(
    readonly concurrency: number,
    readonly maxQueue: number,
  ) {
    this.limit = pLimit(concurrency);
  }

  /** Runs `work` when a slot is free; rejects with BusyError when the queue is full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    // Running and waiting together: p-limit moves a task from one count to the other at once.
    if (this.limit.activeCount + this.limit.pendingCount >= this.concurrency + this.maxQueue) throw new BusyError();
    return this.limit(work);
  }
}
