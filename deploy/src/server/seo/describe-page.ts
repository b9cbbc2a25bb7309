import type { Organization, WebSite, WithContext } from 'schema-dts';
import { destinationPageNumber, isTownSlug, type DestinationPage, type Hotel } from '@ceylon/shared/domain';
import { SITE_NAME } from '@ceylon/shared/page-title';
import { redirectRoutes, type PageRoute } from '@ceylon/shell/route-table';
import { pageRouteFor } from '../page-preloads';
import { hotelHead } from './hotel-head';
import type { PageHead } from './page-head';
import type { Language } from '@ceylon/shared/languages';
import { descriptionIn, notFoundTitleIn, titleIn, unlistedPublicPaths } from './public-page-descriptions';
import { townHead } from './town-head';

/** What the API answered, or why there is none to show: it has none (404), or it could not say in time. */
export type Lookup<T> = { found: T } | 'missing' | 'unavailable';

/** A hotel as the API answers `GET /api/hotels/:id`. */
export type HotelLookup = Lookup<Hotel>;

/** A town's page of hotels as the API answers `GET /api/destinations/:slug?page=`. */
export type TownLookup = Lookup<DestinationPage>;

/** What the server answers for a page URL: the page with its status and head, or a permanent redirect. */
export type PageAnswer = { kind: 'page'; status: 200 | 404; head: PageHead } | { kind: 'redirect'; to: string };

export interface PageFacts {
  /** The site's public address (SITE_URL), for canonical URLs: never the request's Host header. */
  siteUrl: string;
  findHotel(id: string): Promise<HotelLookup>;
  findTown(slug: string, page: number): Promise<TownLookup>;
}

/**
 * The status and head of the page at `urlPath`, as the route table sees it: a public page with
 * its own description and canonical URL, a hotel's or a town's page from the API (a 404 when there
 * is no such hotel, town or page of it), a signed-in page named but kept out of search results, a
 * retired path as a 301, and anything else the not-found page with a 404. When the hotel or town
 * cannot be read now, the page is still sent, with the site's own head: a slow database never
 * costs the visitor the page. Its words are in `language`, the page's (docs/languages.md); the
 * API's hotel and town names stay as their owners wrote them.
 */
export function pageDescriber(facts: PageFacts) {
  return async function describePage(urlPath: string, search: string, language: Language = 'en'): Promise<PageAnswer> {
    const siteDescription = descriptionIn(language, '/');
    const notFoundHead: PageHead = { title: notFoundTitleIn(language), description: siteDescription, noindex: true };
    const retired = redirectRoutes.find((route) => route.path.toLowerCase() === trimmed(urlPath).toLowerCase());
    // 'create-hotel-for-role' depends on who is signed in, which only the browser knows.
    if (retired && retired.to.startsWith('/')) return { kind: 'redirect', to: retired.to + search };
    if (retired) return page(200, { title: '', description: siteDescription, noindex: true });

    const route = pageRouteFor(urlPath);
    if (!route) return page(404, notFoundHead);
    const fallback: PageHead = { title: titleIn(language, route), description: siteDescription };
    if (route.path === '/hotels/:id') return hotelPage(urlPath.split('/').filter(Boolean)[1] ?? '', language, notFoundHead, fallback);
    if (route.path === '/destinations/:town')
      return townPage(urlPath.split('/').filter(Boolean)[1] ?? '', search, language, notFoundHead, fallback);
    if (route.guard !== 'public' && route.guard !== 'guest-only') return page(200, { ...fallback, noindex: true });
    return page(200, publicHead(route, language));
  };

  async function hotelPage(id: string, language: Language, notFoundHead: PageHead, fallback: PageHead): Promise<PageAnswer> {
    const lookup = await facts.findHotel(id);
    if (lookup === 'missing') return page(404, notFoundHead);
    if (lookup === 'unavailable') return page(200, fallback);
    return page(200, hotelHead(lookup.found, facts.siteUrl, language));
  }

  /**
   * A town's page, read as the page reads it (its slug in lower case, `?page=` a plain number): no
   * such town, or a page past its last, is the not-found page with a 404, never a soft one.
   */
  async function townPage(
    town: string,
    search: string,
    language: Language,
    notFoundHead: PageHead,
    fallback: PageHead,
  ): Promise<PageAnswer> {
    const slug = town.toLowerCase();
    const number = destinationPageNumber(new URLSearchParams(search).get('page'));
    if (!isTownSlug(slug) || number === null) return page(404, notFoundHead);
    const lookup = await facts.findTown(slug, number);
    if (lookup === 'missing') return page(404, notFoundHead);
    if (lookup === 'unavailable') return page(200, fallback);
    return page(200, townHead(lookup.found, facts.siteUrl, language));
  }

  function publicHead(route: PageRoute, language: Language): PageHead {
    const description = descriptionIn(language, route.path);
    const title = titleIn(language, route);
    if (unlistedPublicPaths.has(route.path)) return { title, description, noindex: true };
    const canonical = facts.siteUrl + route.path;
    const head: PageHead = { title: route.path === '/' ? '' : title, description, canonical };
    return route.path === '/' ? { ...head, canonical: `${facts.siteUrl}/`, jsonLd: homeData(facts.siteUrl, language) } : head;
  }
}

function page(status: 200 | 404, head: PageHead): PageAnswer {
  return { kind: 'page', status, head };
}

function trimmed(urlPath: string): string {
  return urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
}

/** The home page says who runs the site and what the site is. */
function homeData(siteUrl: string, language: Language): [WithContext<Organization>, WithContext<WebSite>] {
  const organization = `${siteUrl}/#organization`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': organization,
      name: SITE_NAME,
      url: `${siteUrl}/`,
      description: 'Hotel discovery and booking across Sri Lanka, and marketing and consultation for the hotels.',
      address: { '@type': 'PostalAddress', addressLocality: 'Colombo', addressCountry: 'LK' },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${siteUrl}/#website`,
      name: SITE_NAME,
      url: `${siteUrl}/`,
      inLanguage: language,
      publisher: { '@id': organization },
    },
  ];
}
