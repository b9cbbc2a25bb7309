import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { documentRoute, tidyDocument } from './openapi-document';

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

/** Every tag the routes use, in the order the page lists them. */
const TAGS = [
  { name: 'hotels', description: 'The catalogue and search; for owners and administrators, their hotels, photos, closures and occupancy' },
  { name: 'destinations', description: 'The towns with hotels, and each town’s hotels a page at a time' },
  { name: 'bookings', description: 'Stays booked by guests, and the lists owners and administrators see' },
  {
    name: 'promotions',
    description: "Promotion codes: administrators' site-wide codes, owners' codes for their hotels, and the check before booking",
  },
  {
    name: 'exchange-rates',
    description: 'Rates prices may be shown at in other currencies (charged in US dollars), set by administrators',
  },
  {
    name: 'dashboard',
    description: 'Owners’ and administrators’ dashboard figures: arrivals, departures, occupancy, revenue and bookings made',
  },
  { name: 'reviews', description: "Reviews of completed stays and the owners' answers" },
  { name: 'auth', description: 'Registration, login, logout and resetting a forgotten password' },
  { name: 'account', description: "The signed-in person's own account" },
  { name: 'users', description: 'Accounts, managed by administrators' },
  { name: 'admin', description: 'The mail outbox, for administrators' },
  { name: 'contact', description: 'The contact form and the newsletter' },
  { name: 'client errors', description: 'Failures a browser saw, reported to administrators' },
  { name: 'photos', description: 'Stored hotel photos' },
  { name: 'assets', description: "The demo hotels' illustrations" },
  { name: 'health', description: 'For load balancers and monitors' },
];

/** Relative: the document describes the site that serves it, whichever that is; public, as the site is. */
const SERVER = { url: '/', description: 'The site serving this document (production, staging or local)', 'x-internal': false };

/** The OpenAPI document, built from the route schemas, and a browsable page at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Ceylon Stays API',
          version: '1.0.0',
          description:
            'Hotels across Sri Lanka, bookings and accounts. Dates are Asia/Colombo calendar dates. ' +
            'Every route words its messages (the `message` of an error, and of a promotion code that does not apply) in the ' +
            'language the `Accept-Language` header asks for: `en`, `si` (Sinhala) or `ta` (Tamil), by its quality values; ' +
            'English for any other language or none. The answers are otherwise the same: status, `field` and shape.',
          contact: { name: 'Ceylon Stays', url: `${app.config.siteUrl}/contact` },
        },
        servers: [SERVER],
        tags: TAGS,
        // Public unless an operation names bearerAuth, as every signed-in one does.
        security: [],
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description:
                'The token POST /api/auth/login answers: a JWS signed with HS256, the one algorithm accepted (RFC8725 §3.1), ' +
                'that expires and names a server-side session, which logging out or changing the password ends.',
            },
          },
        },
      },
      transform: documentRoute,
      transformObject: tidyDocument,
    });
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      // The page links its files from its route prefix alone (`/docs/static/…`); the API is
      // mounted under a prefix of its own (`/api`), which the links must carry too.
      indexPrefix: app.prefix,
      staticCSP: docsPolicy,
    });
  },
  { name: 'ceylon-docs', dependencies: ['ceylon-config'] },
);
