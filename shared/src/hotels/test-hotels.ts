import type { Hotel } from '../domain';

/** A hotel as GET /api/hotels sends it, for tests. */
export function makeHotel(index: number, overrides: Partial<Hotel> = {}): Hotel {
  return {
    id: `hotel-${index}`,
    title: `Hotel ${index}`,
    location: `Town ${index}`,
    price: 100 + index,
    description: '',
    imageUrl: `/api/assets/hotels/hotel-${index}.svg`,
    rating: 4.6,
    bestSeller: false,
    rooms: 10,
    creator: { id: `owner-${index}`, firstName: `Owner${index}`, lastName: 'Perera' },
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
