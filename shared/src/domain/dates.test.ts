import { addDays, addMonths, isIsoDate, nightsBetween, todayInColombo } from './dates';

describe('todayInColombo', () => {
  it('is already tomorrow in Sri Lanka at 18:30 UTC (midnight in Colombo, UTC+5:30)', () => {
    expect(todayInColombo(new Date('2025-03-14T18:29:59Z'))).toBe('2025-03-14');
    expect(todayInColombo(new Date('2025-03-14T18:30:00Z'))).toBe('2025-03-15');
  });

  it('crosses month and year ends by Colombo time', () => {
    expect(todayInColombo(new Date('2025-01-31T19:00:00Z'))).toBe('2025-02-01');
    expect(todayInColombo(new Date('2025-12-31T18:30:00Z'))).toBe('2026-01-01');
    expect(todayInColombo(new Date('2025-12-31T18:29:00Z'))).toBe('2025-12-31');
  });
});

describe('addDays', () => {
  it('moves across month, leap-day and year boundaries', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('refuses something that is not a date', () => {
    expect(() => addDays('31/01/2025', 1)).toThrow(RangeError);
  });
});

describe('nightsBetween', () => {
  it('counts whole nights across month and year ends', () => {
    expect(nightsBetween('2025-01-30', '2025-02-02')).toBe(3);
    expect(nightsBetween('2025-12-30', '2026-01-02')).toBe(3);
    expect(nightsBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(nightsBetween('2025-05-01', '2025-05-01')).toBe(0);
  });
});

describe('isIsoDate', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2025-1-01')).toBe(false);
    expect(isIsoDate(20250101)).toBe(false);
  });
});

describe('addMonths', () => {
  it('steps months across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-03', 0)).toBe('2026-03');
  });
});
