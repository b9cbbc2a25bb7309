// The write routes of docs/product.md §7 as the fuzz sees them: a valid body per case, the fields the
// route accepts, and what to remember of a success (ids to clean up, bookings to cancel).
import { randomUUID } from 'node:crypto';
import type { Session } from './accounts';
import { strongPassword } from './accounts';
import type { Fields } from './fuzz-bodies';

export interface FuzzRoute {
  name: string;
  method: 'POST' | 'PUT';
  path(index: number): string;
  token(index: number): string | undefined;
  accepted: readonly string[];
  valid(index: number): Fields;
  /** Each 2xx answer's body. */
  succeeded?(body: unknown): void;
}

export interface FuzzWorld {
  runId: string;
  admin: Session;
  probeAdmin: Session;
  owner: Session;
  customer: Session;
  /** A customer account that PUT /api/users edits (another account than the caller). */
  editedUser: Session;
  targetHotel: { id: string; createdAt: string };
  bookingHotel: { id: string; price: number };
  /** Confirmed bookings of `customer`, one per cancel case when possible. */
  bookingIds: string[];
  createdUserIds: string[];
  createdHotelIds: string[];
}

const HOTEL_FIELDS = ['title', 'location', 'price', 'description', 'imageUrl', 'rating', 'bestSeller', 'rooms'];
const USER_FIELDS = ['firstName', 'lastName', 'email', 'role', 'password'];

/** YYYY-MM-DD, `days` after today (UTC; far enough ahead that Colombo's date does not matter). */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A valid stay at the booking hotel; the price is the hotel's, so the server accepts it. */
export function validStay(world: FuzzWorld, index: number): Fields {
  const nights = 1 + (index % 3);
  const guests = 1 + (index % 2);
  const start = 30 + (index % 600);
  return {
    hotelId: world.bookingHotel.id,
    checkIn: dayFromNow(start),
    checkOut: dayFromNow(start + nights),
    guests,
    totalPrice: world.bookingHotel.price * nights * guests,
  };
}

const idOf = (body: unknown, key?: 'user') => {
  const holder = key ? (body as Record<string, unknown> | undefined)?.[key] : body;
  const id = (holder as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
};

export function fuzzRoutes(world: FuzzWorld): FuzzRoute[] {
  const email = (kind: string, index: number) => `probe-${world.runId}-${kind}${index}@probe.test`;
  const hotel = (title: string, index: number): Fields => ({
    title,
    location: 'Galle',
    price: 50 + (index % 50),
    description: 'Written by the security probe.',
    imageUrl: '/api/assets/hotels/kandy.svg',
    rating: 4,
    bestSeller: false,
    rooms: 50,
  });
  const remember = (list: string[], key?: 'user') => (body: unknown) => {
    const id = idOf(body, key);
    if (id) list.push(id);
  };

  return [
    {
      name: 'POST /api/auth/register',
      method: 'POST',
      path: () => '/api/auth/register',
      token: () => undefined,
      // The original site's client may send `role`; the route takes and ignores it (the invariants check it did).
      accepted: ['firstName', 'lastName', 'email', 'password', 'role'],
      valid: (i) => ({ firstName: 'Probe', lastName: 'Registered', email: email('r', i), password: strongPassword() }),
      succeeded: remember(world.createdUserIds, 'user'),
    },
    {
      name: 'POST /api/auth/login',
      method: 'POST',
      path: () => '/api/auth/login',
      token: () => undefined,
      accepted: ['email', 'password'],
      valid: (i) => ({ email: email('l', i), password: strongPassword() }),
    },
    {
      name: 'POST /api/hotels',
      method: 'POST',
      path: () => '/api/hotels',
      token: () => world.owner.token,
      accepted: HOTEL_FIELDS,
      valid: (i) => hotel(`Probe ${world.runId} hotel ${i}`, i),
      succeeded: remember(world.createdHotelIds),
    },
    {
      name: 'PUT /api/hotels/:own',
      method: 'PUT',
      path: () => `/api/hotels/${world.targetHotel.id}`,
      token: () => world.owner.token,
      accepted: HOTEL_FIELDS,
      valid: (i) => hotel(`Probe ${world.runId} target hotel`, i),
    },
    {
      name: 'POST /api/bookings',
      method: 'POST',
      path: () => '/api/bookings',
      token: () => world.customer.token,
      accepted: ['checkIn', 'checkOut', 'guests', 'hotelId', 'totalPrice'],
      valid: (i) => validStay(world, i),
      succeeded: remember(world.bookingIds),
    },
    {
      name: 'PUT /api/bookings/:id/cancel',
      method: 'PUT',
      path: (i) => `/api/bookings/${world.bookingIds[i % Math.max(1, world.bookingIds.length)] ?? randomUUID()}/cancel`,
      token: () => world.customer.token,
      accepted: [],
      valid: () => ({}),
    },
    {
      name: 'POST /api/users',
      method: 'POST',
      path: () => '/api/users',
      token: () => world.admin.token,
      accepted: USER_FIELDS,
      valid: (i) => ({ firstName: 'Probe', lastName: 'Created', email: email('u', i), role: 'user', password: strongPassword() }),
      succeeded: remember(world.createdUserIds),
    },
    {
      // Even cases: the probe's admin edits itself (the way round "cannot delete your own account");
      // odd cases: the demo admin edits another account.
      name: 'PUT /api/users/:id',
      method: 'PUT',
      path: (i) => `/api/users/${i % 2 === 0 ? world.probeAdmin.id : world.editedUser.id}`,
      token: (i) => (i % 2 === 0 ? world.probeAdmin.token : world.admin.token),
      accepted: USER_FIELDS,
      valid: (i) => ({ firstName: 'Probe', lastName: `Edited ${i}`, role: i % 2 === 0 ? 'admin' : 'user' }),
    },
    {
      name: 'POST /api/send-email',
      method: 'POST',
      path: () => '/api/send-email',
      token: () => undefined,
      accepted: ['name', 'email', 'subject', 'message'],
      valid: (i) => ({
        name: 'Probe',
        email: email('c', i),
        subject: 'Security probe',
        message: `Fuzz case ${i} of probe run ${world.runId}`,
      }),
    },
    {
      name: 'POST /api/newsletter',
      method: 'POST',
      path: () => '/api/newsletter',
      token: () => undefined,
      accepted: ['email'],
      valid: (i) => ({ email: email('n', i) }),
    },
    {
      // A version no release has, so the fuzz cannot add to any real version's failure counts.
      name: 'POST /api/client-errors',
      method: 'POST',
      path: () => '/api/client-errors',
      token: () => undefined,
      accepted: ['area', 'version', 'url', 'type', 'message'],
      valid: (i) => ({
        area: 'public',
        version: 'security-probe',
        url: 'http://127.0.0.1/probe',
        type: 'error',
        message: `security probe ${world.runId} case ${i}`,
      }),
    },
  ];
}
