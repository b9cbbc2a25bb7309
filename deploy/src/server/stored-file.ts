import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
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
  try {
    return (await stat(path.join(dir, relative))).isFile() ? relative : null;
  } catch {
    return null;
  }
}

/** Sends a file found by `findStoredFile` with the cache policy of its kind. */
export function sendStoredFile(
  reply: FastifyReply,
  dir: string,
  relative: string,
  extraHeaders: Record<string, string> = {},
): FastifyReply {
  const type = contentTypeFor(relative);
  reply.code(200).headers({ ...extraHeaders, 'cache-control': cacheControlFor(relative) });
  if (type) reply.type(type);
  return reply.sendFile(relative, dir, { cacheControl: false, contentType: type === undefined });
}

export function decodePath(urlPath: string): string | null {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return null;
  }
}
