import type { Booking, Hotel } from '@ceylon/shared';
import type { SessionUser } from '@ceylon/shared';

export const traveller: SessionUser = {
  id: 'u1',
  firstName: 'Nimal',
  lastName: 'Perera',
  email: 'nimal@ceylon.test',
  role: 'user',
};

export function makeHotel(overrides: Partial<Hotel> = {}): Hotel {
  return {
    id: 'h1',
    title: 'Kandy Lake Residence',
    location: 'Kandy',
    price: 120,
    description: 'Rooms above Kandy Lake.',
    imageUrl: '/api/assets/hotels/kandy.svg',
    rating: 4.7,
    bestSeller: false,
    rooms: 10,
    creator: { id: 'o1', firstName: 'Sunil', lastName: 'Silva' },
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 'b1',
    checkIn: '2099-06-10',
    checkOut: '2099-06-12',
    guests: 2,
    hotelId: 'h1',
    totalPrice: 480,
    status: 'confirmed',
    createdAt: '2025-01-01T00:00:00.000Z',
    hotel: { id: 'h1', title: 'Kandy Lake Residence', location: 'Kandy' },
    user: { id: 'u1', firstName: 'Nimal', lastName: 'Perera' },
    ...overrides,
  };
}

/** An axios-style response for `jest.spyOn(apiClient, …).mockResolvedValue`. */
export function ok<T>(data: T, status = 200) {
  return { data, status, statusText: 'OK', headers: {}, config: { headers: {} } } as never;
}

/** An axios error as the API sends it: `{ message }` with a status. */
export function apiError(status: number, message?: string) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: message ? { message } : {} },
  });
}
