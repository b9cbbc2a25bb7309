// The figures for the site's texts, printed by `npm run bench:web` and `npm run bench:texts`:
//   - the JavaScript the translator (Lingui) and the English texts add to `/`, gzip, from the
//     production builds' source maps: each byte of a served file belongs to the source its map names;
//   - each area's texts in one language, gzip: English as its pages carry it, Sinhala and Tamil as
//     the chunks that arrive when the language is chosen;
//   - server rendering with and without the translator: each page drawn afresh, one at a time, under
//     V8's sampling profiler; the time inside the translator's code (the library, the catalogs, the
//     hooks that read them, and what they call, Intl's plural rules included) is what rendering
//     spends on texts, and the render time less that time is the same render without it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { eachMapping, TraceMap, type EncodedSourceMap } from '@jridgewell/trace-mapping';
import type { FastifyInstance } from 'fastify';
import { loadApi } from '../../deploy/src/cli/load-api';
import { buildWebServer } from '../../deploy/src/server/build-web-server';
import { mainStore, repoRoot } from '../support/operations';

/** Renders of each page under the profiler (BENCH_RENDERS). */
const RENDERS = Number(process.env.BENCH_RENDERS ?? 200);

const APPS = {
  shell: 'shell',
  public: 'remote-public',
  customer: 'remote-customer',
  owner: 'remote-owner',
  admin: 'remote-admin',
} as const;
type App = keyof typeof APPS;

/** What of a source belongs to the texts: the library, a catalog in English, or the code reading them. */
const TEXT_PARTS = {
  'Lingui (library)': /node_modules\/@lingui\//,
  // A page's share of its area's (`en.json?page=home`) included.
  'English texts': /\/locales\/en\.json(?:\?|$)/,
  'code reading them': /\/shared\/src\/i18n\/|\/src\/i18n\/|\/src\/texts\.ts$|\/locales\/[a-z-]*text[a-z-]*\.ts$/,
} as const;
type TextPart = keyof typeof TEXT_PARTS;

function textPartOf(source: string | null): TextPart | undefined {
  if (source === null) return undefined;
  return (Object.keys(TEXT_PARTS) as TextPart[]).find((part) => TEXT_PARTS[part].test(source));
}

const gzipped = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** Every built browser file of every app, by its name (webpack names them `[name].[contenthash].js`, one name one file). */
function builtFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of Object.values(APPS)) {
    const dist = path.join(repoRoot, dir, 'dist');
    for (const name of readdirSync(dist))
      if (name.endsWith('.js') && statSync(path.join(dist, name)).isFile()) files.set(name, path.join(dist, name));
  }
  return files;
}

/** A built file cut into the runs of bytes its source map gives each source. */
function slicesOf(file: string): { code: string; slices: { source: string | null; start: number; end: number }[] } {
  const code = readFileSync(file, 'utf8');
  const map = new TraceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as EncodedSourceMap);
  const lineStarts = [0];
  for (let index = code.indexOf('\n'); index !== -1; index = code.indexOf('\n', index + 1)) lineStarts.push(index + 1);
  const points: { source: string | null; at: number }[] = [];
  eachMapping(map, (mapping) => {
    points.push({ source: mapping.source, at: lineStarts[mapping.generatedLine - 1]! + mapping.generatedColumn });
  });
  points.sort((a, b) => a.at - b.at);
  const slices = points.map((point, index) => ({ source: point.source, start: point.at, end: points[index + 1]?.at ?? code.length }));
  return { code, slices };
}

export interface TextBytes {
  /** gzip bytes the texts add to the files: each file gzipped whole, less the same file without them. */
  added: number;
  /** The same for the library and the English texts only, without the code reading them. */
  libraryAndEnglish: number;
  /** Each part's bytes gzipped on their own. */
  parts: Record<TextPart, number>;
}

/** What the texts add to these built files, gzip. */
export function textBytesIn(files: readonly string[]): TextBytes {
  let added = 0;
  let libraryAndEnglish = 0;
  const partText: Record<TextPart, string> = { 'Lingui (library)': '', 'English texts': '', 'code reading them': '' };
  for (const file of files) {
    const { code, slices } = slicesOf(file);
    // What the file would be without the texts' sources, and without the library and the English only.
    let without = code.slice(0, slices[0]?.start ?? code.length);
    let withCode = without;
    for (const slice of slices) {
      const part = textPartOf(slice.source);
      const text = code.slice(slice.start, slice.end);
      if (part) partText[part] += text;
      else without += text;
      if (!part || part === 'code reading them') withCode += text;
    }
    added += gzipped(code) - gzipped(without);
    libraryAndEnglish += gzipped(code) - gzipped(withCode);
  }
  const parts = Object.fromEntries(Object.entries(partText).map(([part, text]) => [part, text ? gzipped(text) : 0])) as Record<
    TextPart,
    number
  >;
  return { added, libraryAndEnglish, parts };
}

/** The built files behind the scripts a page fetched (their URLs), by name: each must be in an app's `dist`. */
export function filesOfScripts(urls: Iterable<string>): string[] {
  const files = builtFiles();
  const names = [...new Set(urls)].map((url) => path.posix.basename(new URL(url).pathname));
  const missing = names.filter((name) => !files.has(name));
  if (missing.length > 0) throw new Error(`Not in any app's dist (build and release again with \`npm start\`): ${missing.join(', ')}`);
  return names.map((name) => files.get(name)!);
}

/** Each area's texts in each language, gzip: the English catalog as its pages carry it, the others' chunks. */
export function textsPerArea(): Record<App, Record<'en' | 'si' | 'ta', number>> {
  const files = builtFiles();
  const result = {} as Record<App, Record<'en' | 'si' | 'ta', number>>;
  for (const app of Object.keys(APPS) as App[]) {
    const own = [...files.values()].filter((file) => file.startsWith(path.join(repoRoot, APPS[app], 'dist') + path.sep));
    // English: the largest run of English catalogs one file of the area carries (every page of an area carries the same).
    let english = 0;
    for (const file of own) {
      const { code, slices } = slicesOf(file);
      const text = slices
        .filter((slice) => textPartOf(slice.source) === 'English texts')
        .map((slice) => code.slice(slice.start, slice.end));
      if (text.length) english = Math.max(english, gzipped(text.join('')));
    }
    const chunk = (language: string) => {
      const prefix = `${app}-${language}.`;
      const file = [...files.keys()].find((name) => name.startsWith(prefix));
      if (!file) throw new Error(`${APPS[app]}/dist has no ${prefix}*.js: build it first`);
      return gzipped(readFileSync(files.get(file)!, 'utf8'));
    };
    result[app] = { en: english, si: chunk('si'), ta: chunk('ta') };
  }
  return result;
}

// ---- server rendering ---------------------------------------------------------------------------

interface ProfileNode {
  id: number;
  callFrame: { url: string; lineNumber: number; functionName: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The line ranges of a server build's modules that are the texts' (webpack writes each module's path above it). */
function textLinesOf(file: string): [number, number][] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const ranges: [number, number][] = [];
  let open: number | undefined;
  lines.forEach((line, index) => {
    // `/***/ "../node_modules/@lingui/core/dist/index.mjs":` or, inside a concatenated module, `;// ../src/texts.ts`.
    const marker = /^\/\*\*\*\/ "([^"]+)":|^;\/\/ (\S+)$/.exec(line);
    if (!marker) return;
    const source = '/' + (marker[1] ?? marker[2]!).replace(/^(\.\.?\/)+/, '');
    if (open !== undefined) ranges.push([open, index]);
    open = textPartOf(source) ? index : undefined;
  });
  if (open !== undefined) ranges.push([open, lines.length]);
  return ranges;
}

export interface RenderSplit {
  page: string;
  renders: number;
  /** Mean milliseconds from request to rendered page. */
  ms: number;
  /** Of which inside the texts' code. */
  textMs: number;
}

/**
 * Renders each page `renders` times, one at a time, on a web server that draws every response
 * afresh, and splits the time between the texts' code and the rest.
 */
export async function renderSplit(server: FastifyInstance, pages: readonly string[], renders: number): Promise<RenderSplit[]> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    const results: RenderSplit[] = [];
    for (const page of pages) {
      const get = async () => {
        const response = await server.inject({ url: page, headers: { accept: 'text/html' } });
        if (!/<div id="?root"?><[a-z]/.test(response.body))
          throw new Error(`${page} was not rendered on the server (${response.statusCode})`);
      };
      for (let warm = 0; warm < 20; warm++) await get();
      await session.post('Profiler.start');
      const started = performance.now();
      for (let round = 0; round < renders; round++) await get();
      const ms = (performance.now() - started) / renders;
      const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
      results.push({ page, renders, ms, textMs: textMicroseconds(profile) / 1000 / renders });
    }
    return results;
  } finally {
    session.disconnect();
  }
}

/** Microseconds of samples with a frame of the texts' code anywhere on their stack. */
function textMicroseconds(profile: Profile): number {
  const parents = new Map<number, ProfileNode>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node);
  const rangesByUrl = new Map<string, [number, number][]>();
  const inTexts = (node: ProfileNode) => {
    const { url, lineNumber } = node.callFrame;
    if (!url.includes('/dist/server/') && !url.includes('/releases/')) return false;
    let ranges = rangesByUrl.get(url);
    if (!ranges) rangesByUrl.set(url, (ranges = textLinesOf(url.replace(/^file:\/\//, ''))));
    return ranges.some(([from, to]) => lineNumber >= from && lineNumber < to);
  };
  const memo = new Map<number, boolean>();
  const underTexts = (node: ProfileNode | undefined): boolean => {
    if (!node) return false;
    const known = memo.get(node.id);
    if (known !== undefined) return known;
    const result = inTexts(node) || underTexts(parents.get(node.id));
    memo.set(node.id, result);
    return result;
  };
  let micros = 0;
  profile.samples.forEach((id, index) => {
    if (underTexts(byId.get(id))) micros += profile.timeDeltas[index] ?? 0;
  });
  return micros;
}

export function printTextFigures(home: TextBytes, perArea: ReturnType<typeof textsPerArea>, renders: RenderSplit[]) {
  console.log(`\nTexts`);
  console.log(
    `JS the translator (Lingui) and the English texts add to /: ${kb(home.libraryAndEnglish)} gzip (${home.libraryAndEnglish.toLocaleString('en-US')} bytes) [≤ 6 KB: 6,000 bytes]`,
  );
  console.log(`  with the code reading them: ${kb(home.added)} gzip; each part on its own:`);
  for (const [part, bytes] of Object.entries(home.parts)) console.log(`    ${part.padEnd(18)} ${kb(bytes)} gzip`);
  console.log(`Each area's texts in one language, gzip (English in its pages, Sinhala and Tamil as their chunks):`);
  console.table(
    Object.fromEntries(Object.entries(perArea).map(([app, sizes]) => [app, { en: kb(sizes.en), si: kb(sizes.si), ta: kb(sizes.ta) }])),
  );
  console.log(`Server rendering with the translator against without it (each page drawn afresh, one at a time) [within 10%]:`);
  for (const { page, renders: count, ms, textMs } of renders) {
    const without = ms - textMs;
    console.log(
      `  ${page.padEnd(44)} ${ms.toFixed(2)} ms, of which texts ${textMs.toFixed(2)} ms: without ${without.toFixed(2)} ms, +${((ms / without - 1) * 100).toFixed(1)}% (${count} renders)`,
    );
  }
}

/**
 * Every figure above, printed: `homeScripts` are the URLs of the scripts a browser fetched on `/`.
 * The renders run on a web server of their own in this process, over a copy of the store `npm start`
 * released (whose builds the browser's files are) and a fresh embedded database.
 */
export async function measureTexts(homeScripts: Iterable<string>): Promise<void> {
  const home = textBytesIn(filesOfScripts(homeScripts));
  const perArea = textsPerArea();
  const work = await mkdtemp(path.join(tmpdir(), 'ceylon-bench-texts-'));
  const storeRoot = path.join(work, 'releases');
  await cp(mainStore, storeRoot, { recursive: true, filter: (source) => !/\.(lock|tmp)$|\.incoming-/.test(source) });
  const dataDir = process.env.DATA_DIR;
  process.env.DATA_DIR = path.join(work, 'data');
  // Every page drawn afresh, and never given up on for taking long under the profiler.
  const server = await buildWebServer({
    storeRoot,
    api: loadApi(),
    pluginTimeout: 0,
    serverRender: { enabled: true, deadlineMs: 60_000, cacheMs: 0 },
  });
  try {
    await server.ready();
    const [hotel] = (await server.inject({ url: '/api/hotels?limit=1' })).json<{ id: string }[]>();
    const pages = ['/', '/about', `/hotels/${hotel!.id}`, '/si', `/ta/hotels/${hotel!.id}`];
    printTextFigures(home, perArea, await renderSplit(server, pages, RENDERS));
  } finally {
    await server.close();
    if (dataDir === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = dataDir;
    await rm(work, { recursive: true, force: true });
  }
}
