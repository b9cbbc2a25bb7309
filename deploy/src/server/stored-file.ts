import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { isPrecompressible, precompressed, type PrecompressedEncoding } from '../store/precompress';
import { cacheControlFor, contentTypeFor } from './file-policy';

/**
 * The file `relativePath` names inside `dir`, or null. Refuses anything that could leave `dir`
 * (`..`, absolute paths, NUL), dotfiles (a release's own `.release.json` is not for browsers) and
 * source maps (stored beside each release for operators; they hold the full source).
 */
export async function findStoredFile(dir: string, relativePath: string): Promise<string | null> {
  const parts = relativePath.split('/').filter((part) => part !== '');
  if (parts.length === 0) return null;
  if (parts.some((part) => part.startsWith('.') || part.includes('\0') || part.includes('\\'))) return null;
  const relative = parts.join('/');
  if (/\.map$/i.test(relative)) return null;
  return (await isFile(path.join(dir, relative))) ? relative : null;
}

/**
 * Sends a file found by `findStoredFile` with the cache policy of its kind. When the browser
 * accepts brotli or gzip and the release stored that form beside the file (precompress.ts), that
 * form is sent as it is (with its own length and ETag; @fastify/compress leaves an encoded body
 * alone); otherwise the file, which @fastify/compress may compress on the fly as before.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  dir: string,
  relative: string,
  extraHeaders: Record<string, string> = {},
): Promise<FastifyReply> {
  const type = contentTypeFor(relative);
  reply.code(200).headers({ ...extraHeaders, 'cache-control': cacheControlFor(relative) });
  if (type) reply.type(type);
  if (!isPrecompressible(relative)) return reply.sendFile(relative, dir, { cacheControl: false, contentType: type === undefined });

  // Which form is sent depends on the request's Accept-Encoding, so every form says so to caches.
  reply.header('vary', 'accept-encoding');
  for (const encoding of acceptedEncodings(reply.request.headers['accept-encoding'])) {
    const sibling = `${relative}${precompressed.find((form) => form.encoding === encoding)!.suffix}`;
    if (await isFile(path.join(dir, sibling))) {
      reply.header('content-encoding', encoding);
      return reply.sendFile(sibling, dir, { cacheControl: false, contentType: false });
    }
  }
  return reply.sendFile(relative, dir, { cacheControl: false, contentType: type === undefined });
}

/**
 * The stored encodings an `Accept-Encoding` header allows, best first: by the browser's q-value,
 * then brotli before gzip. A coding the header does not name takes `*`'s q-value, or is refused;
 * `q=0` refuses it. `x-gzip` is gzip (RFC 9110 §8.4.1.3).
 */
export function acceptedEncodings(header: string | string[] | undefined): PrecompressedEncoding[] {
  const quality = new Map<string, number>();
  for (const item of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    if (name === '') continue;
    const q = params.find((param) => /^q\s*=/.test(param));
    const value = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ''));
    const coding = name === 'x-gzip' ? 'gzip' : name;
    // A repeated coding keeps its first q-value; a malformed one is ignored.
    if (!quality.has(coding) && Number.isFinite(value) && value >= 0 && value <= 1) quality.set(coding, value);
  }
  const ranked = precompressed
    .map(({ encoding }, preference) => ({ encoding, preference, q: quality.get(encoding) ?? quality.get('*') ?? 0 }))
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.preference - b.preference);
  return ranked.map(({ encoding }) => encoding);
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

export function decodePath(urlPath: string): string | null {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return null;
  }
}
