import type { Booking, Hotel, SessionUser, User } from '@ceylon/shared';

export const admin: SessionUser = { id: 'admin-1', firstName: 'Ruwan', lastName: 'Fernando', email: 'admin@example.com', role: 'admin' };
export const owner: SessionUser = { id: 'owner-1', firstName: 'Nimal', lastName: 'Silva', email: 'nimal@example.com', role: 'hotelOwner' };
export const customer: SessionUser = { id: 'user-9', firstName: 'Kamal', lastName: 'Dias', email: 'kamal@example.com', role: 'user' };

export function makeUser(id: string, overrides: Partial<User> = {}): User {
  return {
    id,
    firstName: `First${id}`,
    lastName: `Last${id}`,
    email: `${id}@example.com`,
    role: 'user',
    createdAt: '2025-01-01T00:00:00.000Z',
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
    rating: 4,
    bestSeller: false,
    rooms: 10,
    creator: { id: 'owner-1', firstName: 'Nimal', lastName: 'Silva' },
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeBooking(id: string, overrides: Partial<Booking> = {}): Booking {
  return {
    id,
    checkIn: '2025-06-01',
    checkOut: '2025-06-03',
    guests: 2,
    hotelId: 'h1',
    totalPrice: 100,
    status: 'confirmed',
    createdAt: '2025-05-01T00:00:00.000Z',
    hotel: { id: 'h1', title: 'Lake View', location: 'Kandy' },
    user: { id: 'g1', firstName: 'Asha', lastName: 'Perera' },
    ...overrides,
  };
}

/** A rejected axios-like call carrying the server's `message`. */
export const serverError = (message: string) =>
  Object.assign(new Error(message), { isAxiosError: true, response: { status: 400, data: { message } } });

type Reply = { data: unknown } | Error;

/** Answers GET calls by path; an Error rejects. Unknown paths reject as 404s. */
export function routeGets(replies: Record<string, Reply>) {
  return (url: string) => {
    const reply = replies[url];
    if (!reply) return Promise.reject(new Error(`No reply for ${url}`));
    return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply);
  };
}
