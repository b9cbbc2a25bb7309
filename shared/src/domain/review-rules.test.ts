import { guestScore, textLength } from './review-rules';

describe('guestScore', () => {
  it('is the mean of 1–5 ratings out of 10, one decimal, and null with no reviews', () => {
    expect(guestScore(0, 0)).toBeNull();
    expect(guestScore(1, 5)).toBe(10);
    expect(guestScore(3, 13)).toBe(8.7);
    expect(guestScore(124, 533)).toBe(8.6);
    expect(guestScore(2, 3)).toBe(3);
  });

  it('counts characters as the API does', () => {
    expect(textLength('🌴 ok')).toBe(4);
  });
});
