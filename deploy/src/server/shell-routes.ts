import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { INLINED_MANIFEST_ID, PAGE_DATA_ID, PAGE_SCRIPTS_ID } from '@ceylon/shared/contracts/remotes-manifest';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  languageOfPath,
  negotiateLanguage,
  pathIn,
  type Language,
} from '@ceylon/shared/languages';
import type { ReleaseStore } from '../store';
import type { ManifestFor } from './browser-manifest';
import { cacheControl, isHashedFile, looksLikeFile } from './file-policy';
import { pagePreloads } from './page-preloads';
import { composePage } from './compose-page';
import type { SiteSecurity } from './security-headers';
import { previewMetaName } from './preview-links';
import type { PageRenderer } from './render/page-renderer';
import type { PageAnswer } from './seo/describe-page';
import { headIn, headTags, safeJson } from './seo/page-head';
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
  manifestFor: ManifestFor,
  describePage: (urlPath: string, search: string, language: Language) => Promise<PageAnswer>,
  renderer: PageRenderer,
  siteUrl: string,
) {
  const preloadsFor = pagePreloads(store);
  // A version's files never change: its index.html is read once (a few versions at a time: canary,
  // rollback), by one read however many pages ask at once; a read that fails is not kept.
  const shellPages = new LRUCache<string, string>({ max: 8, fetchMethod: (dir) => readFile(path.join(dir, 'index.html'), 'utf8') });
  const shellPage = async (dir: string) => (await shellPages.fetch(dir))!;

  /**
   * The shell's page, with this response's own CSP nonce, so never cached and never a 304. It
   * carries this browser's release manifest (what `/remotes.json` would answer it), so the shell
   * starts without asking, and the scripts of its area the page will need (page-preloads.ts), which
   * the shell fetches as soon as it runs (shell/src/federation/page-scripts.ts). A
   * browser previewing a version also gets `<meta name="ceylon-preview">` naming it, which the
   * shell's badge reads. A page whose manifest is this browser's own (canary side, preview) is
   * `private, no-store`. Its status and head are the page's own (seo/describe-page.ts): a hotel
   * that does not exist is a 404, a retired path a 301.
   *
   * A page's language is in its path (`/si/about`; English has none: docs/languages.md): the
   * page is described, preloaded and planned as the page it is in any language, and drawn in its
   * own. A page asked for without a language goes to the language this browser chose with the
   * switch, or on a first visit the one it asks for first (`Accept-Language`), when that is not
   * English.
   */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, shell: { dir: string; version: string }, urlPath: string) {
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const { language, path } = languageOfPath(urlPath);
    const prefixed = path !== urlPath;
    // A link to the page in another language, followed from one of the site's own pages, is the
    // switch's link taken without the page's scripts (none, or not started yet): the choice.
    const chosenByLink = cameFromPageInOtherLanguage(request, language);
    if (chosenByLink) rememberLanguage(request, reply, language);
    if (!prefixed && !chosenByLink) {
      const preferred = preferredLanguage(request);
      if (preferred !== DEFAULT_LANGUAGE) {
        return reply
          .headers({ 'cache-control': 'private, no-store', vary: 'Cookie, Accept-Language' })
          .redirect(pathIn(preferred, path) + search, 302);
      }
    }
    const answer = await describePage(path, search, language);
    if (answer.kind === 'redirect') return reply.redirect(pathIn(language, answer.to.split('?')[0] ?? '/') + search, 301);
    const { nonce, csp } = security.pagePolicy();
    const [html, { manifest, perBrowser }] = await Promise.all([
      shellPage(shell.dir),
      // Without it the shell asks /remotes.json itself: a state that cannot be read now costs a request, not the page.
      manifestFor(request, reply).catch((error: unknown) => {
        request.log.error({ err: error }, 'Could not read the release manifest for the page');
        return { manifest: null, perBrowser: true };
      }),
    ]);
    // Rendered by the versions this very manifest names, or not at all (render/page-renderer.ts).
    const [pageScripts, rendered] = manifest
      ? await Promise.all([
          preloadsFor(path, manifest),
          renderer.render({ urlPath, url: urlPath + search, nonce, shellVersion: shell.version, manifest }),
        ])
      : [null, null];
    const tags = [
      ...(manifest?.preview ? [`<meta name="${previewMetaName}" content="${manifest.preview.area} ${manifest.preview.version}" />`] : []),
      ...(manifest ? [dataBlock(INLINED_MANIFEST_ID, manifest)] : []),
      // Listed, not preloaded by the page itself: fetched alongside the shell's own scripts they
      // slowed those down, and the shell needs its own first (docs/decisions/0016).
      ...(pageScripts ? [dataBlock(PAGE_SCRIPTS_ID, pageScripts)] : []),
      // What the server-rendered page read from the API, which the browser's cache starts with.
      ...(rendered ? [pageDataBlock(rendered.data)] : []),
    ];
    return reply
      .code(answer.status)
      .headers({
        'content-type': 'text/html; charset=utf-8',
        'cache-control': perBrowser || chosenByLink ? 'private, no-store' : cacheControl.revalidate,
        'content-security-policy': csp,
        // Cross-origin files the page embeds load without credentials: photos from IMAGE_ORIGINS and
        // areas from REMOTE_ORIGINS need no Cross-Origin-Resource-Policy of their own, as they would
        // under `require-corp`, and none of them can carry a visitor's cookies of that origin.
        'cross-origin-embedder-policy': 'credentialless',
        // A page asked for without a language would have been sent to another for another choice.
        vary: prefixed ? 'Cookie' : 'Cookie, Accept-Language',
      })
      .send(composePage(html, { head: headTags(headIn(answer.head, language, siteUrl)), nonce, data: tags.join(''), rendered, language }));
  }

  // A render reused for many responses (render-cache.ts) hands each the same data: written out once.
  const pageDataBlocks = new WeakMap<object, string>();
  function pageDataBlock(data: object): string {
    let block = pageDataBlocks.get(data);
    if (block === undefined) {
      block = dataBlock(PAGE_DATA_ID, data);
      pageDataBlocks.set(data, block);
    }
    return block;
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
      const shell = { dir: activeDir, version: active };
      const file = urlPath === '/' ? 'index.html' : await findStoredFile(activeDir, urlPath);
      if (file === 'index.html') return sendPage(request, reply, shell, urlPath);
      if (file !== null) return sendStoredFile(reply, activeDir, file);

      if (isHashedFile(urlPath)) {
        const older = await findInOlderShells(store, active, urlPath);
        if (older) return sendStoredFile(reply, older.dir, older.file);
      }
      if (looksLikeFile(urlPath) || wantsJsonOnly(request)) return notFound(reply);
      return sendPage(request, reply, shell, urlPath);
    });
  };
}

/** The language this browser chose with the switch (its cookie), or else the one it asks for first of the site's. */
function preferredLanguage(request: FastifyRequest): Language {
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  return isLanguage(chosen) ? chosen : negotiateLanguage(request.headers['accept-language']);
}

/**
 * Whether this request follows a link on one of the site's own pages in another language than
 * `language` (the Referer, same origin: the site sends it in full to itself, security-headers.ts).
 * Every other link on a page stays in its language, so this is the language switch's.
 */
function cameFromPageInOtherLanguage(request: FastifyRequest, language: Language): boolean {
  const referer = request.headers.referer;
  if (!referer || request.headers.host === undefined) return false;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return false;
  }
  if (from.host !== request.headers.host) return false;
  const before = decodePath(from.pathname);
  return before !== null && languageOfPath(before).language !== language;
}

/** The cookie the page's own switch sets (shell/src/i18n/switch-language.ts), set by the server. */
function rememberLanguage(request: FastifyRequest, reply: FastifyReply, language: Language): void {
  reply.setCookie(LANGUAGE_COOKIE, language, {
    path: '/',
    maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/** A value as a data block (`safeJson`): never run, so the page's CSP needs nothing for it. */
function dataBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${safeJson(value)}</script>`;
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

/**
 * A page URL answers its page whatever the Accept header says (link-preview bots and crawlers
 * accept any type, or send no Accept header), unless the client asks for JSON and not HTML: a
 * script that fetched a wrong URL then gets a JSON 404 it can read.
 */
function wantsJsonOnly(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ message: 'Not found' });
}
