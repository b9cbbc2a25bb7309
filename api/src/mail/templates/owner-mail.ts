// The mails a hotel's owner receives about it (issue 31, item 4): a new booking, a cancellation
// (saying who cancelled) and a new review. Guests are named; their e-mail addresses are not given.
import type { OutgoingMail } from '../outbox';
import { formatDate, stayFacts } from './booking-mail';
import { escapeHtml, factsTable, factsText, htmlPage } from './html';
import type { BookedStay } from './stay';

/** Who a mail about a hotel goes to. */
export interface HotelOwner {
  email: string;
  firstName: string;
}

/** A stay as the owner is told of it: the guest's full name besides the stay's facts. */
export interface OwnersStay extends BookedStay {
  userLastName: string;
}

/** Why a stay was cancelled, in the owner's words. */
export type CancelledBy = 'guest' | 'admin' | 'account-closed';

const CANCELLED_BY: Record<CancelledBy, string> = {
  guest: 'The guest cancelled it.',
  admin: 'An administrator of Ceylon Stays cancelled it.',
  'account-closed': "The guest's account was closed, which cancels the stays that had not begun.",
};

function ownerMail(kind: OutgoingMail['kind'], owner: HotelOwner, subject: string, paragraphs: string[], facts: [string, string][]) {
  const text = [`Hello ${owner.firstName},`, '', ...paragraphs.flatMap((p) => [p, '']), factsText(facts), '', 'Ceylon Stays'].join('\n');
  const html = htmlPage(
    subject,
    `<p>Hello ${escapeHtml(owner.firstName)},</p>` + paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') + factsTable(facts),
  );
  return { kind, to: owner.email, subject, text, html };
}

function guestAndStay(stay: OwnersStay, priceNote?: string | null): [string, string][] {
  const [reference, ...rest] = stayFacts(stay, priceNote);
  return [...(reference ? [reference] : []), ['Guest', `${stay.userFirstName} ${stay.userLastName}`], ...rest];
}

export function ownerBookingMadeMail(owner: HotelOwner, stay: OwnersStay): OutgoingMail {
  return ownerMail(
    'owner-booking-made',
    owner,
    `New booking: ${stay.hotelTitle} (${stay.reference})`,
    [`${stay.hotelTitle} has a new booking. You can see it under your hotel's bookings.`],
    guestAndStay(stay),
  );
}

export function ownerBookingCancelledMail(owner: HotelOwner, stay: OwnersStay, by: CancelledBy): OutgoingMail {
  return ownerMail(
    'owner-booking-cancelled',
    owner,
    `Booking cancelled: ${stay.hotelTitle} (${stay.reference})`,
    [`A booking of ${stay.hotelTitle} has been cancelled. ${CANCELLED_BY[by]} Its rooms are free again.`],
    guestAndStay(stay, null),
  );
}

/** One mail for every stay a hotel's deletion cancelled, rather than one per stay. */
export function ownerHotelDeletedMail(owner: HotelOwner, hotelTitle: string, stays: readonly OwnersStay[]): OutgoingMail {
  const count = `${stays.length} booking${stays.length === 1 ? '' : 's'}`;
  return ownerMail(
    'owner-booking-cancelled',
    owner,
    `Bookings cancelled: ${hotelTitle} was deleted (${count})`,
    [`${hotelTitle} has been deleted, which cancelled the ${count} that had not begun. Each guest has been told.`],
    [...stays]
      .sort((a, b) => a.checkIn.localeCompare(b.checkIn))
      .map((stay) => [
        stay.reference,
        `${stay.userFirstName} ${stay.userLastName}, ${formatDate(stay.checkIn)} to ${formatDate(stay.checkOut)}`,
      ]),
  );
}

export interface WrittenReview {
  hotelTitle: string;
  guestFirstName: string;
  rating: number;
  body: string;
}

export function ownerReviewMail(owner: HotelOwner, review: WrittenReview): OutgoingMail {
  return ownerMail(
    'owner-review-written',
    owner,
    `New review of ${review.hotelTitle}: ${review.rating} out of 5`,
    [`${review.guestFirstName} reviewed a stay at ${review.hotelTitle}. You can answer it once from the hotel's reviews.`, review.body],
    [
      ['Hotel', review.hotelTitle],
      ['Rating', `${review.rating} out of 5`],
    ],
  );
}
