// The load generator's own process (forked by steady-load.ts), so it shares no event loop or heap
// with the API. At a rate: requests sent at evenly spaced moments whatever the answers before them
// are doing (an open loop), over at most `connections` keep-alive connections, each latency
// running from the moment its request was due, so a stalled server or a wait for a connection
// counts in full, once per request. At rate 0: `connections` clients, each sending its next
// request when its last is answered (a closed loop: what the server can answer).
import http from 'node:http';
import { STOP, type SteadyLoadOptions, type SteadyLoadResult } from './steady-load';

/** As a browser asks: the answers come compressed, as the site sends them. */
const ACCEPT = { 'accept-encoding': 'gzip, deflate, br' };

function run({ base, paths, rate, seconds, connections }: SteadyLoadOptions): Promise<SteadyLoadResult> {
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let sent = 0;
  let settled = 0;
  let worstSendLag = 0;
  // A short head start, so the first requests are not late because the process has just started.
  const start = performance.now() + 20;
  let end = start + seconds * 1000;
  let total = rate > 0 ? Math.round(rate * seconds) : Number.POSITIVE_INFINITY;
  const nextPath = () => paths[sent++ % paths.length] ?? '/';

  return new Promise((resolve) => {
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      agent.destroy();
      resolve({ latencies, statuses, errors, seconds: (performance.now() - start) / 1000, worstSendLag });
    };
    // Told to stop early: nothing more is sent; the run ends with the last answer (or now, if none is awaited).
    process.on('message', (message) => {
      if (message !== STOP) return;
      [end, total] = [Math.min(end, performance.now()), sent];
      if (settled === sent) finish();
    });
    const send = (path: string, due: number, answered: () => void) => {
      worstSendLag = Math.max(worstSendLag, performance.now() - due);
      const done = () => {
        settled += 1;
        answered();
        if (settled === sent && (sent >= total || performance.now() >= end)) finish();
      };
      const request = http.get({ hostname, port, path, agent, headers: ACCEPT }, (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - due);
          const status = String(response.statusCode ?? 0);
          statuses[status] = (statuses[status] ?? 0) + 1;
          done();
        });
      });
      // A request that never ends would keep the run from ending.
      request.setTimeout(30_000, () => request.destroy());
      request.on('error', () => {
        errors += 1;
        done();
      });
    };

    if (rate === 0) {
      const client = () => {
        if (performance.now() < end) send(nextPath(), performance.now(), client);
      };
      setTimeout(() => Array.from({ length: connections }, client), Math.max(0, start - performance.now()));
      return;
    }
    const interval = 1000 / rate;
    const tick = () => {
      const now = performance.now();
      // Every request due by now, each timed from its own due moment.
      while (sent < total && start + sent * interval <= now) {
        const due = start + sent * interval;
        send(nextPath(), due, () => undefined);
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
}

process.once('message', (options: SteadyLoadOptions) => {
  void run(options).then((result) => process.send?.(result, () => process.exit(0)));
});
