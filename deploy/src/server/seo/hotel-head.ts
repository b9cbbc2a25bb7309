import type { Hotel as HotelLd, WithContext } from 'schema-dts';
import { AMENITIES, type Hotel, type HotelPhoto } from '@ceylon/shared/domain';
import type { Language } from '@ceylon/shared/languages';
import { formatUsd } from '@ceylon/shared/money';
import { clip, destinationsBreadcrumbs, type PageHead } from './page-head';
import { serverText } from './public-page-descriptions';

/** Link previews show about this wide; the widest WebP at most this wide is the card's picture. */
const SHARE_WIDTH = 1200;

/**
 * A hotel page's head: its name and town, price and guest score in the description, its cover
 * photo as the share card, and schema.org `Hotel` and `BreadcrumbList` data. Guest scores are
 * reviews of stays booked here, about a hotel this site does not run, so `aggregateRating` is not
 * self-serving and is given once there is a review.
 */
export function hotelHead(hotel: Hotel, siteUrl: string, language: Language): PageHead {
  const canonical = `${siteUrl}/hotels/${hotel.id}`;
  const image = shareImage(hotel, siteUrl);
  const photos = photoUrls(hotel, siteUrl);
  const facts = [
    hotel.location,
    serverText(language, 'hotel.from', { price: formatUsd(hotel.price) }),
    ...(hotel.guestScore !== null ? [serverText(language, 'hotel.guestScore', { score: hotel.guestScore.toFixed(1) })] : []),
  ].join(' · ');
  const description = clip(`${facts}. ${hotel.description || serverText(language, 'hotel.bookWithUs')}`);

  const data: WithContext<HotelLd> = {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    '@id': canonical,
    name: hotel.title,
    url: canonical,
    ...(hotel.description ? { description: clip(hotel.description, 500) } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(hotel.address ? { streetAddress: hotel.address } : {}),
      addressLocality: hotel.location,
      addressCountry: 'LK',
    },
    starRating: { '@type': 'Rating', ratingValue: hotel.rating, bestRating: 5 },
    checkinTime: `${hotel.checkInTime}:00`,
    checkoutTime: `${hotel.checkOutTime}:00`,
    numberOfRooms: hotel.rooms,
    amenityFeature: hotel.amenities.map((id) => ({
      '@type': 'LocationFeatureSpecification' as const,
      name: AMENITIES.find((amenity) => amenity.id === id)?.label ?? id,
      value: true,
    })),
    ...(image ? { image: photos.length > 0 ? photos : [image.url] } : {}),
    priceRange: serverText(language, 'hotel.priceRange', { price: formatUsd(hotel.price) }),
    ...(hotel.guestScore !== null && hotel.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            // Shown out of 10: twice the mean of ratings of 1 to 5.
            ratingValue: hotel.guestScore,
            bestRating: 10,
            worstRating: 2,
            reviewCount: hotel.reviewCount,
          },
        }
      : {}),
  };
  return {
    title: `${hotel.title}, ${hotel.location}`,
    description,
    canonical,
    image,
    jsonLd: [data, destinationsBreadcrumbs(siteUrl, hotel.title, canonical, language)],
  };
}

/**
 * The cover's widest WebP up to the share width, else the hotel's picture URL unless it is SVG (no
 * preview shows those). A hotel page's share card, and a town page's (its first hotel with one).
 */
export function shareImage(hotel: Pick<Hotel, 'photos' | 'cover' | 'title' | 'imageUrl'>, siteUrl: string): PageHead['image'] {
  const cover = hotel.photos?.[0] ?? hotel.cover;
  const alt = cover?.caption || hotel.title;
  const variant = cover && shareVariant(cover);
  if (variant) return { url: absolute(variant.url, siteUrl), width: variant.width, height: variant.height, alt };
  if (/\.svg($|\?)/i.test(hotel.imageUrl)) return undefined;
  return { url: absolute(hotel.imageUrl, siteUrl), alt };
}

function shareVariant(photo: HotelPhoto) {
  const webp = photo.variants.filter((variant) => variant.format === 'webp').sort((a, b) => a.width - b.width);
  return webp.filter((variant) => variant.width <= SHARE_WIDTH).pop() ?? webp[0];
}

function photoUrls(hotel: Hotel, siteUrl: string): string[] {
  return (hotel.photos ?? (hotel.cover ? [hotel.cover] : []))
    .map((photo) => shareVariant(photo))
    .filter((variant) => variant !== undefined)
    .map((variant) => absolute(variant.url, siteUrl));
}

function absolute(url: string, siteUrl: string): string {
  return new URL(url, `${siteUrl}/`).toString();
}
