import type { FastifyInstance } from 'fastify';
import type { Hotel } from '@ceylon/shared/domain';
import type { HotelLookup, PageFacts } from './describe-page';

/** Longest a page waits for its hotel before it is sent with the site's own head instead. */
const HOTEL_DEADLINE_MS = 1_500;

/**
 * What pages and the sitemap need from the API, asked in-process (`inject`: no socket, the same
 * routes, schemas and hooks a browser's request goes through). Without an API mounted every
 * hotel is missing.
 */
export function siteFacts(app: FastifyInstance, siteUrl: string): PageFacts & { api: ApiReader } {
  const api = apiReader(app);
  return {
    siteUrl: siteUrl.replace(/\/+$/, ''),
    api,
    async findHotel(id: string): Promise<HotelLookup> {
      const answer = await withDeadline(api.get<Hotel>(`/api/hotels/${encodeURIComponent(id)}`), HOTEL_DEADLINE_MS);
      if (answer === 'late') {
        app.log.warn({ hotel: id }, 'The hotel for a page took too long; sent with the site’s own head');
        return 'unavailable';
      }
      // The API refuses an id that is not one (400) and answers 404 for a hotel it does not have or has deleted.
      if (answer.status === 404 || answer.status === 400) return 'missing';
      return answer.status === 200 && answer.body ? { found: answer.body } : 'unavailable';
    },
  };
}

export type ApiReader = ReturnType<typeof apiReader>;

function apiReader(app: FastifyInstance) {
  return {
    async get<T>(url: string): Promise<{ status: number; body: T | null }> {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      if (response.statusCode !== 200) return { status: response.statusCode, body: null };
      return { status: 200, body: response.json<T>() };
    },
  };
}

async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
