// Booking references: `CS-` and six characters a guest can read out on the phone, drawn
// with crypto.randomInt from an alphabet without 0/O and 1/I/L. 31⁶ ≈ 887 million of them: short,
// and not guessable from another booking's. The insert draws again on the rare clash (bookings-repository.ts).
import { randomInt } from 'node:crypto';

export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 6;

export function newBookingReference(): string {
  let drawn = '';
  for (let i = 0; i < LENGTH; i++) drawn += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `CS-${drawn}`;
}

/** What an admin typed, as a reference (any case, spaces and dashes ignored, `CS` optional); undefined when it cannot be one. */
export function normaliseReference(typed: string): string | undefined {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '');
  const body = compact.startsWith('CS') && compact.length === LENGTH + 2 ? compact.slice(2) : compact;
  if (body.length !== LENGTH || [...body].some((c) => !REFERENCE_ALPHABET.includes(c))) return undefined;
  return `CS-${body}`;
}
