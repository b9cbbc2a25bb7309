// A cached answer compressed once, when it is stored, rather than on every request that sends it:
// the site's web server (@fastify/compress) would spend about 0.2 ms of CPU on brotli for each 12 KB
// search page, and leaves an answer that already has a Content-Encoding as it is.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** The body in the encodings clients may take; none for a body under COMPRESS_THRESHOLD. */
export type Encoded = Partial<Record<Encoding, Buffer>>;

/** As the web server: nothing under 1 KiB is compressed, brotli at quality 4 in text mode. */
const COMPRESS_THRESHOLD = 1024;
const BROTLI = { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } };

export function encode(body: Buffer): Encoded {
  if (body.length < COMPRESS_THRESHOLD) return {};
  return { br: brotliCompressSync(body, BROTLI), gzip: gzipSync(body) };
}

/** brotli if the client takes it, else gzip, else none (an encoding with q=0 is refused, `*` takes any). */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return undefined;
  const taken = new Set<string>();
  const refused = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    (quality === undefined || Number(quality.slice(2)) > 0 ? taken : refused).add(name);
  }
  const takes = (encoding: Encoding) => taken.has(encoding) || (taken.has('*') && !refused.has(encoding));
  if (takes('br')) return 'br';
  return takes('gzip') ? 'gzip' : undefined;
}
