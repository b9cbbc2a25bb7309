// Measures one running API: the bytes of the pages the site asks for (raw, and compressed as the
// web server would send them) and GET /api/hotels with dates and a text query at a fixed rate.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { addDays, todayInColombo } from '@ceylon/shared/domain';
import { watchLoop, type LoopFigures } from './loop-watch';
import { percentile } from './percentile';
import { figuresOf, steadyLoad, type SteadyLoadFigures } from './steady-load';
import { TOWNS } from './seed-catalogue';

export const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
/** The web server's @fastify/compress: brotli quality 4 in text mode, gzip at zlib's default, nothing under 1 KiB. */
const COMPRESS_THRESHOLD = 1024;

/** A small seeded generator (mulberry32), so every run asks the same questions. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Varied searches: a whole town, the start of one typed in lower case, or a word of hotel names;
 * with `sort`, in that order (price-asc with dates: by the stay's room charge).
 */
export function searchPaths(count: number, seed = 12, sort?: string): string[] {
  const random = randomFrom(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const today = todayInColombo();
  const words = [...TOWNS, ...TOWNS.map((town) => town.slice(0, 4).toLowerCase()), 'lagoon', 'tea hills', 'villa'];
  return Array.from({ length: count }, () => {
    const checkIn = addDays(today, 1 + Math.floor(random() * 60));
    const checkOut = addDays(checkIn, 1 + Math.floor(random() * 5));
    const query = new URLSearchParams({ q: pick(words), checkIn, checkOut, guests: '2', limit: '20' });
    if (sort) query.set('sort', sort);
    return `/api/hotels?${query.toString()}`;
  });
}

/**
 * `count` searches no two alike (the same words and stays as searchPaths, with 1–4 guests), in a
 * seeded order: what a cache cannot help with.
 */
export function distinctSearchPaths(count: number, seed = 99): string[] {
  const random = randomFrom(seed);
  const today = todayInColombo();
  const words = [...TOWNS, ...TOWNS.map((town) => town.slice(0, 4).toLowerCase()), 'lagoon', 'tea hills', 'villa'];
  const seen = new Set<string>();
  const paths: string[] = [];
  const room = words.length * 60 * 5 * 4;
  if (count > room) throw new Error(`At most ${room} distinct searches`);
  while (paths.length < count) {
    const checkIn = addDays(today, 1 + Math.floor(random() * 60));
    const checkOut = addDays(checkIn, 1 + Math.floor(random() * 5));
    const guests = String(1 + Math.floor(random() * 4));
    const q = words[Math.floor(random() * words.length)] ?? 'villa';
    const path = `/api/hotels?${new URLSearchParams({ q, checkIn, checkOut, guests, limit: '20' }).toString()}`;
    if (!seen.has(path)) paths.push(path);
    seen.add(path);
  }
  return paths;
}

/** The most requests of a load run in flight at once (keep-alive connections). */
export const LOAD_CONNECTIONS = 50;

export interface Bytes {
  page: string;
  raw: number;
  gzip: number;
  br: number;
  hotels: number;
  total: string;
}

function compressed(body: Buffer, compress: (b: Buffer) => Buffer): number {
  return body.length < COMPRESS_THRESHOLD ? body.length : compress(body).length;
}

export async function bytesOf(base: string, page: string, path: string): Promise<Bytes> {
  const response = await fetch(base + path);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  const body = Buffer.from(await response.arrayBuffer());
  const hotels = (JSON.parse(body.toString()) as unknown[]).length;
  return {
    page,
    raw: body.length,
    gzip: compressed(body, (b) => gzipSync(b)),
    br: compressed(body, (b) =>
      brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } }),
    ),
    hotels,
    total: response.headers.get('x-total-count') ?? '-',
  };
}

/** Average bytes over the given searches (each one fetched once). */
export async function averageBytes(base: string, page: string, paths: string[]): Promise<Bytes> {
  const all = await Promise.all(paths.map((path) => bytesOf(base, page, path)));
  const mean = (key: 'raw' | 'gzip' | 'br' | 'hotels') => Math.round(all.reduce((sum, b) => sum + b[key], 0) / all.length);
  return { page, raw: mean('raw'), gzip: mean('gzip'), br: mean('br'), hotels: mean('hotels'), total: `${all.length} searches` };
}

export type Load = { call: string; 'target req/s': number | string } & SteadyLoadFigures & Partial<LoopFigures>;

/**
 * `paths` in turn (round and round) at `rate` requests per second, evenly spaced, from a process of
 * its own (steady-load.ts); `rate` 0: as fast as they are answered, LOAD_CONNECTIONS at a time.
 */
export async function loadRun(base: string, call: string, paths: string[], rate = RATE): Promise<Load> {
  const loop = watchLoop();
  const result = await steadyLoad({ base, paths, rate, seconds: SECONDS, connections: LOAD_CONNECTIONS });
  return { call, 'target req/s': rate || `${LOAD_CONNECTIONS} at a time`, ...figuresOf(result), ...loop.stop() };
}

/** `popular` with every `every`-th request taken from `rare` instead, as many as a run at RATE sends. */
export function mixed(popular: readonly string[], rare: readonly string[], every: number): string[] {
  return Array.from({ length: RATE * SECONDS }, (_, i) =>
    i % every === every - 1 ? (rare[Math.floor(i / every) % rare.length] ?? '/') : (popular[i % popular.length] ?? '/'),
  );
}

/** One search after another with nothing else in flight: the route's own cost, apart from queueing under load. */
export async function serialRun(base: string, call: string, paths: string[]): Promise<Load> {
  const times: number[] = [];
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(base + path);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => Math.round(percentile(times, share));
  const seconds = times.reduce((sum, t) => sum + t, 0) / 1000;
  return {
    call,
    'target req/s': 0,
    'req/s': Math.round(times.length / seconds),
    'p50 ms': at(0.5),
    'p90 ms': at(0.9),
    'p99 ms': at(0.99),
    'max ms': Math.round(times.at(-1) ?? 0),
    statuses: `200×${times.length}`,
    'send lag ms': 0,
  };
}
