/**
 * The owner area's query keys, one tree: a hotel's own reads (photos, seasons, occupancy …) sit under
 * its key, so every feature names the same key for the same read and a write can invalidate exactly
 * what it changed. Features never import each other; they share these names.
 */
export const ownerKeys = {
  /** The signed-in owner's hotels, each with its bookings. */
  myHotels: ['owner', 'hotels'] as const,
  /** One hotel the owner manages; pass `exact: true` to invalidate the hotel alone, not its reads below. */
  hotel: (hotelId: string) => ['owner', 'hotel', hotelId] as const,
  /** One of the hotel's reads: ['owner', 'hotel', id, 'seasons', …]. */
  ofHotel: <Rest extends readonly string[]>(hotelId: string, ...rest: Rest) => ['owner', 'hotel', hotelId, ...rest] as const,
};
