import { destinationPath, destinationTitle, hotelCountText, type DestinationPage } from '@ceylon/shared/domain';
import { shareImage } from './hotel-head';
import { clip, destinationsBreadcrumbs, type PageHead } from './page-head';

/**
 * A town page's head: "Hotels in Kandy" (", page 2" after the first, each page its own canonical
 * address, as its pager links it), how many hotels it has, the first of its hotels' photos a link
 * preview can show, and schema.org breadcrumbs from the home page through the destinations.
 */
export function townHead(town: DestinationPage, siteUrl: string): PageHead {
  const canonical = siteUrl + destinationPath(town.slug, town.page);
  const pageOf = town.page > 1 ? `Page ${town.page} of ${town.pageCount}: ` : '';
  const description = clip(
    `${pageOf}${hotelCountText(town.hotelCount)} in ${town.name}, Sri Lanka, with prices and guest reviews — book on Ceylon Stays.`,
  );
  const image = town.hotels.map((hotel) => shareImage(hotel, siteUrl)).find((found) => found !== undefined);
  return {
    title: destinationTitle(town.name, town.page),
    description,
    canonical,
    ...(image ? { image } : {}),
    jsonLd: [destinationsBreadcrumbs(siteUrl, town.name, siteUrl + destinationPath(town.slug))],
  };
}
