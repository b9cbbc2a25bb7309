// The booking confirmation and cancellation e-mails: text and HTML with the stay's facts, the
// free-cancellation deadline as an exact Asia/Colombo date and time, and a calendar file.
import { BOOKING_TIME_ZONE, bookedPriceLines, chargeBasis, discountLabel, hasPriceLines, nightsBetween } from '@ceylon/shared/domain';
import type { OutgoingMail } from '../outbox';
import { stayCalendar } from './calendar';
import { escapeHtml, factsTable, factsText, htmlPage } from './html';
import { freeCancellationUntil, type BookedStay } from './stay';

export type { BookedStay } from './stay';

const colomboDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: BOOKING_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const colomboDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** `Saturday 31 May 2025 at 2:00 pm (Asia/Colombo, Sri Lanka time)`. */
export function formatColomboDateTime(instant: Date): string {
  return `${colomboDateTime.format(instant)} (${BOOKING_TIME_ZONE}, Sri Lanka time)`;
}

export function formatDate(date: string): string {
  return colomboDate.format(new Date(`${date}T00:00:00Z`));
}

/** The room charge, a promotion code's discount and each tax and charge when there were any, then the total with `note`. */
function priceFacts(stay: BookedStay, note: string): [string, string][] {
  const lines = bookedPriceLines(stay);
  const charges: [string, string][] = lines.charges.map((charge) => [`${charge.name} (${chargeBasis(charge)})`, usd.format(charge.amount)]);
  const discount: [string, string][] = lines.discount ? [[discountLabel(lines.discount), `−${usd.format(lines.discount.amount)}`]] : [];
  return [
    ...(hasPriceLines(lines) ? [['Room charge', usd.format(lines.roomCharge)] as [string, string], ...discount, ...charges] : []),
    ['Total', `${usd.format(stay.totalPrice)} (${note})`],
  ];
}

/** The stay's facts, with its price lines ending in the total and `priceNote`, or none when `priceNote` is null. */
export function stayFacts(stay: BookedStay, priceNote: string | null = 'pay at the property'): [string, string][] {
  return [
    ['Booking reference', stay.reference],
    ['Hotel', stay.hotelTitle],
    ['Location', stay.hotelLocation],
    ['Check-in', `${formatDate(stay.checkIn)}, from 2:00 PM`],
    ['Check-out', `${formatDate(stay.checkOut)}, by 12:00 PM`],
    ['Nights', String(nightsBetween(stay.checkIn, stay.checkOut))],
    ['Guests', String(stay.guests)],
    ['Rooms', String(stay.rooms)],
    ...(priceNote === null ? [] : priceFacts(stay, priceNote)),
  ];
}

/**
 * A mail about a stay: greeting, what happened (`news`, text; the hotel's title in bold in HTML),
 * the stay's facts, then `notes`, each a paragraph, and the stay's calendar file.
 */
function stayMail(
  stay: BookedStay,
  kind: 'booking-confirmed' | 'booking-cancelled',
  subject: string,
  news: (hotel: string) => string,
  facts: [string, string][],
  notes: string[],
): OutgoingMail {
  const text = [`Hello ${stay.userFirstName},`, '', news(stay.hotelTitle), '', factsText(facts), '', ...notes, '', 'Ceylon Stays'].join(
    '\n',
  );
  const html = htmlPage(
    subject,
    `<p>Hello ${escapeHtml(stay.userFirstName)},</p>` +
      `<p>${news(`<strong>${escapeHtml(stay.hotelTitle)}</strong>`)}</p>` +
      factsTable(facts) +
      notes.map((note) => `<p>${escapeHtml(note)}</p>`).join(''),
  );
  const confirmed = kind === 'booking-confirmed';
  return {
    kind,
    to: stay.userEmail,
    subject,
    text,
    html,
    attachments: [
      {
        filename: `${stay.reference}.ics`,
        contentType: `text/calendar; charset=utf-8; method=${confirmed ? 'PUBLISH' : 'CANCEL'}`,
        content: stayCalendar(stay, confirmed ? 'confirmed' : 'cancelled'),
      },
    ],
  };
}

export function bookingConfirmedMail(stay: BookedStay): OutgoingMail {
  const deadline = formatColomboDateTime(freeCancellationUntil(stay.checkIn));
  return stayMail(
    stay,
    'booking-confirmed',
    `Booking confirmed: ${stay.hotelTitle} (${stay.reference})`,
    (hotel) => `Your stay at ${hotel} is confirmed.`,
    stayFacts(stay),
    [
      `Free cancellation until ${deadline}. No prepayment is needed: you pay at the property.`,
      'You can see or cancel this booking under My Bookings. The attached calendar file adds the stay to your calendar.',
    ],
  );
}

export function bookingCancelledMail(stay: BookedStay): OutgoingMail {
  return stayMail(
    stay,
    'booking-cancelled',
    `Booking cancelled: ${stay.hotelTitle} (${stay.reference})`,
    (hotel) => `Your booking at ${hotel} has been cancelled. Nothing is owed for it.`,
    stayFacts(stay, 'cancelled: nothing is owed'),
    ['The attached calendar file removes the stay from your calendar.'],
  );
}
