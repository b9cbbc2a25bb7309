// The timer of a background worker that works in passes (the mail outbox, calendar sync): one pass
// at a time in this process, the next one at once when the last had more to do, after `pollMs`
// otherwise; a failed pass is logged and the loop goes on. Stopping waits for the pass under way.
export interface PollingLoopOptions<T> {
  /** One pass; it may read `stopping` to end early. */
  pass: () => Promise<T>;
  /** Between passes; 0: no timer, passes only through runOnce(). */
  pollMs: number;
  /** Whether the pass's result means more is due now. */
  moreDue: (result: T) => boolean;
  onError: (error: unknown) => void;
}

export interface PollingLoop<T> {
  /** One pass; a call during a pass waits for it and runs its own. */
  runOnce(): Promise<T>;
  start(): void;
  stop(): Promise<void>;
  readonly stopping: boolean;
}

export function createPollingLoop<T>({ pass, pollMs, moreDue, onError }: PollingLoopOptions<T>): PollingLoop<T> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;
  let stopping = false;

  async function runOnce(): Promise<T> {
    while (running) await running.catch(() => undefined);
    const current = pass();
    running = current;
    try {
      return await current;
    } finally {
      running = undefined;
    }
  }

  function schedule(delay: number): void {
    if (stopping || pollMs === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      runOnce().then(
        (result) => schedule(moreDue(result) ? 0 : pollMs),
        (error: unknown) => {
          onError(error);
          schedule(pollMs);
        },
      );
    }, delay);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      stopping = false;
      schedule(0);
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      while (running) await running.catch(() => undefined);
    },
    get stopping() {
      return stopping;
    },
  };
}
