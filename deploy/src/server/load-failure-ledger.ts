import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoadFailure, ReleaseStore } from '../store';

/** Where browsers report an area they could not load; the API owns and validates the route. */
const reportRoute = /^\/api\/client-errors\/?$/;

/**
 * Copies every report the API accepted at `POST /api/client-errors` into the store's ledger, so
 * `npm run releases` can show failures per version while the API's own database is in use.
 * A hook on the host rather than a change to the API: the API stays unaware of the release store.
 */
export function loadFailureLedger(app: FastifyInstance, store: ReleaseStore) {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'POST' || reply.statusCode !== 201 || !reportRoute.test(request.url.split('?')[0] ?? '')) return;
    const failure = toLoadFailure(request);
    if (!failure) return;
    try {
      await store.appendLoadFailure(failure);
    } catch (error) {
      request.log.error({ err: error }, 'Could not write the load-failure ledger');
    }
  });
}

function toLoadFailure(request: FastifyRequest): LoadFailure | null {
  const body = request.body as Record<string, unknown> | undefined;
  if (!body || typeof body.area !== 'string' || typeof body.type !== 'string') return null;
  const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
  return {
    area: text(body.area, 100),
    version: text(body.version, 100),
    type: text(body.type, 50),
    url: text(body.url, 500),
    message: text(body.message, 300),
    at: new Date().toISOString(),
  };
}
