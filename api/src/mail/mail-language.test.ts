// Booking mails in the language of the account each goes to (decision 0034): a Sinhala
// guest's confirmation and cancellation and a Tamil owner's booking and cancellation mails are
// queued in their languages, in one booking, while an English guest's stays word for word English.
import { addDays, todayInColombo, type Booking, type Hotel, type MailKind } from '@ceylon/shared/domain';
import { createActor, createHotel, type Actor } from '../test/actors';
import { pastStay } from '../test/review-fixtures';
import { call, testDatabases } from '../test/test-app';
import { useMailApp } from '../test/use-mail-app';

/** A date as the mails of `locale` write it: `Sat, 31 May 2025` in English. */
const dayIn = (locale: string, date: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** A calendar file's text with its long lines unfolded (RFC 5545 folds them at 75 octets). */
const unfolded = (attachments: { content: string }[]) => (attachments[0]?.content ?? '').replace(/\r?\n[ \t]/g, '');

describe.each(testDatabases())("booking mail in its recipient's language on %s", (database) => {
  // No SMTP server: the mail stays queued, as written, for the tests to read.
  const ctx = useMailApp(database, {});
  const today = todayInColombo();
  let sinhalaGuest: Actor;
  let tamilOwner: Actor;
  let hotel: Hotel;

  beforeAll(async () => {
    sinhalaGuest = await createActor(ctx.app, ctx.actors.admin, 'user', 'Sanduni');
    tamilOwner = await createActor(ctx.app, ctx.actors.admin, 'hotelOwner', 'Tharani');
    for (const [actor, language] of [
      [sinhalaGuest, 'si'],
      [tamilOwner, 'ta'],
    ] as const) {
      const chosen = await call(ctx.app, 'PUT', '/api/account/language', { token: actor.token, body: { language } });
      expect(chosen.statusCode).toBe(200);
    }
    hotel = await createHotel(ctx.app, tamilOwner, { title: 'Lake <View> House', location: 'Kandy', price: 60, rooms: 3 });
  });

  const book = async (guest: Actor, from: number) => {
    const made = await call(ctx.app, 'POST', '/api/bookings', {
      token: guest.token,
      body: { hotelId: hotel.id, checkIn: addDays(today, from), checkOut: addDays(today, from + 2), guests: 2 },
    });
    expect(made.statusCode).toBe(201);
    return made.json<Booking>();
  };

  const queued = (kind: MailKind, bookingId: string) =>
    ctx.db
      .selectFrom('mailOutbox')
      .select(['toAddress', 'subject', 'textBody', 'htmlBody', 'attachments'])
      .where('kind', '=', kind)
      .where('bookingId', '=', bookingId)
      .executeTakeFirstOrThrow();

  it("queues a Sinhala guest's confirmation in Sinhala and the Tamil owner's mail in Tamil", async () => {
    const booking = await book(sinhalaGuest, 20);

    const guests = await queued('booking-confirmed', booking.id);
    expect(guests.toAddress).toBe(sinhalaGuest.user.email);
    expect(guests.subject).toBe(`වෙන්කිරීම තහවුරුයි: Lake <View> House (${booking.reference})`);
    const text = guests.textBody.split('\n');
    expect(text).toEqual(
      expect.arrayContaining([
        'ආයුබෝවන් Sanduni,',
        'Lake <View> House හි ඔබේ නවාතැන තහවුරු කර ඇත.',
        `පැමිණීම: ${dayIn('si-LK', booking.checkIn)}, ප.ව. 2:00 සිට`,
        'රාත්‍රී: 2',
        'මුළු මුදල: $240.00 (හෝටලයේදී ගෙවන්න)',
      ]),
    );
    expect(guests.textBody).toContain('(Asia/Colombo, ශ්‍රී ලංකා වේලාව)');
    expect(guests.textBody).not.toMatch(/Hello|Check-in|Total/);
    expect(guests.htmlBody).toContain('<html lang="si">');
    expect(guests.htmlBody).toContain('<strong>Lake &lt;View&gt; House</strong> හි ඔබේ නවාතැන තහවුරු කර ඇත.');
    expect(unfolded(guests.attachments)).toContain('SUMMARY:Lake <View> House හි නවාතැන');

    const owners = await queued('owner-booking-made', booking.id);
    expect(owners.toAddress).toBe(tamilOwner.user.email);
    expect(owners.subject).toBe(`புதிய முன்பதிவு: Lake <View> House (${booking.reference})`);
    expect(owners.textBody.split('\n')).toEqual(
      expect.arrayContaining([
        'வணக்கம் Tharani,',
        'விருந்தினர்: Sanduni Tester',
        `வருகை: ${dayIn('ta-LK', booking.checkIn)}, மதியம் 2:00 மணி முதல்`,
        'மொத்தம்: $240.00 (ஹோட்டலிலேயே செலுத்துங்கள்)',
      ]),
    );
    expect(owners.htmlBody).toContain('<html lang="ta">');
  });

  it("keeps an English guest's confirmation in English, beside the Tamil owner's mail", async () => {
    const booking = await book(ctx.actors.customerA, 30);
    const guests = await queued('booking-confirmed', booking.id);
    expect(guests.subject).toBe(`Booking confirmed: Lake <View> House (${booking.reference})`);
    expect(guests.textBody.split('\n')).toEqual(
      expect.arrayContaining([
        'Hello Amara,',
        'Your stay at Lake <View> House is confirmed.',
        `Check-in: ${dayIn('en-GB', booking.checkIn)}, from 2:00 PM`,
        'Total: $240.00 (pay at the property)',
      ]),
    );
    expect(guests.htmlBody).toContain('<html lang="en">');
    expect(unfolded(guests.attachments)).toContain('SUMMARY:Stay at Lake <View> House');
    expect((await queued('owner-booking-made', booking.id)).subject).toBe(`புதிய முன்பதிவு: Lake <View> House (${booking.reference})`);
  });

  it('queues the cancellation in each account’s language, as it is when the stay is cancelled', async () => {
    const booking = await book(sinhalaGuest, 40);
    // The owner changes language after the booking: the cancellation follows, the booking's mail stays Tamil.
    await call(ctx.app, 'PUT', '/api/account/language', { token: tamilOwner.token, body: { language: 'en' } });
    try {
      const cancelled = await call(ctx.app, 'PUT', `/api/bookings/${booking.id}/cancel`, { token: sinhalaGuest.token });
      expect(cancelled.statusCode).toBe(200);
      const guests = await queued('booking-cancelled', booking.id);
      expect(guests.subject).toBe(`වෙන්කිරීම අවලංගුයි: Lake <View> House (${booking.reference})`);
      expect(guests.textBody).toContain('මුළු මුදල: $240.00 (අවලංගුයි: ගෙවිය යුතු කිසිවක් නැත)');
      expect(unfolded(guests.attachments)).toContain('SUMMARY:අවලංගුයි: Lake <View> House හි නවාතැන');
      const owners = await queued('owner-booking-cancelled', booking.id);
      expect(owners.subject).toBe(`Booking cancelled: Lake <View> House (${booking.reference})`);
      expect(owners.textBody).toContain('The guest cancelled it.');
      expect((await queued('owner-booking-made', booking.id)).subject).toMatch(/^புதிய முன்பதிவு: /);
    } finally {
      await call(ctx.app, 'PUT', '/api/account/language', { token: tamilOwner.token, body: { language: 'ta' } });
    }
  });

  it('tells the Tamil owner of a new review in Tamil', async () => {
    const stay = await pastStay(ctx.db, { userId: sinhalaGuest.user.id, hotelId: hotel.id });
    const written = await call(ctx.app, 'POST', `/api/bookings/${stay}/review`, {
      token: sinhalaGuest.token,
      body: { rating: 5, body: 'Quiet and clean.' },
    });
    expect(written.statusCode).toBe(201);
    const mail = await ctx.db
      .selectFrom('mailOutbox')
      .select(['subject', 'textBody'])
      .where('kind', '=', 'owner-review-written')
      .where('toAddress', '=', tamilOwner.user.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Lake <View> House பற்றிய புதிய மதிப்பாய்வு: 5 இல் 5');
    expect(mail.textBody).toContain('மதிப்பீடு: 5 இல் 5');
    expect(mail.textBody).toContain('Quiet and clean.');
  });
});
