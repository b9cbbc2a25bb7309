import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReleaseStore } from '../store';
import { checkPreview, type Preview } from './preview-token';

/** Holds a checked preview link's token while it is valid; HttpOnly, so page scripts cannot read or set it. */
export const previewCookie = 'cs_preview';

/** The page's `<meta name=…>` that tells the shell it previews "<area> <version>" (its badge reads it). */
export const previewMetaName = 'ceylon-preview';

/**
 * `/<page>?preview=<token>` (what `npm run preview` prints): a valid link sets the preview cookie,
 * expiring with the link, and redirects to the page without the token; an altered or expired link,
 * or one naming a version no longer stored, gets a page saying so (400, 410) and changes nothing.
 * `?preview=exit` clears the cookie. Only this browser is affected: `/remotes.json` reads its cookie.
 */
export function previewLinks(app: FastifyInstance, store: ReleaseStore, secret: string) {
  async function stored(preview: Preview): Promise<boolean> {
    return (await store.readReleaseInfo(preview.area, preview.version)) !== null;
  }

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.url.includes('preview=')) return;
    const url = new URL(request.url, 'http://site.invalid');
    const token = url.searchParams.get('preview');
    if (token === null || /^\/(api|releases)(\/|$)|^\/remotes\.json$/.test(url.pathname)) return;
    url.searchParams.delete('preview');
    // Only the path and query are kept, so the redirect cannot leave the site.
    const back = `${url.pathname.replace(/^\/+/, '/')}${url.search}`;
    if (token === 'exit') {
      reply.clearCookie(previewCookie, { path: '/' });
      return reply.redirect(back, 303);
    }
    const checked = checkPreview(secret, token);
    if (!checked.ok && checked.problem === 'expired')
      return refuse(reply, 410, 'This preview link has expired', 'Ask for a new one with `npm run preview`.');
    if (!checked.ok) return refuse(reply, 400, 'This preview link is not valid', 'It was changed or cut short; copy the whole link again.');
    const { preview } = checked;
    if (!(await stored(preview)))
      return refuse(reply, 400, 'This preview link is not valid', `${preview.area} ${preview.version} is not a stored version.`);
    reply.setCookie(previewCookie, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      path: '/',
      expires: new Date(preview.expires * 1000),
    });
    return reply.redirect(back, 303);
  });

  return {
    /** The preview this browser's cookie holds, while valid and stored; else null. */
    previewOf: async (request: FastifyRequest): Promise<Preview | null> => {
      const token = request.cookies?.[previewCookie];
      if (token === undefined) return null;
      const checked = checkPreview(secret, token);
      return checked.ok && (await stored(checked.preview)) ? checked.preview : null;
    },
  };
}

function refuse(reply: FastifyReply, status: number, title: string, detail: string) {
  return reply
    .code(status)
    .headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>${title}</title>` +
        `<h1>${title}</h1><p>${escapeHtml(detail)}</p><p><a href="/">Go to the site</a></p></html>`,
    );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
