import {
  CHECK_IN_PAST_MESSAGE,
  CHECK_OUT_ORDER_MESSAGE,
  DATES_REQUIRED_MESSAGE,
  GUESTS_RANGE_MESSAGE,
  STAY_TOO_LONG_MESSAGE,
  TOO_FAR_AHEAD_MESSAGE,
  checkBooking,
  isCancellable,
  roomsRangeMessage,
  reportedStatus,
  stayPrice,
  totalPrice,
  validateBooking,
} from './booking-rules';

const today = '2025-06-10';

describe('validateBooking', () => {
  it('uses the exact messages of docs/product.md §5', () => {
    expect(DATES_REQUIRED_MESSAGE).toBe('Please select check-in and check-out dates');
    expect(CHECK_IN_PAST_MESSAGE).toBe('Check-in date cannot be in the past');
    expect(CHECK_OUT_ORDER_MESSAGE).toBe('Check-out date must be after check-in date');
    expect(GUESTS_RANGE_MESSAGE).toBe('Number of guests must be between 1 and 10');
  });

  it('reports missing dates first', () => {
    expect(validateBooking({ checkIn: '', checkOut: '2025-06-12', guests: 0 }, today)).toBe(DATES_REQUIRED_MESSAGE);
    expect(validateBooking({ checkIn: '2025-06-11', guests: 2 }, today)).toBe(DATES_REQUIRED_MESSAGE);
  });

  it('then a check-in before today, then the order of the dates, then guests', () => {
    expect(validateBooking({ checkIn: '2025-06-09', checkOut: '2025-06-08', guests: 0 }, today)).toBe(CHECK_IN_PAST_MESSAGE);
    expect(validateBooking({ checkIn: '2025-06-12', checkOut: '2025-06-12', guests: 0 }, today)).toBe(CHECK_OUT_ORDER_MESSAGE);
    expect(validateBooking({ checkIn: '2025-06-12', checkOut: '2025-06-11', guests: 2 }, today)).toBe(CHECK_OUT_ORDER_MESSAGE);
    expect(validateBooking({ checkIn: '2025-06-12', checkOut: '2025-06-13', guests: 0 }, today)).toBe(GUESTS_RANGE_MESSAGE);
    expect(validateBooking({ checkIn: '2025-06-12', checkOut: '2025-06-13', guests: 11 }, today)).toBe(GUESTS_RANGE_MESSAGE);
    expect(validateBooking({ checkIn: '2025-06-12', checkOut: '2025-06-13', guests: 2.5 }, today)).toBe(GUESTS_RANGE_MESSAGE);
  });

  it('accepts today as check-in and 1 or 10 guests, also across a year end', () => {
    expect(validateBooking({ checkIn: today, checkOut: '2025-06-11', guests: 1 }, today)).toBeNull();
    expect(validateBooking({ checkIn: '2025-12-31', checkOut: '2026-01-01', guests: 10 }, today)).toBeNull();
    expect(validateBooking({ checkIn: '2025-12-31', checkOut: '2026-01-01', guests: '3' }, '2025-12-31')).toBeNull();
  });
});

describe('stay limits', () => {
  it('refuses a stay longer than 90 nights and a check-in more than two years ahead, after the four rules', () => {
    expect(STAY_TOO_LONG_MESSAGE).toBe('A stay can be at most 90 nights');
    expect(validateBooking({ checkIn: '2025-06-11', checkOut: '2025-09-09', guests: 1 }, today)).toBeNull();
    expect(validateBooking({ checkIn: '2025-06-11', checkOut: '2025-09-10', guests: 1 }, today)).toBe(STAY_TOO_LONG_MESSAGE);
    expect(validateBooking({ checkIn: '2027-06-10', checkOut: '2027-06-11', guests: 1 }, today)).toBeNull();
    expect(validateBooking({ checkIn: '2027-06-11', checkOut: '2027-06-12', guests: 1 }, today)).toBe(TOO_FAR_AHEAD_MESSAGE);
    expect(validateBooking({ checkIn: '2027-06-11', checkOut: '2027-12-12', guests: 1 }, today)).toBe(STAY_TOO_LONG_MESSAGE);
    expect(validateBooking({ checkIn: '2027-06-11', checkOut: '2027-12-12', guests: 11 }, today)).toBe(GUESTS_RANGE_MESSAGE);
  });
});

describe('checkBooking', () => {
  it('names the field of the first broken rule', () => {
    const fieldOf = (input: Parameters<typeof checkBooking>[0]) => {
      const checked = checkBooking(input, today);
      return 'problem' in checked ? checked.problem.field : null;
    };
    expect(fieldOf({ checkOut: '2025-06-12', guests: 1 })).toBe('checkIn');
    expect(fieldOf({ checkIn: '2025-06-12', guests: 1 })).toBe('checkOut');
    expect(fieldOf({ checkIn: '2025-06-09', checkOut: '2025-06-12', guests: 1 })).toBe('checkIn');
    expect(fieldOf({ checkIn: '2025-06-12', checkOut: '2025-06-12', guests: 1 })).toBe('checkOut');
    expect(fieldOf({ checkIn: '2025-06-12', checkOut: '2025-06-13', guests: 0 })).toBe('guests');
    expect(fieldOf({ checkIn: '2025-06-12', checkOut: '2025-12-13', guests: 1 })).toBe('checkOut');
    expect(fieldOf({ checkIn: '2028-06-12', checkOut: '2028-06-13', guests: 1 })).toBe('checkIn');
  });

  it('gives the stay, guests as a number, when every rule holds', () => {
    expect(checkBooking({ checkIn: '2025-06-12', checkOut: '2025-06-14', guests: '3' }, today)).toEqual({
      stay: { checkIn: '2025-06-12', checkOut: '2025-06-14', guests: 3, rooms: 1 },
    });
  });
});

describe('rooms', () => {
  const stay = { checkIn: '2025-06-12', checkOut: '2025-06-14', guests: 2 };

  it("takes 1 room when none is asked for, and up to the hotel's rooms", () => {
    expect(checkBooking({ ...stay, rooms: null }, today, 3)).toEqual({ stay: { ...stay, rooms: 1 } });
    expect(checkBooking({ ...stay, rooms: '3' }, today, 3)).toEqual({ stay: { ...stay, rooms: 3 } });
  });

  it('refuses 0, a fraction or more rooms than the hotel has, naming the field', () => {
    expect(roomsRangeMessage(3)).toBe('Number of rooms must be between 1 and 3');
    for (const rooms of [0, 1.5, 4, 'two']) {
      expect(checkBooking({ ...stay, rooms }, today, 3)).toEqual({ problem: { field: 'rooms', message: roomsRangeMessage(3) } });
    }
  });

  it('is checked after the four rules of docs/product.md §5 and the stay limits', () => {
    expect(validateBooking({ ...stay, guests: 0, rooms: 9 }, today, 3)).toBe(GUESTS_RANGE_MESSAGE);
    expect(validateBooking({ ...stay, checkOut: '2025-12-13', rooms: 9 }, today, 3)).toBe(STAY_TOO_LONG_MESSAGE);
    expect(validateBooking({ ...stay, rooms: 9 }, today, 3)).toBe(roomsRangeMessage(3));
  });
});

describe('prices', () => {
  it('multiplies nights, price and guests and rounds to cents', () => {
    expect(totalPrice(120, 3, 2)).toBe(720);
    expect(totalPrice(33.33, 3, 1)).toBe(99.99);
    expect(totalPrice(0.1, 3, 1)).toBe(0.3);
    expect(stayPrice(100.5, '2025-01-30', '2025-02-02', 2)).toBe(603);
  });
});

describe('reportedStatus', () => {
  it('reports a confirmed stay whose check-out has passed as completed', () => {
    expect(reportedStatus({ status: 'confirmed', checkOut: '2025-06-09' }, today)).toBe('completed');
    expect(reportedStatus({ status: 'confirmed', checkOut: today }, today)).toBe('confirmed');
    expect(reportedStatus({ status: 'cancelled', checkOut: '2025-06-01' }, today)).toBe('cancelled');
    expect(reportedStatus({ status: null, checkOut: '2025-06-01' }, today)).toBeUndefined();
  });
});

describe('isCancellable', () => {
  it('allows cancelling a confirmed booking only before its check-in day', () => {
    expect(isCancellable({ status: 'confirmed', checkIn: '2025-06-11' }, today)).toBe(true);
    expect(isCancellable({ status: 'confirmed', checkIn: today }, today)).toBe(false);
    expect(isCancellable({ status: 'pending', checkIn: '2025-06-11' }, today)).toBe(false);
  });
});
