// What a hotel offers beyond its original fields (docs/product.md §3): the fixed amenities
// list and the check-in and check-out times. Values, so pages may import them; the contracts build
// their schemas on them.

/** Every amenity a hotel may list, in the order pages show them, with its label. */
export const AMENITIES = [
  { id: 'wifi', label: 'Wi-Fi' },
  { id: 'pool', label: 'Pool' },
  { id: 'parking', label: 'Parking' },
  { id: 'breakfast', label: 'Breakfast' },
  { id: 'air-conditioning', label: 'Air conditioning' },
  { id: 'spa', label: 'Spa' },
  { id: 'beach-access', label: 'Beach access' },
  { id: 'airport-transfer', label: 'Airport transfer' },
  { id: 'restaurant', label: 'Restaurant' },
  { id: 'family-rooms', label: 'Family rooms' },
] as const;

export type AmenityId = (typeof AMENITIES)[number]['id'];
export const AMENITY_IDS = AMENITIES.map((amenity) => amenity.id) as readonly AmenityId[];

/** `HH:MM`, 24-hour, Sri Lanka time. docs/product.md §9: check-in from 2:00 PM, check-out by 12:00 PM. */
export const DEFAULT_CHECK_IN_TIME = '14:00';
export const DEFAULT_CHECK_OUT_TIME = '12:00';
export const TIME_OF_DAY_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/** `14:00` → `2:00 PM`, as docs/product.md §9 writes times. */
export function formatTimeOfDay(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** Photos: how many a hotel keeps, and what an upload may be. */
export const MAX_HOTEL_PHOTOS = 10;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTO_PIXELS = 40_000_000;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The widths every photo is stored at (never wider than the original). */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
