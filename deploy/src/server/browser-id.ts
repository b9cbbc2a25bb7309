import { createHash, randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Kept with the store (it lives in its state); re-exported where cookies are made.
export { loadBrowserIdSecret } from '../store/browser-id-secret';

/**
 * A random id per browser, in a signed HttpOnly cookie the web server sets on the page and on
 * `/remotes.json`. Page scripts cannot read or mint one, so whatever counts browsers (the
 * load-failure ledger, later sticky canary releases) can trust that one id is one browser that
 * really loaded the site — not that a browser is honest, only that a forger pays one page load
 * per id.
 */
export const browserIdCookie = 'cs_bid';

// Browsers cap cookie lifetimes at 400 days; asking for more only gets it cut.
const maxAgeSeconds = 400 * 24 * 3600;
const idPattern = /^[A-Za-z0-9_-]{22}$/;

export interface BrowserIdOptions {
  /** HMAC key for the cookie's signature; see loadBrowserIdSecret. */
  secret: string;
  /** Which responses hand out an id to a browser that has none. */
  issueOn: (request: FastifyRequest, reply: FastifyReply) => boolean;
}

/**
 * Registers @fastify/cookie on the host (so every route, the mounted API's too, sees
 * `request.cookies`) and issues an id on the responses `issueOn` picks.
 */
export async function browserIds(app: FastifyInstance, options: BrowserIdOptions) {
  await app.register(fastifyCookie, { secret: options.secret, hook: 'onRequest' });
  app.addHook('onSend', async (request, reply, payload) => {
    if (readBrowserId(request) === null && !issued.has(request) && options.issueOn(request, reply)) setBrowserId(reply, newBrowserId());
    return payload;
  });
}

const issued = new WeakMap<FastifyRequest, string>();

/**
 * The browser's id, issuing one on this response when it has none (a first visit that asks for
 * `/remotes.json` before any page): whatever depends on the id can be decided on this very request.
 */
export function ensureBrowserId(request: FastifyRequest, reply: FastifyReply): string {
  const id = readBrowserId(request) ?? issued.get(request);
  if (id !== undefined) return id;
  const fresh = newBrowserId();
  issued.set(request, fresh);
  setBrowserId(reply, fresh);
  return fresh;
}

function setBrowserId(reply: FastifyReply, id: string) {
  reply.setCookie(browserIdCookie, id, { signed: true, httpOnly: true, sameSite: 'lax', secure: 'auto', path: '/', maxAge: maxAgeSeconds });
}

/** The browser's id when its cookie carries a valid signature, else null. */
export function readBrowserId(request: FastifyRequest): string | null {
  const signed = request.cookies?.[browserIdCookie];
  if (signed === undefined) return null;
  const { valid, value } = request.unsignCookie(signed);
  return valid && idPattern.test(value) ? value : null;
}

/** A short one-way digest, for files an operator reads: counts browsers without holding ids. */
export function browserDigest(id: string): string {
  return createHash('sha256').update(id).digest('base64url').slice(0, 16);
}

function newBrowserId(): string {
  return randomBytes(16).toString('base64url');
}
