// The hotels a search engine is told about, for the web server's sitemap.xml: an index of pages
// (one sitemap file each) and each page's hotels, both read by the web server in-process.
import { Type } from 'typebox';
import { Id, Timestamp, WholeNumber } from './common';

/** Hotels per sitemap file: the most URLs the sitemap protocol allows in one. */
export const SITEMAP_PAGE_SIZE = 50_000;

/** The most sitemap files asked for by number: 500 million hotels, far past any catalogue. */
export const MAX_SITEMAP_PAGES = 10_000;

/** One sitemap file: its page number, its hotels and the latest change among them. */
export const SitemapFileSchema = Type.Object({
  page: Type.Integer({ minimum: 1 }),
  count: Type.Integer({ minimum: 1 }),
  lastmod: Timestamp,
});

/** `GET /api/sitemap/hotels`: the live hotels in id order, cut into pages; no pages without hotels. */
export const SitemapIndexSchema = Type.Object({
  pageSize: Type.Integer({ minimum: 1 }),
  files: Type.Array(SitemapFileSchema),
});

/** `GET /api/sitemap/hotels/:page`. */
export const SitemapPageParams = Type.Object({
  page: WholeNumber(1, MAX_SITEMAP_PAGES),
});

/** A hotel as a sitemap lists it: its page is /hotels/:id, lastmod its last edit. */
export const SitemapHotelSchema = Type.Object({ id: Id, lastmod: Timestamp });

export const SitemapPageSchema = Type.Object({ hotels: Type.Array(SitemapHotelSchema) });
