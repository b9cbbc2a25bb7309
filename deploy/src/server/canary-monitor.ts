import type { FastifyBaseLogger } from 'fastify';
import { areas } from '../apps';
import type { CanaryAbortSettings } from '../config';
import type { ReleaseStore } from '../store';

export interface CanaryMonitorOptions {
  abort: CanaryAbortSettings;
  /** How often canaries are checked besides after each recorded load failure; 0 turns the timer off. */
  checkEveryMs?: number;
  /** Distinct browsers remembered per version served; past it, counting stops (the rates stay fair). */
  maxBrowsersPerVersion?: number;
}

export interface VersionTally {
  version: string;
  failed: number;
  browsers: number;
}

/** Pure: whether the canary's failure rate is past the stable one's by more than the margin, with enough browsers. */
export function shouldAbort(canary: VersionTally, stable: VersionTally, settings: CanaryAbortSettings): boolean {
  if (canary.browsers < settings.minBrowsers) return false;
  return rate(canary) - rate(stable) > settings.margin;
}

export function abortReason(canary: VersionTally, stable: VersionTally): string {
  return (
    `aborted automatically: ${canary.failed} of ${canary.browsers} browsers failed to load ${canary.version}` +
    ` against ${stable.failed} of ${stable.browsers} on ${stable.version}`
  );
}

function rate(tally: VersionTally): number {
  return tally.browsers === 0 ? 0 : tally.failed / tally.browsers;
}

/**
 * Watches running canaries and ends one itself when its browsers fail to load it clearly more
 * often than the stable version's. Rates are over distinct browsers: those that reported a load
 * failure of a version (the ledger, since the canary started) over those served it (noted as
 * `/remotes.json` answers: in this process's memory with the file state, in PostgreSQL — every
 * server's — when servers share it). A browser that reported a failure counts as served.
 */
export function canaryMonitor(store: ReleaseStore, options: CanaryMonitorOptions, log: FastifyBaseLogger) {
  const maxPerVersion = options.maxBrowsersPerVersion ?? 100_000;
  const served = store.servedBrowsers(maxPerVersion);
  let running: Promise<void> | null = null;
  let again = false;

  function noteServed(area: string, version: string, browser: string) {
    served.note(area, version, browser);
  }

  async function checkOnce() {
    const canaries = await store.readCanaries();
    const running = areas.filter((area) => canaries[area] !== undefined);
    if (running.length === 0) {
      await served.keepOnly(new Set());
      return;
    }
    const [active, failures] = await Promise.all([store.readActive(), store.readLoadFailures()]);
    const watched = new Set<string>();
    for (const area of running) {
      const canary = canaries[area];
      const stable = active[area];
      if (canary === undefined || stable === undefined) continue;
      watched.add(`${area}/${canary.version}`).add(`${area}/${stable}`);
      const since = Date.parse(canary.since);
      const failed = { canary: new Set<string>(), stable: new Set<string>() };
      for (const failure of failures) {
        if (failure.area !== area || failure.browser === undefined || !(Date.parse(failure.at) >= since)) continue;
        if (failure.version === canary.version) failed.canary.add(failure.browser);
        else if (failure.version === stable) failed.stable.add(failure.browser);
      }
      const tally = async (version: string, failedBrowsers: Set<string>): Promise<VersionTally> => ({
        version,
        failed: failedBrowsers.size,
        browsers: await served.count(area, version, failedBrowsers),
      });
      const canaryTally = await tally(canary.version, failed.canary);
      const stableTally = await tally(stable, failed.stable);
      if (!shouldAbort(canaryTally, stableTally, options.abort)) continue;
      const reason = abortReason(canaryTally, stableTally);
      const ended = await store.endCanary(area, 'web server (automatic abort)', { reason, onlyVersion: canary.version });
      if (ended) log.warn({ area, canary: canary.version, stable }, `Canary of ${area} ${reason}`);
    }
    // Counts of versions no longer in a canary are dropped, so memory follows the running canaries.
    await served.keepOnly(watched);
  }

  /** One check at a time; a request while one runs gets one more run after it. */
  function check(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await checkOnce();
        } while (again);
      } catch (error) {
        log.error({ err: error }, 'Could not check the running canaries');
      } finally {
        running = null;
      }
    })();
    return running;
  }

  const timer = options.checkEveryMs === 0 ? null : setInterval(() => void check(), options.checkEveryMs ?? 10_000);
  timer?.unref();
  return {
    noteServed,
    check,
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}

export type CanaryMonitor = ReturnType<typeof canaryMonitor>;
