// Entities as the API sends them, for the pages' tests: fixed ids and dates (no counters, no
// clock), names derived from the id, and any field overridden.
import type { Booking, Dashboard, DashboardStay, Hotel, HotelPhoto, Promotion, User } from '../domain';
import { sessionUsers } from './session';

const { hotelOwner } = sessionUsers;

export function makeHotel(id = 'h1', overrides: Partial<Hotel> = {}): Hotel {
  return {
    id,
    title: `Hotel ${id}`,
    location: 'Kandy',
    price: 100,
    description: '',
    imageUrl: `/api/assets/hotels/${id}.svg`,
    rating: 4.5,
    bestSeller: false,
    rooms: 10,
    guestScore: null,
    reviewCount: 0,
    amenities: [],
    address: '',
    checkInTime: '14:00',
    checkOutTime: '12:00',
    cover: null,
    creator: { id: hotelOwner.id, firstName: hotelOwner.firstName, lastName: hotelOwner.lastName },
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A photo stored at 480, 960 and 1600 px wide (3:2), in WebP and, unless `avif: false`, AVIF. */
export function makePhoto(id = 'p1', overrides: Partial<HotelPhoto> = {}, { avif = true } = {}): HotelPhoto {
  const widths = [480, 960, 1600];
  const formats = avif ? (['webp', 'avif'] as const) : (['webp'] as const);
  return {
    id,
    caption: `Photo ${id}`,
    width: 1600,
    height: 1067,
    variants: formats.flatMap((format) =>
      widths.map((width) => ({ url: `/api/photos/${id}-${width}.${format}`, format, width, height: Math.round((width * 2) / 3) })),
    ),
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeBooking(id = 'b1', overrides: Partial<Booking> = {}): Booking {
  return {
    id,
    reference: 'CS-7KQ2M9',
    checkIn: '2025-06-01',
    checkOut: '2025-06-03',
    guests: 2,
    rooms: 1,
    hotelId: 'h1',
    totalPrice: 100,
    status: 'confirmed',
    createdAt: '2025-05-01T00:00:00.000Z',
    roomTypeId: 'rt1',
    ratePlanId: 'rp1',
    terms: {
      mealPlan: 'room_only',
      cancellation: { kind: 'free_until', notice: 24, unit: 'hours', penalty: 'first_night', penaltyPercent: null },
      payment: { kind: 'pay_at_property', depositPercent: null },
    },
    hotel: { id: 'h1', title: 'Lake View', location: 'Kandy' },
    user: { id: 'g1', firstName: 'Asha', lastName: 'Perera' },
    ...overrides,
  };
}

export function makeUser(id = 'u1', overrides: Partial<User> = {}): User {
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

/** A promotion code: 10% off stays starting in 2099, no limits, active, never used. */
export function makePromotion(id = 'pr1', overrides: Partial<Promotion> = {}): Promotion {
  return {
    id,
    hotelId: null,
    code: 'WELCOME10',
    kind: 'percent',
    value: 10,
    validFrom: '2099-01-01',
    validUntil: '2099-12-31',
    appliesTo: 'stay',
    minNights: null,
    maxUses: null,
    maxUsesPerGuest: null,
    active: true,
    uses: 0,
    ...overrides,
  };
}

/** A stay of the dashboard's lists. */
export function makeDashboardStay(id = 's1', overrides: Partial<DashboardStay> = {}): DashboardStay {
  return {
    id,
    reference: `CS-${id.toUpperCase().padEnd(6, '0')}`,
    guestName: `Guest ${id}`,
    hotelId: 'h1',
    hotelTitle: 'Hotel h1',
    checkIn: '2026-03-10',
    checkOut: '2026-03-12',
    rooms: 1,
    guests: 2,
    nights: 2,
    ...overrides,
  };
}

/**
 * GET /api/dashboard's answer on 2026-03-10: empty lists, 18 months from 2025-04 (the last 6
 * ahead) with nothing booked in 10 rooms, and 26 weeks with no bookings; override any part.
 */
export function makeDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  const none = { stays: [], total: 0 };
  const month = (i: number) => {
    const index = 2025 * 12 + 3 + i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  };
  return {
    today: '2026-03-10',
    hotelId: null,
    hotels: 1,
    arrivalsToday: none,
    arrivalsTomorrow: none,
    departuresToday: none,
    departuresTomorrow: none,
    inHouse: { stays: 0, guests: 0, rooms: 0 },
    next30Days: { bookedRoomNights: 0, sellableRoomNights: 300, occupancy: 0 },
    months: Array.from({ length: 18 }, (_, i) => ({
      month: month(i),
      ahead: i >= 12,
      bookedRoomNights: 0,
      sellableRoomNights: 300,
      occupancy: 0,
      revenueCents: 0,
    })),
    weeks: Array.from({ length: 26 }, (_, i) => ({
      week: new Date(Date.UTC(2026, 2, 9) - (25 - i) * 7 * 86_400_000).toISOString().slice(0, 10),
      bookings: 0,
    })),
    ...overrides,
  };
}
