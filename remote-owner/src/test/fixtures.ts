import type { Booking, Hotel, SessionUser } from '@ceylon/shared';

export const owner: SessionUser = {
  id: 'owner-1',
  firstName: 'Nimal',
  lastName: 'Silva',
  email: 'nimal@example.com',
  role: 'hotelOwner',
};

export function makeBooking(id: string, overrides: Partial<Booking> = {}): Booking {
  return {
    id,
    checkIn: '2025-06-01',
    checkOut: '2025-06-03',
    guests: 2,
    hotelId: 'hotel-1',
    totalPrice: 200,
    status: 'confirmed',
    createdAt: '2025-05-01T00:00:00.000Z',
    hotel: { id: 'hotel-1', title: 'Lake View', location: 'Kandy' },
    user: { id: 'guest-1', firstName: 'Asha', lastName: 'Perera' },
    ...overrides,
  };
}

export function makeHotel(id: string, overrides: Partial<Hotel> = {}): Hotel {
  return {
    id,
    title: `Hotel ${id}`,
    location: 'Kandy',
    price: 100,
    description: '',
    imageUrl: `/img/${id}.jpg`,
    rating: 4.5,
    bestSeller: false,
    rooms: 10,
    creator: { id: owner.id, firstName: owner.firstName, lastName: owner.lastName },
    createdAt: '2025-01-01T00:00:00.000Z',
    bookings: [],
    ...overrides,
  };
}

/** A rejected axios-like call carrying the server's `message`. */
export const serverError = (message: string) =>
  Object.assign(new Error(message), { isAxiosError: true, response: { status: 400, data: { message } } });
