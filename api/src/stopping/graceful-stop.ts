// How a server stops without dropping a request: it first answers "not ready" on /api/ready while
// still serving everything (so the load balancer has time to see it and send requests elsewhere),
// then stops accepting connections, finishes the requests in flight and the outbox message being
// sent (mail/outbox-plugin.ts), closes the database and exits; a deadline bounds the whole stop.
import type { Server } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

// Keyed by the Node server: the API is an encapsulated plugin inside the web server, and both
// share it (as backup/embedded-data.ts offers the data to the site).
const stopping = new WeakSet<object>();

/** Makes /api/ready on `app`'s server answer 503 from now on; everything else is served as before. */
export function markNotReady(app: FastifyInstance): void {
  stopping.add(app.server);
}

export function isStopping(server: object): boolean {
  return stopping.has(server);
}

export interface StopOptions {
  /** How long the server goes on serving after it reports not ready (STOP_READY_WAIT_MS). */
  readyWaitMs: number;
  /** The longest the whole stop may take (STOP_DEADLINE_MS); then the caller exits anyway. */
  deadlineMs: number;
}

/**
 * Not ready, then (after `readyWaitMs`) Fastify's close: no new connections, idle ones closed, the
 * requests in flight answered, then every plugin's onClose. 'deadline' when that took longer than
 * `deadlineMs` from the start; the caller exits then, with requests still open.
 */
export async function stopGracefully(app: FastifyInstance, options: StopOptions): Promise<'stopped' | 'deadline'> {
  markNotReady(app);
  const deadline = new AbortController();
  const stopped = (async () => {
    if (options.readyWaitMs > 0) await delay(options.readyWaitMs, undefined, { signal: deadline.signal }).catch(() => undefined);
    await closeReapingIdle(app);
    return 'stopped' as const;
  })();
  const timedOut = delay(options.deadlineMs, 'deadline' as const, { signal: deadline.signal, ref: false }).catch(() => 'stopped' as const);
  const outcome = await Promise.race([stopped, timedOut]);
  deadline.abort();
  return outcome;
}

/**
 * Fastify's close, closing each kept-alive connection as soon as it is idle. Node's close ends only
 * the connections idle at that moment: one whose request was in flight stays open after its answer
 * until the client sends another request or the keep-alive timeout (72 s) passes, and a load
 * balancer's pooled connection to a server it has taken out sends none, so the stop ran into
 * STOP_DEADLINE_MS (the rolling-restart drill, `npm run drill:rolling`).
 */
async function closeReapingIdle(app: FastifyInstance): Promise<void> {
  const server = app.server as Partial<Pick<Server, 'closeIdleConnections'>>;
  const reaper = setInterval(() => server.closeIdleConnections?.(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(reaper);
  }
}

/**
 * On SIGINT, SIGTERM or SIGHUP (the terminal closed), stops gracefully and exits: 0 once stopped, 1
 * when the deadline passed first or the stop failed, and at once (1) on a second signal.
 */
export function stopOnSignals(app: FastifyInstance, options: StopOptions): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(1);
      stopping = true;
      const wait = options.readyWaitMs > 0 ? `reporting not ready for ${options.readyWaitMs} ms, then ` : '';
      console.log(`\n${signal}: stopping (${wait}finishing the requests in flight; the API closes its database)…`);
      stopGracefully(app, options).then(
        (outcome) => {
          if (outcome === 'deadline') console.error(`Not stopped within STOP_DEADLINE_MS (${options.deadlineMs} ms): exiting anyway.`);
          process.exit(outcome === 'stopped' ? 0 : 1);
        },
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}
