// Mail to a hotel's owner: a new booking, a cancellation (by the guest, an
// administrator, a closed account or the hotel's deletion) and a new review each reach the owner
// through the outbox and a real SMTP server in this process; each kind can be turned off.
import { addDays, todayInColombo, type Booking, type Hotel, type OwnerMailSettings } from '@ceylon/shared/domain';
import { createActor, createHotel, type Actor } from '../test/actors';
import { pastStay } from '../test/review-fixtures';
import { call, testDatabases } from '../test/test-app';
import { useMailApp, useTestSmtpServer } from '../test/use-mail-app';
import type { ReceivedMail } from '../test/test-smtp-server';

describe.each(testDatabases())('mail to hotel owners on %s', (database) => {
  const smtp = useTestSmtpServer();
  const ctx = useMailApp(database, {}, smtp);
  const today = todayInColombo();
  let owner: Actor;
  let hotel: Hotel;

  beforeAll(async () => {
    owner = await createActor(ctx.app, ctx.actors.admin, 'hotelOwner', 'Ruwan');
    hotel = await createHotel(ctx.app, owner, { title: 'Tea <Hills> Lodge', location: 'Ella', price: 80, rooms: 3 });
  });

  beforeEach(async () => {
    // Every test starts with nothing due: earlier tests' leftovers are marked sent.
    await ctx.db.updateTable('mailOutbox').set({ status: 'sent' }).where('status', '!=', 'sent').execute();
    smtp.received.length = 0;
  });

  /** Delivers what is due and answers the mails the owner received. */
  async function ownersMail(): Promise<ReceivedMail[]> {
    await ctx.worker.runOnce();
    return smtp.received.filter((mail) => mail.to === owner.user.email);
  }

  const settings = (body?: Partial<OwnerMailSettings>, actor = owner) =>
    call(ctx.app, body ? 'PATCH' : 'GET', '/api/account/owner-mail', { token: actor.token, ...(body && { body }) });

  const book = async (from: number, nights = 2, guest = ctx.actors.customerA) => {
    const made = await call(ctx.app, 'POST', '/api/bookings', {
      token: guest.token,
      body: { hotelId: hotel.id, checkIn: addDays(today, from), checkOut: addDays(today, from + nights), guests: 2 },
    });
    expect(made.statusCode).toBe(201);
    return made.json<Booking>();
  };

  it('tells the owner of a new booking: the guest by name, the stay and the total, never the guest’s address', async () => {
    const booking = await book(20, 3);
    const [mail, ...more] = await ownersMail();
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`New booking: Tea <Hills> Lodge (${booking.reference})`);
    const guest = ctx.actors.customerA.user;
    for (const fact of [`Hello Ruwan,`, `Guest: ${guest.firstName} ${guest.lastName}`, 'Nights: 3', 'Guests: 2', 'Total: $480.00'])
      expect(mail?.text).toContain(fact);
    expect(mail?.text).not.toContain(guest.email);
    expect(mail?.html).toContain('Tea &lt;Hills&gt; Lodge');
    // The guest's own confirmation goes out beside it.
    expect(smtp.received.map((m) => m.to)).toContain(guest.email);
  });

  it('queues nothing for the owner when the booking is refused', async () => {
    const before = await ctx.db.selectFrom('mailOutbox').select('id').where('kind', '=', 'owner-booking-made').execute();
    const refused = await call(ctx.app, 'POST', '/api/bookings', {
      token: ctx.actors.customerA.token,
      body: { hotelId: hotel.id, checkIn: addDays(today, 70), checkOut: addDays(today, 71), guests: 1, rooms: 4 },
    });
    expect(refused.statusCode).toBe(400);
    const after = await ctx.db.selectFrom('mailOutbox').select('id').where('kind', '=', 'owner-booking-made').execute();
    expect(after).toHaveLength(before.length);
  });

  it('says who cancelled: the guest or an administrator', async () => {
    const byGuest = await book(30, 1);
    const byAdmin = await book(32, 1);
    await ownersMail();
    smtp.received.length = 0;
    expect((await call(ctx.app, 'PUT', `/api/bookings/${byGuest.id}/cancel`, { token: ctx.actors.customerA.token })).statusCode).toBe(200);
    expect((await call(ctx.app, 'PUT', `/api/bookings/${byAdmin.id}/cancel`, { token: ctx.actors.admin.token })).statusCode).toBe(200);
    const mails = await ownersMail();
    const about = (booking: Booking) => mails.find((m) => m.subject === `Booking cancelled: Tea <Hills> Lodge (${booking.reference})`);
    expect(about(byGuest)?.text).toContain('The guest cancelled it.');
    expect(about(byAdmin)?.text).toContain('An administrator of Ceylon Stays cancelled it.');
    expect(mails).toHaveLength(2);
  });

  it('tells the owner when a guest closes their account and their stay is cancelled', async () => {
    const guest = await createActor(ctx.app, ctx.actors.admin, 'user', 'Leaving');
    const booking = await book(40, 2, guest);
    await ownersMail();
    smtp.received.length = 0;
    const closed = await call(ctx.app, 'DELETE', '/api/account', { token: guest.token, body: { currentPassword: guest.password } });
    expect(closed.statusCode).toBe(200);
    const [mail, ...more] = await ownersMail();
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Booking cancelled: Tea <Hills> Lodge (${booking.reference})`);
    expect(mail?.text).toContain("The guest's account was closed");
  });

  it('sends one mail listing every stay a deleted hotel cancelled', async () => {
    const doomed = await createHotel(ctx.app, owner, { title: 'Old Fort Inn', location: 'Galle', price: 50, rooms: 4 });
    const stays = [];
    for (const [from, guest] of [
      [50, ctx.actors.customerA],
      [45, ctx.actors.customerB],
    ] as const) {
      const made = await call(ctx.app, 'POST', '/api/bookings', {
        token: guest.token,
        body: { hotelId: doomed.id, checkIn: addDays(today, from), checkOut: addDays(today, from + 1), guests: 1 },
      });
      stays.push(made.json<Booking>());
    }
    await ownersMail();
    smtp.received.length = 0;
    expect((await call(ctx.app, 'DELETE', `/api/hotels/${doomed.id}`, { token: ctx.actors.admin.token })).statusCode).toBe(200);
    const [mail, ...more] = await ownersMail();
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Bookings cancelled: Old Fort Inn was deleted (2 bookings)');
    const [later, sooner] = stays;
    // Soonest stay first, each with its guest.
    const text = mail?.text ?? '';
    expect(text.indexOf(`${sooner?.reference}: Bandara`)).toBeGreaterThan(-1);
    expect(text.indexOf(`${later?.reference}: Amara`)).toBeGreaterThan(text.indexOf(`${sooner?.reference}:`));
    // Each guest is told as well.
    expect(smtp.received.filter((m) => m.subject.startsWith('Booking cancelled: Old Fort Inn'))).toHaveLength(2);
  });

  it('tells the owner of a new review with its rating and text', async () => {
    const stay = await pastStay(ctx.db, { userId: ctx.actors.customerB.user.id, hotelId: hotel.id });
    const written = await call(ctx.app, 'POST', `/api/bookings/${stay}/review`, {
      token: ctx.actors.customerB.token,
      body: { rating: 4, body: 'Misty mornings & <great> tea.' },
    });
    expect(written.statusCode).toBe(201);
    const [mail, ...more] = await ownersMail();
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('New review of Tea <Hills> Lodge: 4 out of 5');
    expect(mail?.text).toContain('Bandara reviewed a stay at Tea <Hills> Lodge.');
    expect(mail?.text).toContain('Misty mornings & <great> tea.');
    expect(mail?.html).toContain('Misty mornings &amp; &lt;great&gt; tea.');
  });

  it('lets the owner turn each kind off, and sends only those still on', async () => {
    expect((await settings()).json()).toEqual({ bookingMade: true, bookingCancelled: true, reviewWritten: true });
    const changed = await settings({ bookingMade: false });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ bookingMade: false, bookingCancelled: true, reviewWritten: true });
    expect((await settings({ reviewWritten: false })).json()).toEqual({ bookingMade: false, bookingCancelled: true, reviewWritten: false });
    expect((await settings()).json()).toEqual({ bookingMade: false, bookingCancelled: true, reviewWritten: false });

    const booking = await book(80, 1);
    expect(await ownersMail()).toEqual([]);
    expect((await call(ctx.app, 'PUT', `/api/bookings/${booking.id}/cancel`, { token: ctx.actors.customerA.token })).statusCode).toBe(200);
    expect((await ownersMail()).map((m) => m.subject)).toEqual([`Booking cancelled: Tea <Hills> Lodge (${booking.reference})`]);

    await settings({ bookingMade: true, reviewWritten: true });
    smtp.received.length = 0;
    await book(84, 1);
    expect(await ownersMail()).toHaveLength(1);
  });

  it('keeps the switches to owners and admins, and refuses anything else in the body', async () => {
    const customer = await settings(undefined, ctx.actors.customerA);
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({ message: 'Only hotel owners and admins receive mail about their hotels' });
    const unknown = await settings({ newsletter: false } as Partial<OwnerMailSettings>);
    expect(unknown.statusCode).toBe(400);
    const wrongType = await call(ctx.app, 'PATCH', '/api/account/owner-mail', { token: owner.token, body: { bookingMade: 'no' } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ field: 'bookingMade' });
  });
});
