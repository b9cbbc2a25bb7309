import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INLINED_MANIFEST_ID, PAGE_SCRIPTS_ID } from '@ceylon/shared/contracts/remotes-manifest';
import type { ReleaseStore } from '../store';
import type { ManifestFor } from './browser-manifest';
import { cacheControl, isHashedFile, looksLikeFile } from './file-policy';
import { pagePreloads } from './page-preloads';
import { intoHead, withNonce, type SiteSecurity } from './security-headers';
import { previewMetaName } from './preview-links';
import { decodePath, findStoredFile, sendStoredFile } from './stored-file';

/**
 * Every GET no other route claims: the active shell's files at the site root (it is built with
 * publicPath '/'), then the same file from older shell versions for pages still running them,
 * then the shell's index.html for any page URL (the shell's router decides what it shows).
 * A catch-all route rather than the not-found handler, because compression hooks onto routes.
 */
export function shellRoutes(store: ReleaseStore, security: SiteSecurity, manifestFor: ManifestFor) {
  const preloadsFor = pagePreloads(store);

  /**
   * The shell's page, with this response's own CSP nonce, so never cached and never a 304. It
   * carries this browser's release manifest (what `/remotes.json` would answer it), so the shell
   * starts without asking, and the scripts of its area the page will need (page-preloads.ts), which
   * the shell fetches as soon as it runs (shell/src/federation/page-scripts.ts). A
   * browser previewing a version also gets `<meta name="ceylon-preview">` naming it, which the
   * shell's badge reads. A page whose manifest is this browser's own (canary side, preview) is
   * `private, no-store`.
   */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, dir: string, urlPath: string) {
    const { nonce, csp } = security.pagePolicy();
    const [html, { manifest, perBrowser }] = await Promise.all([
      readFile(path.join(dir, 'index.html'), 'utf8'),
      // Without it the shell asks /remotes.json itself: a state that cannot be read now costs a request, not the page.
      manifestFor(request, reply).catch((error: unknown) => {
        request.log.error({ err: error }, 'Could not read the release manifest for the page');
        return { manifest: null, perBrowser: true };
      }),
    ]);
    const pageScripts = manifest ? await preloadsFor(urlPath, manifest) : null;
    const tags = [
      ...(manifest?.preview ? [`<meta name="${previewMetaName}" content="${manifest.preview.area} ${manifest.preview.version}" />`] : []),
      ...(manifest ? [dataBlock(INLINED_MANIFEST_ID, manifest)] : []),
      // Listed, not preloaded by the page itself: fetched alongside the shell's own scripts they
      // slowed those down, and the shell needs its own first (docs/decisions/0016).
      ...(pageScripts ? [dataBlock(PAGE_SCRIPTS_ID, pageScripts)] : []),
    ];
    return reply
      .code(200)
      .headers({
        'content-type': 'text/html; charset=utf-8',
        'cache-control': perBrowser ? 'private, no-store' : cacheControl.revalidate,
        'content-security-policy': csp,
        vary: 'Cookie',
      })
      .send(withNonce(intoHead(html, tags.join('')), nonce));
  }

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
      if (file === 'index.html') return sendPage(request, reply, activeDir, urlPath);
      if (file !== null) return sendStoredFile(reply, activeDir, file);

      if (isHashedFile(urlPath)) {
        const older = await findInOlderShells(store, active, urlPath);
        if (older) return sendStoredFile(reply, older.dir, older.file);
      }
      if (looksLikeFile(urlPath) || !acceptsHtml(request)) return notFound(reply);
      return sendPage(request, reply, activeDir, urlPath);
    });
  };
}

/**
 * A value as a data block: never run (a type that is not JavaScript), so the page's CSP needs
 * nothing for it. JSON escaped so no value can end the element or open a comment.
 */
function dataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${id}">${json}</script>`;
}

async function findInOlderShells(store: ReleaseStore, active: string, urlPath: string) {
  for (const { version } of await store.listVersions('shell')) {
    if (version === active) continue;
    const dir = await store.localVersionDir('shell', version);
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
