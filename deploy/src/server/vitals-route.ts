import { isVitalsReport, type VitalSample } from '@ceylon/shared/contracts';
import { pageRoutes, redirectRoutes } from '@ceylon/shell/route-table';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReleaseStore } from '../store';
import type { VitalRecord } from '../store/vitals';
import { browserDigest, readBrowserId } from './browser-id';
import { storedVersions } from './load-failure-ledger';
import { minuteBudget } from './minute-budget';
import { minuteLimit } from './minute-limit';

export interface VitalsLimits {
  /** Largest body, in bytes: a page view's three samples take about 400. */
  bodyBytes: number;
  /** Reports one address may send a minute, whatever browser ids it presents. */
  perAddressPerMinute: number;
  /** Samples one browser may add a minute: three per page view. */
  perBrowserPerMinute: number;
  /** Size past which the vitals ledger keeps its newer half (default in store/vitals.ts). */
  maxBytes?: number;
}

export const defaultVitalsLimits: VitalsLimits = { bodyBytes: 4096, perAddressPerMinute: 60, perBrowserPerMinute: 30 };

/** Route patterns the shell may name: the route table's, and `*` for its not-found page. */
const knownRoutes = new Set(['*', ...pageRoutes.map((route) => route.path), ...redirectRoutes.map((route) => route.path)]);

const shape =
  'Send { "samples": [{ "metric": "LCP" | "INP" | "CLS", "value", "area", "version", "route" }] }: ' +
  'at most 12 samples, values from 0 (LCP and INP up to 600000 ms, CLS up to 100), area an app, route a pattern of the route table.';

/**
 * `POST /vitals`: the shell's Core Web Vitals of a page view, sent with `navigator.sendBeacon`
 * (text/plain) or `fetch` (application/json), answered 204. Written to the store's vitals ledger,
 * from which `npm run releases` shows each version's p75, so like the load-failure ledger it takes
 * only what is costly to forge: a browser holding the site's signed id, a few reports a minute per
 * address and per browser, a version really stored for that area, a route of the route table.
 * A sample naming anything else is dropped; the rest of its report is kept.
 */
export function vitalsRoute(store: ReleaseStore, limits: VitalsLimits = defaultVitalsLimits) {
  const knownVersion = storedVersions(store);
  // Samples, not requests: @fastify/rate-limit counts one per request, so this budget is our own.
  const browsers = minuteBudget(limits.perBrowserPerMinute);

  /** A sample as the ledger keeps it, or null when it names a route or a release the site does not have. */
  async function toRecord(sample: VitalSample, at: string, activeShell: () => Promise<string | undefined>): Promise<VitalRecord | null> {
    if (!knownRoutes.has(sample.route)) return null;
    // The shell is served at the site's root and cannot tell its version; its pages are charged to the one active now.
    const version = sample.area === 'shell' ? await activeShell() : sample.version;
    if (version === undefined || (sample.area !== 'shell' && !(await knownVersion(sample.area, version)))) return null;
    const value = sample.metric === 'CLS' ? Math.round(sample.value * 10_000) / 10_000 : Math.round(sample.value);
    return { area: sample.area, version, route: sample.route, metric: sample.metric, value, at };
  }

  return async function routes(app: FastifyInstance) {
    const addresses = minuteLimit(app, limits.perAddressPerMinute);
    // This plugin's own parsers (Fastify keeps them to this plugin): the body is read as text and
    // parsed here, so a bad one gets our message. sendBeacon sends a string as text/plain.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_request, body, done) => done(null, body));

    app.post(
      '/vitals',
      {
        bodyLimit: limits.bodyBytes,
        // Before the body is read: refusals cost no parsing.
        onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
          const wait = await addresses(request);
          if (wait !== null) {
            return reply
              .code(429)
              .header('retry-after', String(wait))
              .send({ message: 'Too many reports from this address; try again in a minute.' });
          }
          if (readBrowserId(request) === null) {
            return reply.code(403).send({ message: "Vitals are taken only from browsers that loaded the site's pages." });
          }
        },
      },
      async (request, reply) => {
        let report: unknown;
        try {
          report = JSON.parse(String(request.body));
        } catch {
          return reply.code(400).send({ message: `The body is not JSON. ${shape}` });
        }
        if (!isVitalsReport(report)) return reply.code(400).send({ message: shape });
        const browser = browserDigest(readBrowserId(request) ?? '');
        if (!browsers.take(browser, report.samples.length)) {
          return reply
            .code(429)
            .header('retry-after', '60')
            .send({ message: 'Too many reports from this browser; try again in a minute.' });
        }
        const at = new Date().toISOString();
        let shell: Promise<string | undefined> | undefined;
        const activeShell = () => (shell ??= store.readActive().then((active) => active.shell));
        const records = await Promise.all(report.samples.map((sample) => toRecord(sample, at, activeShell)));
        const kept = records.filter((record): record is VitalRecord => record !== null);
        if (kept.length > 0) await store.appendVitals(kept, limits.maxBytes);
        return reply.code(204).send();
      },
    );
  };
}
