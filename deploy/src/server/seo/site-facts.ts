import type { FastifyInstance } from 'fastify';
import type { DestinationPage, Hotel } from '@ceylon/shared/domain';
import { momentCache, type MomentCacheOptions } from '../moment-cache';
import { withDeadline } from '../with-deadline';
import type { Lookup, PageFacts } from './describe-page';

/** Longest a page waits for what its head needs (its hotel, its town) before it is sent with the site's own head instead. */
const PAGE_FACT_DEADLINE_MS = 1_500;

/** Answers kept at once for reuse: a site's most visited hotels and towns, and the sitemap's files. */
const MAX_ANSWERS = 2_000;

/**
 * What pages and the sitemap need from the API, asked in-process (`inject`: no socket, the same
 * routes, schemas and hooks a browser's request goes through). Without an API mounted every
 * hotel and town is missing. With `reuse`, an answer is reused for a moment, as rendered pages are
 * (SSR_CACHE_MS, moment-cache.ts): a busy hotel's head costs one read a second, not one a visitor.
 */
export function siteFacts(app: FastifyInstance, siteUrl: string, reuse?: Omit<MomentCacheOptions, 'max'>): PageFacts & { api: ApiReader } {
  const api = apiReader(app, reuse);

  /** The answer at `url` (a 200), missing (404, or 400 for an address that cannot be one), or unavailable (late, or failed). */
  async function lookUp<T>(url: string, what: Record<string, unknown>): Promise<Lookup<T>> {
    const answer = await withDeadline(api.get<T>(url), PAGE_FACT_DEADLINE_MS);
    if (answer === 'late') {
      app.log.warn(what, 'What a page’s head needs took too long; sent with the site’s own head');
      return 'unavailable';
    }
    if (answer.status === 404 || answer.status === 400) return 'missing';
    return answer.status === 200 && answer.body ? { found: answer.body } : 'unavailable';
  }

  return {
    siteUrl: siteUrl.replace(/\/+$/, ''),
    api,
    // The API refuses an id that is not one (400) and answers 404 for a hotel it does not have or has deleted.
    findHotel: (id) => lookUp<Hotel>(`/api/hotels/${encodeURIComponent(id)}`, { hotel: id }),
    // The API answers 404 for a town without live hotels and for a page past its last.
    findTown: (slug, page) =>
      lookUp<DestinationPage>(`/api/destinations/${encodeURIComponent(slug)}${page > 1 ? `?page=${page}` : ''}`, { town: slug, page }),
  };
}

export type ApiReader = ReturnType<typeof apiReader>;

type ApiAnswer = { status: number; body: unknown };

function apiReader(app: FastifyInstance, reuse?: Omit<MomentCacheOptions, 'max'>) {
  const answers = momentCache<ApiAnswer>({ ttlMs: 0, dataVersion: () => 0, ...reuse, max: MAX_ANSWERS });
  async function read(url: string): Promise<ApiAnswer> {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    if (response.statusCode !== 200) return { status: response.statusCode, body: null };
    return { status: 200, body: response.json() };
  }
  return {
    /** A GET of the API; a found (200) or missing (404) answer may be reused, anything else is asked again. */
    async get<T>(url: string): Promise<{ status: number; body: T | null }> {
      const answer = await answers.get(
        url,
        () => read(url),
        ({ status }) => status === 200 || status === 404,
      );
      return answer as { status: number; body: T | null };
    },
  };
}
