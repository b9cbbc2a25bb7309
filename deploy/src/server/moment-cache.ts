import { LRUCache } from 'lru-cache';

export interface MomentCacheOptions {
  /** How long an answer is reused; 0 computes every one afresh. */
  ttlMs: number;
  /** A number that changes whenever the site's data may have: an answer computed before it changed is not reused. */
  dataVersion: () => number;
  /** Answers kept at once, the least recently used let go first. */
  max: number;
  /** The clock the reuse time is read from, in milliseconds (tests move it). */
  now?: () => number;
}

/**
 * Answers reused for a moment, and shared by those who ask while one is being worked out: under
 * load a busy page or read is worked out about once per `ttlMs`, not once per visitor, and a burst
 * of visitors waits for one piece of work, not a queue of them. Never across a change of the site's
 * data made through this server (`dataVersion`); another server's change shows within `ttlMs`.
 * An answer `keep` refuses (a fallback, a failure) is not reused, nor is a promise that rejects.
 */
export function momentCache<T extends object | null>(options: MomentCacheOptions) {
  const answers = new LRUCache<string, Promise<T>>({
    max: options.max,
    ttl: Math.max(options.ttlMs, 1),
    // The clock is read on every look-up rather than cached for a millisecond (lru-cache's default).
    ttlResolution: 0,
    ...(options.now && { perf: { now: options.now } }),
  });

  function forget(id: string, pending: Promise<T>) {
    if (answers.peek(id) === pending) answers.delete(id);
  }

  return {
    get(key: string, work: () => Promise<T>, keep: (answer: T) => boolean = () => true): Promise<T> {
      if (options.ttlMs <= 0) return work();
      const id = `${options.dataVersion()} ${key}`;
      const known = answers.get(id);
      if (known) return known;
      const pending = work();
      answers.set(id, pending);
      pending.then(
        (answer) => keep(answer) || forget(id, pending),
        () => forget(id, pending),
      );
      return pending;
    },
  };
}

export type MomentCache<T extends object | null> = ReturnType<typeof momentCache<T>>;
