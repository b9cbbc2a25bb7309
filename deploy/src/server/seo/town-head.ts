import { destinationPath, type DestinationPage } from '@ceylon/shared/domain';
import type { Language } from '@ceylon/shared/languages';
import { shareImage } from './hotel-head';
import { clip, destinationsBreadcrumbs, type PageHead } from './page-head';
import { serverText } from './public-page-descriptions';

/**
 * A town page's head in `language`: "Hotels in Kandy" (", page 2" after the first, each page its
 * own canonical address, as its pager links it), how many hotels it has, the first of its hotels'
 * photos a link preview can show, and schema.org breadcrumbs from the home page through the
 * destinations. The town's name is data, as its hotels' owners wrote it.
 */
export function townHead(town: DestinationPage, siteUrl: string, language: Language): PageHead {
  const canonical = siteUrl + destinationPath(town.slug, town.page);
  const values = { town: town.name, count: town.hotelCount, page: town.page, pageCount: town.pageCount };
  const later = town.page > 1;
  const description = clip(serverText(language, later ? 'town.descriptionPage' : 'town.description', values));
  const image = town.hotels.map((hotel) => shareImage(hotel, siteUrl)).find((found) => found !== undefined);
  return {
    title: serverText(language, later ? 'town.titlePage' : 'town.title', values),
    description,
    canonical,
    ...(image ? { image } : {}),
    jsonLd: [destinationsBreadcrumbs(siteUrl, town.name, siteUrl + destinationPath(town.slug), language)],
  };
}
