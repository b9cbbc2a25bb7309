import path from 'node:path';

/** Files a browser must revalidate every time: they name the hashed files of a release. */
const entryFiles = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'index.html']);

export const cacheControl = {
  revalidate: 'no-cache',
  immutable: 'public, max-age=31536000, immutable',
} as const;

// Webpack writes `[name].[contenthash:12].js`; a run of 8+ hex digits between dots is a content hash.
const contentHashPattern = /\.[0-9a-f]{8,}\./;

export function isHashedFile(fileName: string): boolean {
  const base = path.posix.basename(fileName);
  return !entryFiles.has(base) && contentHashPattern.test(base);
}

/** A file whose name changes with its content is safe to cache forever; anything else is not. */
export function cacheControlFor(fileName: string): string {
  return isHashedFile(fileName) ? cacheControl.immutable : cacheControl.revalidate;
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** Our choice where it matters (JavaScript as text/javascript); otherwise the static server's. */
export function contentTypeFor(fileName: string): string | undefined {
  return contentTypes[path.posix.extname(fileName).toLowerCase()];
}

/** `/hotels/42` is a page; `/missing.js` is a file and must 404 rather than get the page. */
export function looksLikeFile(urlPath: string): boolean {
  return /\.[a-z0-9]{1,8}$/i.test(path.posix.basename(urlPath));
}
