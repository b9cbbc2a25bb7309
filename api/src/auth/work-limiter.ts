// A counting semaphore with a bounded queue. argon2 runs on libuv's thread pool; without a cap a
// login flood keeps every core busy hashing and reads wait behind it (issue #10, item 6).

/** Thrown at once when every slot is busy and the queue is full: the caller answers 429. */
export class BusyError extends Error {
  constructor() {
    super('The server is busy, please try again in a few seconds');
    this.name = 'BusyError';
  }
}

export class WorkLimiter {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly maxQueue: number,
  ) {}

  /** Runs `work` when a slot is free; rejects with BusyError when the queue is full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxQueue) throw new BusyError();
      // The slot is handed over by release(), so `running` already counts this task.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
