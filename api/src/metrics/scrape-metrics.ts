// Metrics whose values are read when Prometheus scrapes, not kept up to date by the code they describe.
import { Counter, Gauge, type Registry } from 'prom-client';

/**
 * `read` shared by the callers that come while it runs: the registry collects every metric of a
 * scrape at once, so the gauges that one query answers make that query once per scrape.
 */
export function sharedWhileRunning<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    running ??= read().finally(() => {
      running = undefined;
    });
    return running;
  };
}

/** A gauge set from `value` at each scrape. */
export function scrapedGauge(registry: Registry, name: string, help: string, value: () => number | Promise<number>): Gauge {
  return new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      this.set(await value());
    },
  });
}

/** A counter whose total another part keeps (it only grows), copied at each scrape. */
export function scrapedCounter(registry: Registry, name: string, help: string, total: () => number): Counter {
  return new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      this.reset();
      this.inc(total());
    },
  });
}
