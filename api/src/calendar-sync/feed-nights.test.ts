// Reading an external calendar's nights: the shapes Airbnb, Booking.com and calendar programs write.
import { feedNights, MAX_FEED_EVENTS } from './feed-nights';
import { FeedRefused } from './feed-refused';
import { unavailableStretches } from './feed-export';

const WINDOW = { from: '2026-03-01', toExclusive: '2026-04-01' };
const calendar = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
  ].join('\r\n');

describe('feedNights', () => {
  it('covers the nights from the start date up to the end date, each once', () => {
    const text = calendar(
      ['UID:a', 'DTSTART;VALUE=DATE:20260305', 'DTEND;VALUE=DATE:20260308'],
      ['UID:b', 'DTSTART;VALUE=DATE:20260307', 'DTEND;VALUE=DATE:20260309'],
      // An all-day event without an end is one night.
      ['UID:c', 'DTSTART;VALUE=DATE:20260320'],
    );
    expect(feedNights(text, WINDOW)).toEqual({
      eventsRead: 3,
      nights: ['2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-20'],
    });
  });

  it('takes a UTC time on its Sri Lankan date and a zoned or floating one on its written date', () => {
    const text = calendar(
      // 20:00 UTC is 01:30 the next morning in Colombo: check-in the 11th, check-out the 13th.
      ['UID:a', 'DTSTART:20260310T200000Z', 'DTEND:20260312T200000Z'],
      ['UID:b', 'DTSTART;TZID=Europe/Paris:20260315T140000', 'DTEND;TZID=Europe/Paris:20260316T110000'],
      // Starting and ending on one day still takes that night.
      ['UID:c', 'DTSTART:20260325T090000', 'DTEND:20260325T100000'],
    );
    expect(feedNights(text, WINDOW).nights).toEqual(['2026-03-11', '2026-03-12', '2026-03-15', '2026-03-25']);
  });

  it('expands repeating events, skips cancelled ones and keeps only the window', () => {
    const text = calendar(
      ['UID:a', 'DTSTART;VALUE=DATE:20260302', 'DURATION:P1D', 'RRULE:FREQ=WEEKLY;COUNT=3'],
      ['UID:b', 'DTSTART;VALUE=DATE:20260310', 'DTEND;VALUE=DATE:20260312', 'STATUS:CANCELLED'],
      ['UID:c', 'DTSTART;VALUE=DATE:20260201', 'DTEND;VALUE=DATE:20260303'],
      ['UID:d', 'DTSTART;VALUE=DATE:20260330', 'DTEND;VALUE=DATE:20990101'],
    );
    expect(feedNights(text, WINDOW)).toEqual({
      eventsRead: 4,
      nights: ['2026-03-01', '2026-03-02', '2026-03-09', '2026-03-16', '2026-03-30', '2026-03-31'],
    });
  });

  it('refuses what is not a calendar, an event it cannot read and too many events, saying why', () => {
    const refusal = (text: string) => {
      try {
        feedNights(text, WINDOW);
      } catch (error) {
        expect(error).toBeInstanceOf(FeedRefused);
        return (error as Error).message;
      }
      throw new Error('not refused');
    };
    expect(refusal('')).toBe('The address did not return a calendar (no BEGIN:VCALENDAR)');
    expect(refusal('BEGIN:VCARD\r\nVERSION:4.0\r\nEND:VCARD')).toBe('The address did not return a calendar (no BEGIN:VCALENDAR)');
    expect(refusal('<!doctype html><title>Sign in</title>')).toMatch(/^The calendar could not be read: /);
    expect(refusal(calendar(['UID:a', 'DTSTART;VALUE=DATE:2026XX01']))).toMatch(/^Event 1 of the calendar could not be read: /);
    const many = calendar(...Array.from({ length: MAX_FEED_EVENTS + 1 }, (_, i) => [`UID:${i}`, 'DTSTART;VALUE=DATE:20260305']));
    expect(refusal(many)).toBe('The calendar has 10,001 events; at most 10,000 are read');
  });
});

describe('unavailableStretches', () => {
  it('joins consecutive nights with no room free into one stretch, ending the morning after', () => {
    const nights = [
      { night: '2026-03-01', roomsTaken: 2, closed: false },
      { night: '2026-03-02', roomsTaken: 3, closed: false },
      { night: '2026-03-03', roomsTaken: 0, closed: true },
      { night: '2026-03-04', roomsTaken: 2, closed: false },
      { night: '2026-03-06', roomsTaken: 4, closed: false },
    ];
    expect(unavailableStretches(nights, 3)).toEqual([
      { firstNight: '2026-03-02', endDate: '2026-03-04' },
      { firstNight: '2026-03-06', endDate: '2026-03-07' },
    ]);
  });
});
