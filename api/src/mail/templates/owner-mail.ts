// The mails a hotel's owner receives about it: a new booking, a cancellation
// (saying who cancelled) and a new review. Guests are named; their e-mail addresses are not given.
import type { Language } from '@ceylon/shared/languages';
import type { OutgoingMail } from '../outbox';
import { stayFacts } from './booking-mail';
import { escapeHtml, factsTable, factsText, htmlPage } from './html';
import type { BookedStay } from './stay';
import { mailWords, type MailWords } from './words';

/** Who a mail about a hotel goes to, and the language their mails are in. */
export interface HotelOwner {
  email: string;
  firstName: string;
  language: Language;
}

/** A stay as the owner is told of it: the guest's full name besides the stay's facts. */
export interface OwnersStay extends BookedStay {
  userLastName: string;
}

/** Why a stay was cancelled, in the owner's words. */
export type CancelledBy = 'guest' | 'admin' | 'account-closed';

const CANCELLED_BY = {
  guest: 'owner.cancelledBy.guest',
  admin: 'owner.cancelledBy.admin',
  'account-closed': 'owner.cancelledBy.accountClosed',
} as const satisfies Record<CancelledBy, Parameters<MailWords['t']>[0]>;

function ownerMail(
  words: MailWords,
  kind: OutgoingMail['kind'],
  owner: HotelOwner,
  subject: string,
  paragraphs: string[],
  facts: [string, string][],
) {
  const hello = words.t('mail.hello', { name: owner.firstName });
  const text = [hello, '', ...paragraphs.flatMap((p) => [p, '']), factsText(facts), '', 'Ceylon Stays'].join('\n');
  const html = htmlPage(
    subject,
    `<p>${escapeHtml(hello)}</p>` + paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') + factsTable(facts),
    words.language,
  );
  return { kind, to: owner.email, subject, text, html };
}

function guestAndStay(words: MailWords, stay: OwnersStay, priceNote?: string | null): [string, string][] {
  const [reference, ...rest] = stayFacts(words, stay, priceNote);
  return [...(reference ? [reference] : []), [words.t('booking.fact.guest'), `${stay.userFirstName} ${stay.userLastName}`], ...rest];
}

export function ownerBookingMadeMail(owner: HotelOwner, stay: OwnersStay): OutgoingMail {
  const words = mailWords(owner.language);
  return ownerMail(
    words,
    'owner-booking-made',
    owner,
    words.t('owner.booking.subject', { hotel: stay.hotelTitle, reference: stay.reference }),
    [words.t('owner.booking.news', { hotel: stay.hotelTitle })],
    guestAndStay(words, stay),
  );
}

export function ownerBookingCancelledMail(owner: HotelOwner, stay: OwnersStay, by: CancelledBy): OutgoingMail {
  const words = mailWords(owner.language);
  return ownerMail(
    words,
    'owner-booking-cancelled',
    owner,
    words.t('booking.cancelled.subject', { hotel: stay.hotelTitle, reference: stay.reference }),
    [words.t('owner.cancelled.news', { hotel: stay.hotelTitle, why: words.t(CANCELLED_BY[by]) })],
    guestAndStay(words, stay, null),
  );
}

/** One mail for every stay a hotel's deletion cancelled, rather than one per stay. */
export function ownerHotelDeletedMail(owner: HotelOwner, hotelTitle: string, stays: readonly OwnersStay[]): OutgoingMail {
  const words = mailWords(owner.language);
  const about = { hotel: hotelTitle, count: stays.length };
  return ownerMail(
    words,
    'owner-booking-cancelled',
    owner,
    words.t('owner.deleted.subject', about),
    [words.t('owner.deleted.news', about)],
    [...stays]
      .sort((a, b) => a.checkIn.localeCompare(b.checkIn))
      .map((stay) => [
        stay.reference,
        words.t('owner.deleted.stay', {
          guest: `${stay.userFirstName} ${stay.userLastName}`,
          checkIn: words.date(stay.checkIn),
          checkOut: words.date(stay.checkOut),
        }),
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
  const words = mailWords(owner.language);
  const rating = words.t('owner.review.rating', { rating: review.rating });
  return ownerMail(
    words,
    'owner-review-written',
    owner,
    words.t('owner.review.subject', { hotel: review.hotelTitle, rating: review.rating }),
    [words.t('owner.review.news', { guest: review.guestFirstName, hotel: review.hotelTitle }), review.body],
    [
      [words.t('booking.fact.hotel'), review.hotelTitle],
      [words.t('booking.fact.rating'), rating],
    ],
  );
}
