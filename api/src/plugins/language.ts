import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { negotiateLanguage, type Language } from '@ceylon/shared/languages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the answer's messages are in: en, si or ta from Accept-Language, else English. */
    readonly language: Language;
  }
}

/**
 * The request's language from its Accept-Language header, by the header's weights (`ta;q=0.9, si`
 * → `si`); English for any other language, or none. The pages send their own language (shared's
 * API client), so a Sinhala page gets Sinhala messages whatever the browser prefers.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const header = request.headers['accept-language'];
  return negotiateLanguage(Array.isArray(header) ? header.join(',') : header);
}

/** `request.language`, read from the request's own header each time: nothing is shared between requests. */
export default fp(
  async (app) => {
    app.decorateRequest('language', {
      getter(this: FastifyRequest) {
        return requestLanguage(this);
      },
    });
  },
  { name: 'ceylon-language' },
);
