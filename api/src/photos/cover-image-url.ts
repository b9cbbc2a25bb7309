import type { HotelPhoto } from '@ceylon/shared/domain';

/** The width a card asks for: a 390 px phone at 2× picks it from `srcset`, and older clients get it as `imageUrl`. */
export const CARD_WIDTH = 960;

/**
 * The hotel's presented `imageUrl`: the cover's 960-wide WebP (its widest WebP when narrower), or
 * the URL the owner set when the hotel has no photo (the original field keeps working for such clients).
 */
export function coverImageUrl(cover: HotelPhoto | null, imageUrl: string): string {
  const webp = cover?.variants.filter((variant) => variant.format === 'webp' && variant.width <= CARD_WIDTH) ?? [];
  return webp.at(-1)?.url ?? imageUrl;
}
