// The booking confirmation and cancellation e-mails: text and HTML with the stay's facts, the
// free-cancellation deadline as an exact Asia/Colombo date and time, and a calendar file.
import { bookedPriceLines, chargeBasisIn, hasPriceLines, nightsBetween, type ChargeBasisWording } from '@ceylon/shared/domain';
import type { OutgoingMail } from '../outbox';
import { stayCalendar } from './calendar';
import { escapeHtml, factsTable, factsText, htmlPage } from './html';
import { freeCancellationUntil, type BookedStay } from './stay';
import { mailWords, type MailWords } from './words';

export type { BookedStay } from './stay';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** The words of a charge's basis (shared chargeBasisIn) in the mail's language. */
const basisWording = ({ t }: MailWords): ChargeBasisWording => ({
  compound: (rate) => t('booking.charge.compound', { rate }),
  perNight: (amount) => t('booking.charge.perNight', { amount }),
  perStay: (amount) => t('booking.charge.perStay', { amount }),
});

/** The room charge, a promotion code's discount and each tax and charge when there were any, then the total with `note`. */
function priceFacts(words: MailWords, stay: BookedStay, note: string): [string, string][] {
  const { t } = words;
  const lines = bookedPriceLines(stay);
  const wording = basisWording(words);
  const charges: [string, string][] = lines.charges.map((charge) => [
    `${charge.name} (${chargeBasisIn(charge, wording)})`,
    usd.format(charge.amount),
  ]);
  const discount: [string, string][] = lines.discount
    ? [[t('booking.discount', { code: lines.discount.code }), `−${usd.format(lines.discount.amount)}`]]
    : [];
  return [
    ...(hasPriceLines(lines)
      ? [[t('booking.fact.roomCharge'), usd.format(lines.roomCharge)] as [string, string], ...discount, ...charges]
      : []),
    [t('booking.fact.total'), `${usd.format(stay.totalPrice)} (${note})`],
  ];
}

/** The stay's facts, with its price lines ending in the total and `priceNote`, or none when `priceNote` is null. */
export function stayFacts(
  words: MailWords,
  stay: BookedStay,
  priceNote: string | null = words.t('booking.payAtProperty'),
): [string, string][] {
  const { t } = words;
  return [
    [t('booking.fact.reference'), stay.reference],
    [t('booking.fact.hotel'), stay.hotelTitle],
    [t('booking.fact.location'), stay.hotelLocation],
    [t('booking.fact.checkIn'), t('booking.checkInFrom', { date: words.date(stay.checkIn) })],
    [t('booking.fact.checkOut'), t('booking.checkOutBy', { date: words.date(stay.checkOut) })],
    [t('booking.fact.nights'), String(nightsBetween(stay.checkIn, stay.checkOut))],
    [t('booking.fact.guests'), String(stay.guests)],
    [t('booking.fact.rooms'), String(stay.rooms)],
    ...(priceNote === null ? [] : priceFacts(words, stay, priceNote)),
  ];
}

/** A character no text has: where the hotel's title goes, so the rest of a sentence is escaped on its own. */
const HOTEL_SLOT = '\uE000';

/** A catalog sentence naming `{hotel}`, as text and as HTML with the title in bold (both escaped). */
function hotelSentence(words: MailWords, id: Parameters<MailWords['t']>[0], hotel: string, values?: Record<string, unknown>) {
  return {
    text: words.t(id, { ...values, hotel }),
    html: escapeHtml(words.t(id, { ...values, hotel: HOTEL_SLOT })).replace(HOTEL_SLOT, `<strong>${escapeHtml(hotel)}</strong>`),
  };
}

/**
 * A mail about a stay, in its guest's language: greeting, what happened (`news`; the hotel's title
 * in bold in HTML), the stay's facts, then `notes`, each a paragraph, and the stay's calendar file.
 */
function stayMail(
  words: MailWords,
  stay: BookedStay,
  kind: 'booking-confirmed' | 'booking-cancelled',
  subject: string,
  news: { text: string; html: string },
  facts: [string, string][],
  notes: string[],
): OutgoingMail {
  const hello = words.t('mail.hello', { name: stay.userFirstName });
  const text = [hello, '', news.text, '', factsText(facts), '', ...notes, '', 'Ceylon Stays'].join('\n');
  const html = htmlPage(
    subject,
    `<p>${escapeHtml(hello)}</p>` + `<p>${news.html}</p>` + factsTable(facts) + notes.map((note) => `<p>${escapeHtml(note)}</p>`).join(''),
    words.language,
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
        content: stayCalendar(words, stay, confirmed ? 'confirmed' : 'cancelled'),
      },
    ],
  };
}

export function bookingConfirmedMail(stay: BookedStay): OutgoingMail {
  const words = mailWords(stay.userLanguage);
  const { t } = words;
  const about = { hotel: stay.hotelTitle, reference: stay.reference };
  return stayMail(
    words,
    stay,
    'booking-confirmed',
    t('booking.confirmed.subject', about),
    hotelSentence(words, 'booking.confirmed.news', stay.hotelTitle),
    stayFacts(words, stay),
    [t('booking.confirmed.deadline', { deadline: words.dateTime(freeCancellationUntil(stay.checkIn)) }), t('booking.confirmed.manage')],
  );
}

export function bookingCancelledMail(stay: BookedStay): OutgoingMail {
  const words = mailWords(stay.userLanguage);
  const { t } = words;
  return stayMail(
    words,
    stay,
    'booking-cancelled',
    t('booking.cancelled.subject', { hotel: stay.hotelTitle, reference: stay.reference }),
    hotelSentence(words, 'booking.cancelled.news', stay.hotelTitle),
    stayFacts(words, stay, t('booking.nothingOwed')),
    [t('booking.cancelled.calendar')],
  );
}
