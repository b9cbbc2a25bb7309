// The rolling-restart drill's verdict, from what its clients were answered and what the database
// holds afterwards (rolling-restart-drill.ts gathers both). Pure, so its rules are tested on their
// own (drill-check.test.ts).

/** What one try of a request got: its status, or no answer at all (a network error or a timeout). */
export type Outcome = number | 'no answer';

/** A request that counts as lost: no answer, or a server error (5xx) instead of the one asked for. */
export const isLost = (outcome: Outcome): boolean => outcome === 'no answer' || outcome >= 500;

export interface Tally {
  sent: number;
  /** Status (or "no answer") → how many. */
  answered: Record<string, number>;
  lost: number;
}

export function tally(outcomes: readonly Outcome[]): Tally {
  const answered: Record<string, number> = {};
  for (const outcome of outcomes) answered[String(outcome)] = (answered[String(outcome)] ?? 0) + 1;
  return { sent: outcomes.length, answered, lost: outcomes.filter(isLost).length };
}

/** One booking a drill client set out to make: its Idempotency-Key, every try's outcome, and the booking a 201 named. */
export interface BookingSent {
  key: string;
  outcomes: Outcome[];
  bookingId?: string;
}

/** A booking of the drill's guests as the database holds it, with the key stored with it (null: none). */
export interface StoredBooking {
  id: string;
  reference: string;
  key: string | null;
}

export interface BookingVerdict {
  problems: string[];
  /** Bookings made whose every answer was lost: the guest was not told, but nothing is doubled. */
  madeUnanswered: number;
}

/**
 * Every booking answered 201 is in the database once, under the key it was sent with; every
 * booking of the drill's guests comes from one key a client sent (none doubled, none from nowhere);
 * no key was claimed without its booking (`keysWithoutBooking`: half-made).
 */
export function checkBookings(
  sent: readonly BookingSent[],
  stored: readonly StoredBooking[],
  keysWithoutBooking: readonly string[],
): BookingVerdict {
  const problems: string[] = [];
  const byId = new Map<string, StoredBooking[]>();
  const byKey = new Map<string, StoredBooking[]>();
  for (const booking of stored) {
    byId.set(booking.id, [...(byId.get(booking.id) ?? []), booking]);
    if (booking.key !== null) byKey.set(booking.key, [...(byKey.get(booking.key) ?? []), booking]);
    else problems.push(`booking ${booking.reference} has no Idempotency-Key stored with it`);
  }
  const sentKeys = new Map(sent.map((booking) => [booking.key, booking]));
  let madeUnanswered = 0;
  for (const booking of sent) {
    const made = byKey.get(booking.key) ?? [];
    if (made.length > 1) problems.push(`key ${booking.key} made ${made.length} bookings: ${made.map((row) => row.reference).join(', ')}`);
    if (booking.bookingId === undefined) {
      if (made.length > 0 && booking.outcomes.some(isLost)) madeUnanswered += 1;
      else if (made.length > 0) problems.push(`key ${booking.key} was never answered 201 yet made booking ${made[0]?.reference}`);
      continue;
    }
    const rows = byId.get(booking.bookingId) ?? [];
    if (rows.length !== 1) problems.push(`booking ${booking.bookingId} (answered 201) is in the database ${rows.length} times`);
    else if (rows[0]?.key !== booking.key)
      problems.push(`booking ${booking.bookingId} is stored under key ${rows[0]?.key}, not ${booking.key}`);
  }
  for (const [key, rows] of byKey)
    if (!sentKeys.has(key)) problems.push(`booking ${rows[0]?.reference} has key ${key}, which no drill client sent`);
  for (const key of keysWithoutBooking) problems.push(`key ${key} was claimed but has no booking (half-made)`);
  return { problems, madeUnanswered };
}

/** One non-idempotent form sent once (a contact message, no Idempotency-Key): its mark and outcomes. */
export interface FormSent {
  mark: string;
  outcomes: Outcome[];
}

/** Each form answered 201 is stored once; none is stored twice (HAProxy sent it again after the handler ran). */
export function checkForms(sent: readonly FormSent[], storedMarks: readonly string[]): { problems: string[]; madeUnanswered: number } {
  const stored = new Map<string, number>();
  for (const mark of storedMarks) stored.set(mark, (stored.get(mark) ?? 0) + 1);
  const problems: string[] = [];
  let madeUnanswered = 0;
  for (const form of sent) {
    const count = stored.get(form.mark) ?? 0;
    if (count > 1) problems.push(`${form.mark} is stored ${count} times`);
    const created = form.outcomes.includes(201);
    if (created && count === 0) problems.push(`${form.mark} was answered 201 but is not stored`);
    if (!created && count > 0) madeUnanswered += 1;
  }
  const sentMarks = new Set(sent.map((form) => form.mark));
  for (const mark of stored.keys()) if (!sentMarks.has(mark)) problems.push(`${mark} is stored but was never sent`);
  return { problems, madeUnanswered };
}
