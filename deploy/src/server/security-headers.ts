import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

export interface SecurityPolicy {
  /** Origins areas are loaded from (REMOTE_ORIGINS): their scripts run and are probed from the page. */
  remoteOrigins?: string[];
  /** Other origins hotel images may come from (IMAGE_ORIGINS). */
  imageOrigins?: string[];
  /** The site is reached only over HTTPS (HSTS=true): HSTS, and pages upgrade stray http:// loads. */
  hsts?: boolean;
}

// Features the site never uses; a framed or injected script cannot ask for them either.
const permissionsPolicy = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/**
 * The headers of every response (helmet), with the CSP of a resource: JSON, scripts and errors are
 * never documents, so they may load nothing and be framed by no one. Pages get `pagePolicy` instead.
 * Plain helmet rather than @fastify/helmet, because framework errors are answered without hooks
 * (see `applyTo`) and must carry the same headers.
 */
export function siteSecurity(policy: SecurityPolicy = {}) {
  const everyResponse = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Release files opt out where they are sent: areas may be loaded from another origin.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: policy.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  // Several areas may share an origin.
  const remoteOrigins = [...new Set(policy.remoteOrigins)];

  function applyTo(reply: FastifyReply) {
    everyResponse(reply.request.raw, reply.raw, () => undefined);
    reply.raw.setHeader('permissions-policy', permissionsPolicy);
  }

  return {
    applyTo,

    register(app: FastifyInstance) {
      app.addHook('onRequest', async (_request, reply) => applyTo(reply));
    },

    /**
     * A fresh nonce and the CSP of one HTML page. Scripts come only from this site and the areas'
     * origins; styled-components' run-time <style> elements carry the nonce (it reads it from the
     * page's `<meta property="csp-nonce">`, compose-page.ts), so no inline style is allowed without it.
     */
    pagePolicy(): { nonce: string; csp: string } {
      const nonce = randomBytes(16).toString('base64');
      const directives: Record<string, string[]> = {
        'default-src': ["'self'"],
        // The nonce: a rendered page's inline starter, which adds the shell's scripts once it is painted (compose-page.ts).
        'script-src': ["'self'", `'nonce-${nonce}'`, ...remoteOrigins],
        'style-src': ["'self'", `'nonce-${nonce}'`],
        'img-src': ["'self'", 'data:', ...(policy.imageOrigins ?? [])],
        'connect-src': ["'self'", ...remoteOrigins],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(policy.hsts ? { 'upgrade-insecure-requests': [] } : {}),
      };
      const csp = Object.entries(directives)
        .map(([name, values]) => [name, ...values].join(' '))
        .join('; ');
      return { nonce, csp };
    },
  };
}

export type SiteSecurity = ReturnType<typeof siteSecurity>;
