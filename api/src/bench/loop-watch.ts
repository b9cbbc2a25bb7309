// What the API's own thread went through during a load run: how late its event loop ran (a request
// that arrives while the loop is busy waits that long before Fastify sees it) and the garbage
// collector's pauses. Read beside the latencies, they say whether a tail is the API's own work.
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

export interface LoopFigures {
  'loop p99 ms': number;
  'loop max ms': number;
  'GC ms (max)': string;
  /** CPU time of this whole process (every thread) over the run, per second of it. */
  'API CPU %': number;
}

const RESOLUTION_MS = 5;
/** The monitor's samples are its interval plus how late it ran: the lateness, in ms. */
const late = (nanoseconds: number) => Math.max(0, Math.round((nanoseconds / 1e6 - RESOLUTION_MS) * 10) / 10);

/** Starts watching this thread; `stop` returns what was seen since. */
export function watchLoop(): { stop: () => LoopFigures } {
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const pauses: number[] = [];
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses.push(entry.duration);
  });
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  delay.enable();
  gc.observe({ entryTypes: ['gc'] });
  return {
    stop() {
      delay.disable();
      gc.disconnect();
      const total = pauses.reduce((sum, pause) => sum + pause, 0);
      const cpu = process.cpuUsage(cpuBefore);
      const cpuMs = (cpu.user + cpu.system) / 1000;
      return {
        'loop p99 ms': late(delay.percentile(99)),
        'loop max ms': late(delay.max),
        'GC ms (max)': `${Math.round(total)} (${Math.round(Math.max(0, ...pauses))})`,
        'API CPU %': Math.round((100 * cpuMs) / (performance.now() - started)),
      };
    },
  };
}
