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

/** How one ask works its answer out, and whether that answer may be reused. */
interface Asked<T> {
  work: () => Promise<T>;
  keep: (answer: T) => boolean;
}

/** An answer `keep` refused: given to those who asked, never stored. */
class Refused<T> extends Error {
  constructor(readonly answer: T) {
    super('answer not kept');
  }
}

/**
 * Answers reused for a moment, and shared by those who ask while one is being worked out: under
 * load a busy page or read is worked out about once per `ttlMs`, not once per visitor, and a burst
 * of visitors waits for one piece of work, not a queue of them. This is lru-cache's own
 * stale-while-revalidate (`fetch` with `allowStale`): once `ttlMs` has passed, the next ask starts
 * the next answer in the background and is still given the one before, as is everyone until the new
 * one is there, but never an answer older than twice `ttlMs`. Never across a change of the site's
 * data made through this server (`dataVersion`); another server's change shows within twice
 * `ttlMs`. An answer `keep` refuses (a fallback, a failure) is not reused, nor is a promise that
 * rejects; either leaves the answer before it in place.
 */
export function momentCache<T extends object | null>(options: MomentCacheOptions) {
  const answers = new LRUCache<string, { answer: T }, Asked<T>>({
    max: options.max,
    ttl: Math.max(options.ttlMs, 1),
    allowStale: true,
    // A refused or failed next answer leaves the one before.
    noDeleteOnFetchRejection: true,
    // The clock is read on every look-up rather than cached for a millisecond (lru-cache's default).
    ttlResolution: 0,
    ...(options.now && { perf: { now: options.now } }),
    fetchMethod: async (_id, _stale, { context }) => {
      const answer = await context.work();
      if (!context.keep(answer)) throw new Refused(answer);
      return { answer };
    },
  });

  return {
    async get(key: string, work: () => Promise<T>, keep: (answer: T) => boolean = () => true): Promise<T> {
      if (options.ttlMs <= 0) return work();
      const id = `${options.dataVersion()} ${key}`;
      try {
        // Past twice its time an answer is no longer given: the next one is waited for.
        const box = await answers.fetch(id, { context: { work, keep }, allowStale: answers.getRemainingTTL(id) > -options.ttlMs });
        if (box === undefined) throw new Error(`No answer was worked out for ${key}`);
        return box.answer;
      } catch (error) {
        if (error instanceof Refused) return (error as Refused<T>).answer;
        throw error;
      }
    },
  };
}

export type MomentCache<T extends object | null> = ReturnType<typeof momentCache<T>>;
