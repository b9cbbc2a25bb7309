// Room types and rate plans (decision 0040): occupancy, a night's price on each basis, a rate plan's
// adjustment and what a cancellation costs.
import {
  adjustedCents,
  cancellationPenaltyCents,
  checkInInstant,
  DEFAULT_CANCELLATION,
  fitsRoomType,
  freeCancellationUntil,
  ratePlanNights,
  roomNightCents,
  spreadGuests,
  type CancellationTerms,
  type CancelledStay,
  type RoomPricing,
} from './rooms';

const family = { maxAdults: 2, maxChildren: 2, maxGuests: 4 };
const perPerson: RoomPricing = { basis: 'per_person', price: 40, includedAdults: null, extraAdultPrice: null, childPrices: [] };
const perRoom: RoomPricing = {
  basis: 'per_room',
  price: 120,
  includedAdults: 2,
  extraAdultPrice: 35.5,
  // Given out of order: the bands are read in rising age.
  childPrices: [
    { upToAge: 11, price: 20.25 },
    { upToAge: 3, price: 0 },
  ],
};

describe('fitsRoomType', () => {
  it('takes a party within every limit, up to each limit', () => {
    expect(fitsRoomType({ adults: 2, childAges: [4, 9] }, family)).toBe(true);
    expect(fitsRoomType({ adults: 1, childAges: [] }, family)).toBe(true);
    expect(fitsRoomType({ adults: 1, childAges: [0, 17] }, family)).toBe(true);
  });
  it('refuses too many adults, too many children, too many guests together, and a party without an adult', () => {
    expect(fitsRoomType({ adults: 3, childAges: [] }, family)).toBe(false);
    expect(fitsRoomType({ adults: 1, childAges: [1, 2, 3] }, family)).toBe(false);
    expect(fitsRoomType({ adults: 2, childAges: [4, 9] }, { ...family, maxGuests: 3 })).toBe(false);
    expect(fitsRoomType({ adults: 0, childAges: [5] }, family)).toBe(false);
  });
});

describe('spreadGuests', () => {
  it('spreads a booking guests over its rooms as evenly as they go, the fuller rooms first', () => {
    const adults = (guests: number, rooms: number) => spreadGuests(guests, rooms).map((party) => party.adults);
    expect(adults(5, 2)).toEqual([3, 2]);
    expect(adults(4, 2)).toEqual([2, 2]);
    expect(adults(7, 3)).toEqual([3, 2, 2]);
    expect(adults(2, 1)).toEqual([2]);
    // More rooms than guests: the rooms left over are empty.
    expect(adults(1, 2)).toEqual([1, 0]);
    expect(spreadGuests(3, 1)).toEqual([{ adults: 3, childAges: [] }]);
  });
});

describe('roomNightCents', () => {
  it('per person: the price × every guest, children included, as stays have always been priced', () => {
    expect(roomNightCents(perPerson, { adults: 2, childAges: [] })).toBe(8000);
    expect(roomNightCents(perPerson, { adults: 2, childAges: [4, 9] })).toBe(16000);
    // A season's night price replaces the type's price.
    expect(roomNightCents(perPerson, { adults: 3, childAges: [] }, 5550)).toBe(16650);
  });
  it('per room: the price covers the included adults; each extra adult and each child by age band adds', () => {
    expect(roomNightCents(perRoom, { adults: 1, childAges: [] })).toBe(12000);
    expect(roomNightCents(perRoom, { adults: 2, childAges: [] })).toBe(12000);
    expect(roomNightCents(perRoom, { adults: 3, childAges: [] })).toBe(15550);
    // Ages 4 and 9: both in the 4–11 band; age 3 and under is free, both ends of a band included.
    expect(roomNightCents(perRoom, { adults: 2, childAges: [4, 9] })).toBe(12000 + 2025 + 2025);
    expect(roomNightCents(perRoom, { adults: 2, childAges: [0, 3, 11] })).toBe(12000 + 2025);
    expect(roomNightCents(perRoom, { adults: 2, childAges: [4] }, 15000)).toBe(15000 + 2025);
  });
  it('per room: a child older than every band is counted as an adult, in an included place while one is left', () => {
    expect(roomNightCents(perRoom, { adults: 1, childAges: [14] })).toBe(12000);
    expect(roomNightCents(perRoom, { adults: 2, childAges: [14] })).toBe(12000 + 3550);
    expect(roomNightCents({ ...perRoom, childPrices: [] }, { adults: 2, childAges: [5, 6] })).toBe(12000 + 2 * 3550);
  });
});

describe('a rate plan adjustment', () => {
  it('takes a percentage off or adds it, to the nearest cent, a half cent up', () => {
    expect(adjustedCents(10000, 0)).toBe(10000);
    expect(adjustedCents(10000, -12)).toBe(8800);
    expect(adjustedCents(10000, 15.5)).toBe(11550);
    // 999 × 0.88 = 879.12 → 879; 1005 × 0.9 = 904.5 → 905 (half up); 3333 × 1.0001 = 3333.3333 → 3333.
    expect(adjustedCents(999, -12)).toBe(879);
    expect(adjustedCents(1005, -10)).toBe(905);
    expect(adjustedCents(3333, 0.01)).toBe(3333);
  });
  it('adjusts each night on its own', () => {
    expect(ratePlanNights([1005, 1005, 2000], -10)).toEqual([905, 905, 1800]);
  });
});

describe('cancellation', () => {
  const stay = (terms: CancellationTerms, cancelledAt: string): CancelledStay => ({
    terms,
    nightCents: [10000, 12000, 8000],
    checkIn: '2027-03-15',
    checkInTime: '14:00',
    cancelledAt: new Date(cancelledAt),
  });
  const threeDays: CancellationTerms = { kind: 'free_until', notice: 3, unit: 'days', penalty: 'first_night', penaltyPercent: null };

  it('reckons the check-in in Sri Lanka time, and the free window back from it', () => {
    expect(checkInInstant('2027-03-15', '14:00').toISOString()).toBe('2027-03-15T08:30:00.000Z');
    expect(freeCancellationUntil(threeDays, '2027-03-15', '14:00')?.toISOString()).toBe('2027-03-12T08:30:00.000Z');
    expect(freeCancellationUntil(DEFAULT_CANCELLATION, '2027-03-15', '09:15')?.toISOString()).toBe('2027-03-14T03:45:00.000Z');
    expect(freeCancellationUntil({ kind: 'non_refundable' }, '2027-03-15', '14:00')).toBeNull();
  });

  it('costs nothing up to the end of the free window, that instant included, and the penalty after it', () => {
    expect(cancellationPenaltyCents(stay(threeDays, '2027-03-01T00:00:00Z'))).toBe(0);
    expect(cancellationPenaltyCents(stay(threeDays, '2027-03-12T08:30:00Z'))).toBe(0);
    expect(cancellationPenaltyCents(stay(threeDays, '2027-03-12T08:30:01Z'))).toBe(10000);
  });

  it('charges the first night, a percentage of the stay or the whole stay, as the terms say', () => {
    const late = '2027-03-14T10:00:00Z';
    expect(cancellationPenaltyCents(stay({ ...threeDays, penalty: 'full_stay' }, late))).toBe(30000);
    expect(cancellationPenaltyCents(stay({ ...threeDays, penalty: 'percentage', penaltyPercent: 50 }, late))).toBe(15000);
    // 30,000 × 33.33% = 9,999 cents; 30,000 × 0.01% = 3; 30,005 × 10% = 3,000.5 → 3,001 (half up).
    expect(cancellationPenaltyCents(stay({ ...threeDays, penalty: 'percentage', penaltyPercent: 33.33 }, late))).toBe(9999);
    expect(cancellationPenaltyCents(stay({ ...threeDays, penalty: 'percentage', penaltyPercent: 0.01 }, late))).toBe(3);
    const odd = { ...stay({ ...threeDays, penalty: 'percentage', penaltyPercent: 10 }, late), nightCents: [30005] };
    expect(cancellationPenaltyCents(odd)).toBe(3001);
  });

  it('charges the whole stay on a non-refundable rate, however early', () => {
    expect(cancellationPenaltyCents(stay({ kind: 'non_refundable' }, '2026-01-01T00:00:00Z'))).toBe(30000);
  });

  it("gives the default terms' 24 hours before the hotel's check-in time", () => {
    expect(cancellationPenaltyCents(stay(DEFAULT_CANCELLATION, '2027-03-14T08:30:00Z'))).toBe(0);
    expect(cancellationPenaltyCents(stay(DEFAULT_CANCELLATION, '2027-03-14T08:31:00Z'))).toBe(10000);
  });
});
