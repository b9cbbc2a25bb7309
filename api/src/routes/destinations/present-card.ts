import { guestScore, type HotelCardHotel } from '@ceylon/shared/domain';
import { coverImageUrl } from '../../photos/cover-image-url';
import type { TownHotelRow } from '../../repositories/destinations-repository';

/** A town page's hotel as its card shows it: the same fields, worked out the same way, as `GET /api/hotels` gives. */
export function presentCard(row: TownHotelRow): HotelCardHotel {
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    price: row.price,
    imageUrl: coverImageUrl(row.cover, row.imageUrl),
    rating: row.rating,
    bestSeller: row.bestSeller,
    guestScore: guestScore(row.reviewCount, row.reviewTotal),
    reviewCount: row.reviewCount,
    cover: row.cover ?? null,
    creator: { id: row.creatorId, firstName: row.creatorFirstName, lastName: row.creatorLastName },
  };
}
