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

interface Entry<T> {
  answer: Promise<T>;
  /** When it was worked out. */
  at: number;
  /** It, or the next answer in the background, is being worked out. */
  busy: boolean;
}

/**
 * Answers reused for a moment, and shared by those who ask while one is being worked out: under
 * load a busy page or read is worked out about once per `ttlMs`, not once per visitor, and a burst
 * of visitors waits for one piece of work, not a queue of them. Once `ttlMs` has passed, the next
 * ask starts the next answer in the background and is still given the one before, as is everyone
 * until the new one is there — so no visitor waits for the work while one is known — but never an
 * answer older than twice `ttlMs`. Never across a change of the site's data made through this
 * server (`dataVersion`); another server's change shows within twice `ttlMs`. An answer `keep`
 * refuses (a fallback, a failure) is not reused, nor is a promise that rejects.
 */
export function momentCache<T extends object | null>(options: MomentCacheOptions) {
  const now = options.now ?? (() => performance.now());
  const answers = new LRUCache<string, Entry<T>>({
    max: options.max,
    // An answer past its time is still given while the next is worked out, for one more `ttlMs` at most.
    ttl: Math.max(options.ttlMs * 2, 1),
    // The clock is read on every look-up rather than cached for a millisecond (lru-cache's default).
    ttlResolution: 0,
    ...(options.now && { perf: { now: options.now } }),
  });

  /** Works out an answer; it is kept (replacing `id`'s entry) once it is there and `keep` takes it. */
  function workOut(id: string, work: () => Promise<T>, keep: (answer: T) => boolean): Entry<T> {
    const entry: Entry<T> = { answer: work(), at: now(), busy: true };
    entry.answer.then(
      (answer) => {
        Object.assign(entry, { at: now(), busy: false });
        if (!keep(answer)) forget(id, entry);
      },
      () => forget(id, entry),
    );
    return entry;
  }

  function forget(id: string, entry: Entry<T>) {
    if (answers.peek(id) === entry) answers.delete(id);
  }

  /** The next answer for a stale `entry`, worked out while `entry` is still given; it replaces it only when kept. */
  function refresh(id: string, entry: Entry<T>, work: () => Promise<T>, keep: (answer: T) => boolean) {
    entry.busy = true;
    const next = work();
    next.then(
      (answer) => {
        if (keep(answer) && answers.peek(id) === entry) answers.set(id, { answer: next, at: now(), busy: false });
        else entry.busy = false;
      },
      () => (entry.busy = false),
    );
  }

  return {
    get(key: string, work: () => Promise<T>, keep: (answer: T) => boolean = () => true): Promise<T> {
      if (options.ttlMs <= 0) return work();
      const id = `${options.dataVersion()} ${key}`;
      const known = answers.get(id);
      if (known) {
        if (!known.busy && now() - known.at > options.ttlMs) refresh(id, known, work, keep);
        return known.answer;
      }
      const entry = workOut(id, work, keep);
      answers.set(id, entry);
      return entry.answer;
    },
  };
}

export type MomentCache<T extends object | null> = ReturnType<typeof momentCache<T>>;
