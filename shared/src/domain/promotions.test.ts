// Whether a promotion code applies, and why not (decision 0032).
import { normaliseCode, promotionProblem, type PromotionRules, type PromotionUse } from './promotions';

const code: PromotionRules = {
  code: 'WELCOME10',
  kind: 'percent',
  value: 10,
  hotelId: null,
  validFrom: '2030-01-01',
  validUntil: '2030-12-31',
  appliesTo: 'stay',
  minNights: null,
  maxUses: null,
  maxUsesPerGuest: null,
  active: true,
};
const use: PromotionUse = { hotelId: 'h1', checkIn: '2030-03-01', checkOut: '2030-03-03', today: '2029-12-01', uses: 0, guestUses: 0 };
const reason = (rules: Partial<PromotionRules> | undefined, over: Partial<PromotionUse> = {}) =>
  promotionProblem(rules && { ...code, ...rules }, { ...use, ...over })?.reason ?? null;

describe('promotionProblem', () => {
  it('applies a live code', () => expect(reason({})).toBeNull());
  it('names every reason a code does not apply', () => {
    expect(reason(undefined)).toBe('unknown');
    expect(reason({ active: false })).toBe('inactive');
    expect(reason({}, { checkIn: '2029-12-31' })).toBe('notYetValid');
    expect(reason({}, { checkIn: '2031-01-01', checkOut: '2031-01-02' })).toBe('expired');
    expect(reason({ hotelId: 'h2' })).toBe('notForHotel');
    expect(reason({ maxUses: 3 }, { uses: 3 })).toBe('usedUp');
    expect(reason({ maxUsesPerGuest: 1 }, { guestUses: 1 })).toBe('usedByYou');
    expect(reason({ minNights: 3 })).toBe('belowMinimumStay');
  });
  it('bounds the check-in for a stay code and the booking day for a booking code, both ends included', () => {
    expect(reason({}, { checkIn: '2030-12-31', checkOut: '2031-01-02' })).toBeNull();
    expect(reason({ appliesTo: 'booking' })).toBe('notYetValid');
    expect(reason({ appliesTo: 'booking' }, { today: '2030-01-01' })).toBeNull();
  });
  it('allows the last of a limited number of uses', () => {
    expect(reason({ maxUses: 3, maxUsesPerGuest: 2 }, { uses: 2, guestUses: 1 })).toBeNull();
    expect(reason({ hotelId: 'h1', minNights: 2 })).toBeNull();
  });
  it('compares codes in upper case', () => expect(normaliseCode(' welcome10 ')).toBe('WELCOME10'));
});
