// A fixed rate of GET requests from a process of its own (steady-load-process.ts), spaced evenly.
// autocannon's -R is not that: each connection sends its share of a second back to back when the
// second starts and then waits (bursts of the whole rate at 50 at a time), and it counts every
// latency over 1 ms as that many (its coordinated-omission fill with a 1 ms interval), so one
// slow answer weighs as a hundred. Neither is the steady 500 req/s the goal is about.
import { fork } from 'node:child_process';
import path from 'node:path';
import { percentile } from './percentile';

export interface SteadyLoadOptions {
  base: string;
  /** Sent in turn, round and round. */
  paths: string[];
  rate: number;
  seconds: number;
  /** The most requests in flight at once (keep-alive connections); the rest wait for one. */
  connections: number;
}

export interface SteadyLoadResult {
  /** From each request's due moment to the end of its answer, ms. */
  latencies: number[];
  statuses: Record<string, number>;
  errors: number;
  seconds: number;
  /** How late the generator itself sent its latest request (a starved generator, not the server). */
  worstSendLag: number;
}

export interface SteadyLoadFigures {
  'req/s': number;
  'p50 ms': number;
  'p90 ms': number;
  'p99 ms': number;
  'max ms': number;
  statuses: string;
  'send lag ms': number;
}

/**
 * Sends the load for `options.seconds`, or until `until` resolves when given (a drill whose length
 * is not known beforehand): no request is sent after it, and the answers of those in flight are awaited.
 */
export function steadyLoad(options: SteadyLoadOptions, until?: Promise<unknown>): Promise<SteadyLoadResult> {
  const child = fork(path.join(__dirname, 'steady-load-process.ts'), [], { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    child.once('message', (result) => resolve(result as SteadyLoadResult));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`The load generator ended (${code}) before it answered`)));
    child.send(options);
    void until?.then(() => child.connected && child.send(STOP));
  });
}

/** The message that ends a run early (steady-load-process.ts). */
export const STOP = 'stop';

export function figuresOf(result: SteadyLoadResult): SteadyLoadFigures {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const at = (share: number) => Math.round(percentile(sorted, share));
  const statuses = Object.entries(result.statuses)
    .map(([code, count]) => `${code}×${count}`)
    .join(' ');
  return {
    'req/s': Math.round(result.latencies.length / result.seconds),
    'p50 ms': at(0.5),
    'p90 ms': at(0.9),
    'p99 ms': at(0.99),
    'max ms': Math.round(sorted.at(-1) ?? 0),
    statuses: result.errors ? `${statuses} errors×${result.errors}` : statuses,
    'send lag ms': Math.round(result.worstSendLag),
  };
}
