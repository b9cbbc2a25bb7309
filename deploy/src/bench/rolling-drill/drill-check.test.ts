import { checkBookings, checkForms, tally, type BookingSent, type StoredBooking } from './drill-check';

describe("the rolling-restart drill's verdict", () => {
  test('counts no answer and 5xx as lost, every other status as answered', () => {
    expect(tally([200, 200, 201, 409, 'no answer', 503, 502])).toEqual({
      sent: 7,
      answered: { '200': 2, '201': 1, '409': 1, 'no answer': 1, '503': 1, '502': 1 },
      lost: 3,
    });
  });

  const stored = (id: string, key: string | null): StoredBooking => ({ id, reference: `CS-${id.toUpperCase()}`, key });

  test('bookings answered 201 and stored once under their key pass; one made whose answer was lost is counted, not a problem', () => {
    const sent: BookingSent[] = [
      { key: 'k1', outcomes: [201], bookingId: 'a' },
      { key: 'k2', outcomes: ['no answer', 201], bookingId: 'b' },
      { key: 'k3', outcomes: ['no answer'] },
      { key: 'k4', outcomes: [409] },
    ];
    expect(checkBookings(sent, [stored('a', 'k1'), stored('b', 'k2'), stored('c', 'k3')], [])).toEqual({ problems: [], madeUnanswered: 1 });
  });

  test('a doubled, missing, foreign or half-made booking is a problem', () => {
    const sent: BookingSent[] = [
      { key: 'k1', outcomes: [201], bookingId: 'a' },
      { key: 'k2', outcomes: [201], bookingId: 'b' },
      { key: 'k3', outcomes: [409] },
    ];
    const { problems } = checkBookings(
      sent,
      [stored('a', 'k1'), stored('x', 'k1'), stored('c', 'k3'), stored('d', 'k9'), stored('e', null)],
      ['k5'],
    );
    expect(problems).toEqual([
      'booking CS-E has no Idempotency-Key stored with it',
      'key k1 made 2 bookings: CS-A, CS-X',
      'booking b (answered 201) is in the database 0 times',
      'key k3 was never answered 201 yet made booking CS-C',
      'booking CS-D has key k9, which no drill client sent',
      'key k5 was claimed but has no booking (half-made)',
    ]);
  });

  test('a form stored twice, or answered 201 and not stored, is a problem; one stored after a lost answer is counted', () => {
    const sent = [
      { mark: 'm1', outcomes: [201] },
      { mark: 'm2', outcomes: [201] },
      { mark: 'm3', outcomes: [503] },
      { mark: 'm4', outcomes: [201] },
    ];
    expect(checkForms(sent, ['m1', 'm3', 'm4', 'm4', 'm9'])).toEqual({
      problems: ['m2 was answered 201 but is not stored', 'm4 is stored 2 times', 'm9 is stored but was never sent'],
      madeUnanswered: 1,
    });
  });
});
