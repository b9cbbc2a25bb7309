import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReleaseStore } from '../store';
import { cacheControl, isHashedFile, looksLikeFile } from './file-policy';
import { intoHead, withNonce, type SiteSecurity } from './security-headers';
import type { Preview } from './preview-token';
import { previewMetaName } from './preview-links';
import { decodePath, findStoredFile, sendStoredFile } from './stored-file';

/**
 * Every GET no other route claims: the active shell's files at the site root (it is built with
 * publicPath '/'), then the same file from older shell versions for pages still running them,
 * then the shell's index.html for any page URL (the shell's router decides what it shows).
 * A catch-all route rather than the not-found handler, because compression hooks onto routes.
 */
export function shellRoutes(
  store: ReleaseStore,
  security: SiteSecurity,
  previewOf: (request: FastifyRequest) => Promise<Preview | null> = async () => null,
) {
  return async function routes(app: FastifyInstance) {
    app.get('/*', async (request, reply) => {
      const urlPath = decodePath(request.url.split('?')[0] ?? '/');
      if (urlPath === null || isOwnedElsewhere(urlPath)) return notFound(reply);

      const active = (await store.readActive()).shell;
      if (active === undefined) {
        return reply.code(503).send({ message: 'No shell release is active yet; run `npm start`.' });
      }
      const activeDir = store.versionDir('shell', active);
      const file = urlPath === '/' ? 'index.html' : await findStoredFile(activeDir, urlPath);
      if (file === 'index.html') return sendPage(reply, activeDir, security, await previewOf(request));
      if (file !== null) return sendStoredFile(reply, activeDir, file);

      if (isHashedFile(urlPath)) {
        const older = await findInOlderShells(store, active, urlPath);
        if (older) return sendStoredFile(reply, older.dir, older.file);
      }
      if (looksLikeFile(urlPath) || !acceptsHtml(request)) return notFound(reply);
      return sendPage(reply, activeDir, security, await previewOf(request));
    });
  };
}

/**
 * The shell's page, with this response's own CSP nonce; so never cached and never a 304. A browser
 * previewing a version (preview-links.ts) gets `<meta name="ceylon-preview">` naming it, which the
 * shell's badge reads, and a page no cache may keep.
 */
async function sendPage(reply: FastifyReply, dir: string, security: SiteSecurity, preview: Preview | null = null) {
  const { nonce, csp } = security.pagePolicy();
  const html = withNonce(await readFile(path.join(dir, 'index.html'), 'utf8'), nonce);
  return reply
    .code(200)
    .headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': preview ? 'private, no-store' : cacheControl.revalidate,
      'content-security-policy': csp,
      vary: 'Cookie',
    })
    .send(preview ? withPreviewMeta(html, preview) : html);
}

/** Area and version are checked names (a remote, a version pattern), so they need no escaping. */
function withPreviewMeta(html: string, preview: Preview): string {
  return intoHead(html, `<meta name="${previewMetaName}" content="${preview.area} ${preview.version}" />`);
}

async function findInOlderShells(store: ReleaseStore, active: string, urlPath: string) {
  for (const { version } of await store.listVersions('shell')) {
    if (version === active) continue;
    const dir = store.versionDir('shell', version);
    const file = await findStoredFile(dir, urlPath);
    if (file !== null) return { dir, file };
  }
  return null;
}

/** The API and the store answer their own misses; the page must not stand in for them. */
function isOwnedElsewhere(urlPath: string): boolean {
  return /^\/(api|releases)(\/|$)/.test(urlPath);
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ message: 'Not found' });
}
