import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/**
 * The page's own CSP: Swagger UI runs only its own scripts and styles, fetches the document from
 * here and may not be framed. Its bundle (the pinned @fastify/swagger-ui 6.1.3) adds one fixed
 * <style> element at run time, allowed by its hash; the browser test of /api/docs fails if an
 * upgrade changes it.
 */
const docsPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The OpenAPI document, built from the route schemas, and a browsable page at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Ceylon Stays API',
          version: '1.0.0',
          description: 'Hotels across Sri Lanka, bookings and accounts. Dates are Asia/Colombo calendar dates.',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      // The page links its files from its route prefix alone (`/docs/static/…`); the API is
      // mounted under a prefix of its own (`/api`), which the links must carry too.
      indexPrefix: app.prefix,
      staticCSP: docsPolicy,
    });
  },
  { name: 'ceylon-docs' },
);
