import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

// Features the site never uses; a framed or injected script cannot ask for them either.
const permissionsPolicy = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/**
 * Browser defences on every API answer, stand-alone or mounted in the site's web server (whose
 * own pages get theirs from deploy/src/server/security-headers.ts). JSON is never a document, so
 * its CSP lets it load nothing and be framed by no one; /docs sets its own (plugins/docs.ts).
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: app.config.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      xFrameOptions: { action: 'deny' },
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', permissionsPolicy);
    });
    // Most answers depend on who asks (a session, a role) or change with every booking: no cache,
    // shared or the browser's, keeps one. Routes whose files never change say so themselves (photos, assets).
    app.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'ceylon-security-headers', dependencies: ['ceylon-config'] },
);
