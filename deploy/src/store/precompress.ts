import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import pLimit from 'p-limit';
import { listFiles } from './content-hash';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encodings written beside a file, in the server's order of preference, and their file suffix. */
export const precompressed = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
export type PrecompressedEncoding = (typeof precompressed)[number]['encoding'];

// Text a browser loads; the page itself is rewritten per response (nonce, manifest) and source maps are never served.
const compressible = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.txt']);
/** Whether a stored file of this name may have `.br`/`.gz` forms beside it. */
export function isPrecompressible(file: string): boolean {
  return compressible.has(path.posix.extname(file).toLowerCase());
}

// Below this the headers outweigh what compression saves; @fastify/compress uses the same threshold.
const minBytes = 1024;
// Brotli at quality 11 is slow (≈1 MB/s), so a few files at once rather than a whole build.
const concurrency = 4;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file
 * of a build that is worth compressing, keeping each only when it is smaller than the file. Done
 * once when a build is stored, so the server sends the smallest form without compressing per
 * request. Siblings a build brought along are removed first: the server sends a sibling in place
 * of its file, so only this function may write one.
 */
export async function precompressBuild(dir: string): Promise<{ files: number }> {
  const files = await listFiles(dir, '.');
  const present = new Set(files);
  const foreign = files.filter((file) =>
    precompressed.some(({ suffix }) => file.endsWith(suffix) && present.has(file.slice(0, -suffix.length))),
  );
  await Promise.all(foreign.map((file) => rm(path.join(dir, file), { force: true })));

  // Files under a dot-folder (the server build) are never served: nothing to compress them for.
  const targets = files.filter((file) => isPrecompressible(file) && !file.split('/').some((part) => part.startsWith('.')));
  const written = await pLimit(concurrency).map(targets, (file) => precompressFile(path.join(dir, file)));
  return { files: written.filter(Boolean).length };
}

async function precompressFile(file: string): Promise<boolean> {
  const source = await readFile(file);
  if (source.length < minBytes) return false;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  let written = false;
  for (const [body, suffix] of [
    [br, '.br'],
    [gz, '.gz'],
  ] as const) {
    if (body.length >= source.length) continue;
    await writeFile(`${file}${suffix}`, body);
    written = true;
  }
  return written;
}
