import { isClientErrorReport } from '@ceylon/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { areas, type Area } from '../apps';
import { browserDigest, readBrowserId } from './browser-id';
import { minuteLimit } from './minute-limit';
import { isVersion, type LoadFailure, type ReleaseStore } from '../store';

/** Where browsers report an area they could not load; the API owns and validates the route. */
const reportRoute = /^\/api\/client-errors\/?$/;

export interface LedgerLimits {
  /** One line per (area, version, type, browser) in this long. */
  repeatWindowMs: number;
  /** Lines one address may add per minute, whatever browser ids it presents. */
  perAddressPerMinute: number;
  /** Size past which the ledger keeps its newer half. */
  maxBytes?: number;
}

export const defaultLedgerLimits: LedgerLimits = { repeatWindowMs: 3_600_000, perAddressPerMinute: 10 };

/**
 * Copies reports the API accepted at `POST /api/client-errors` into the store's ledger, so
 * `npm run releases` can show failures per version while the API's own database is in use.
 * A hook on the host rather than a change to the API: the API stays unaware of the release store.
 *
 * The ledger is what operators roll back on, so it records only what a browser could not forge
 * cheaply: a version really stored for that area, from a browser holding the site's signed id
 * (`request.verifiedBrowser`), once per window for each thing it reports, and a few lines a minute
 * per address at most. Everything else stays in the API's table only.
 */
export function loadFailureLedger(
  app: FastifyInstance,
  store: ReleaseStore,
  limits: LedgerLimits = defaultLedgerLimits,
  /** Told after each line written (the canary monitor re-checks then). */
  onRecorded?: (failure: LoadFailure) => void,
) {
  const knownVersion = storedVersions(store);
  const repeats = new ExpiringKeys();
  const addresses = minuteLimit(app, limits.perAddressPerMinute);

  // Runs after @fastify/cookie's parsing hook (registered first), before any API route.
  app.decorateRequest('verifiedBrowser', null);
  app.addHook('onRequest', async (request) => {
    const id = readBrowserId(request);
    request.verifiedBrowser = id === null ? null : browserDigest(id);
  });

  async function record(request: FastifyRequest) {
    try {
      const failure = toLoadFailure(request);
      if (!failure || !(await knownVersion(failure.area, failure.version))) return;
      const now = Date.now();
      const repeatKey = JSON.stringify([failure.area, failure.version, failure.type, failure.browser]);
      if (repeats.has(repeatKey, now)) return;
      // Claimed before the address is counted (which awaits), so a twin report in flight is a repeat.
      repeats.add(repeatKey, now, limits.repeatWindowMs);
      if ((await addresses(request)) !== null) {
        repeats.delete(repeatKey);
        return;
      }
      await store.appendLoadFailure(failure, limits.maxBytes);
      onRecorded?.(failure);
    } catch (error) {
      request.log.error({ err: error }, 'Could not write the load-failure ledger');
    }
  }

  const pending = new Set<Promise<void>>();
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'POST' || reply.statusCode !== 201 || !reportRoute.test(request.url.split('?')[0] ?? '')) return;
    const done = record(request);
    pending.add(done);
    try {
      await done;
    } finally {
      pending.delete(done);
    }
  });
  return {
    /** Resolves once every report already being recorded is written (or refused). */
    async settled(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}

/** The report as the API accepted it (same schema), with the browser that sent it; null if it had none. */
function toLoadFailure(request: FastifyRequest): LoadFailure | null {
  const body: unknown = request.body;
  const browser = request.verifiedBrowser;
  if (!isClientErrorReport(body) || !browser || body.version === undefined) return null;
  return {
    area: body.area,
    version: body.version,
    type: body.type,
    url: body.url ?? '',
    message: body.message,
    at: new Date().toISOString(),
    browser,
  };
}

/**
 * Whether `version` is one the store holds (or serves) for area `area`. Positive answers are
 * kept, since a stored version never changes; negative ones are asked again, as a release may
 * have just been stored.
 */
export function storedVersions(store: ReleaseStore) {
  const known = new Set<string>();
  return async (area: string, version: string): Promise<boolean> => {
    const named = areas.find((name): name is Area => name === area);
    if (!named || !isVersion(version)) return false;
    const key = `${named}/${version}`;
    if (known.has(key)) return true;
    const [active, previous, info] = await Promise.all([store.readActive(), store.readPrevious(), store.readReleaseInfo(named, version)]);
    const stored = active[named] === version || previous[named] === version || info !== null;
    if (stored) known.add(key);
    return stored;
  };
}

/** Keys that expire, swept as they are added so the set stays as small as the window allows. */
class ExpiringKeys {
  private readonly expiries = new Map<string, number>();

  has(key: string, now: number): boolean {
    return (this.expiries.get(key) ?? 0) > now;
  }

  delete(key: string) {
    this.expiries.delete(key);
  }

  add(key: string, now: number, windowMs: number) {
    // A Map keeps insertion order and every key gets the same window, so the expired come first.
    for (const [old, expires] of this.expiries) {
      if (expires > now) break;
      this.expiries.delete(old);
    }
    this.expiries.delete(key);
    this.expiries.set(key, now + windowMs);
  }
}
