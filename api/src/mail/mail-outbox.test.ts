// Mail that is really sent: bookings, cancellations and contact messages go through the
// outbox to a real SMTP server in this process, read back with mailparser; a mail server that is
// down delays mail but never fails a booking; admins see the outbox.
import { sql } from 'kysely';
import { addDays, todayInColombo, type Booking, type Hotel, type OutboxMessage, type OutboxPage } from '@ceylon/shared/domain';
import { createHotel } from '../test/actors';
import { call, testAppBase, testDatabases } from '../test/test-app';
import { useMailApp, useTestSmtpServer, type MailApp } from '../test/use-mail-app';
import type { QueuedMail } from './mailer';
import { enqueueMail } from './outbox';
import { createOutboxWorker, retryDelayMs } from './outbox-worker';

const worker = (ctx: MailApp) => ctx.worker;

async function outboxRows(ctx: MailApp) {
  return ctx.db
    .selectFrom('mailOutbox')
    .select(['id', 'kind', 'status', 'attempts', 'lastError', 'toAddress', 'bookingId'])
    .orderBy('id')
    .execute();
}

describe.each(testDatabases())('the mail outbox on %s', (database) => {
  const smtp = useTestSmtpServer();
  const ctx = useMailApp(database, { outboxRetryBaseMs: 60_000, outboxMaxAttempts: 3 }, smtp);
  let hotel: Hotel;
  const today = todayInColombo();

  beforeAll(async () => {
    hotel = await createHotel(ctx.app, ctx.actors.ownerA, { title: 'Lagoon <b>&</b> Spa', location: 'Negombo', price: 90, rooms: 5 });
    // The owner's own mails are owner-mail.test.ts's: off here, so each pass counts the guest's only.
    const off = { bookingMade: false, bookingCancelled: false, reviewWritten: false };
    expect((await call(ctx.app, 'PATCH', '/api/account/owner-mail', { token: ctx.actors.ownerA.token, body: off })).statusCode).toBe(200);
  });

  beforeEach(async () => {
    // Every test starts with nothing due: earlier tests' leftovers are marked sent.
    await ctx.db.updateTable('mailOutbox').set({ status: 'sent' }).where('status', '!=', 'sent').execute();
    smtp.received.length = 0;
    await smtp.start();
  });

  const book = async (from = 20, nights = 2, token = ctx.actors.customerA.token) => {
    const made = await call(ctx.app, 'POST', '/api/bookings', {
      token,
      body: { hotelId: hotel.id, checkIn: addDays(today, from), checkOut: addDays(today, from + nights), guests: 2 },
    });
    expect(made.statusCode).toBe(201);
    return made.json<Booking>();
  };

  it('sends the booking confirmation with its reference, the stay, the cancellation deadline and a calendar file', async () => {
    const booking = await book(20, 2);
    expect(booking.reference).toMatch(/^CS-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);

    const before = await call(ctx.app, 'GET', `/api/bookings/${booking.id}`, { token: ctx.actors.customerA.token });
    expect(before.json<Booking>().confirmationEmail).toEqual({ to: ctx.actors.customerA.user.email, status: 'queued' });

    expect(await worker(ctx).runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    if (!mail) throw new Error('No mail');
    expect(mail.to).toBe(ctx.actors.customerA.user.email);
    expect(mail.subject).toBe(`Booking confirmed: Lagoon <b>&</b> Spa (${booking.reference})`);
    expect(mail.messageId).toMatch(/^<outbox-\d+@ceylon-stays>$/);
    for (const fact of [booking.reference, 'Negombo', 'Nights: 2', 'Guests: 2', 'Rooms: 1', 'Total: $360.00'])
      expect(mail.text).toContain(fact);
    const deadline = new Date(`${addDays(booking.checkIn, -1)}T12:00:00Z`); // a date only, for its weekday and day
    const day = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(deadline);
    expect(mail.text).toContain(`Free cancellation until ${day.replace(/^(\w+),? /, '$1, ')} at 2:00 pm (Asia/Colombo, Sri Lanka time)`);
    // The hotel's title is escaped in the HTML, never markup.
    expect(mail.html).toContain('Lagoon &lt;b&gt;&amp;&lt;/b&gt; Spa');
    expect(mail.html).not.toContain('<b>&</b>');

    expect(mail.attachments).toHaveLength(1);
    const [calendar] = mail.attachments;
    expect(calendar?.filename).toBe(`${booking.reference}.ics`);
    expect(calendar?.contentType).toBe('text/calendar');
    const ics = calendar?.content ?? '';
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain(`UID:${booking.reference}@ceylon-stays`);
    // 2:00 PM and 12:00 PM in Colombo (UTC+05:30) are 08:30 and 06:30 UTC.
    expect(ics).toContain(`DTSTART:${booking.checkIn.replace(/-/g, '')}T083000Z`);
    expect(ics).toContain(`DTEND:${booking.checkOut.replace(/-/g, '')}T063000Z`);

    const after = await call(ctx.app, 'GET', `/api/bookings/${booking.id}`, { token: ctx.actors.customerA.token });
    expect(after.json<Booking>().confirmationEmail).toEqual({ to: ctx.actors.customerA.user.email, status: 'sent' });
    // Only the guest who booked is told about the e-mail.
    const asOwner = await call(ctx.app, 'GET', `/api/bookings/${booking.id}`, { token: ctx.actors.ownerA.token });
    expect(asOwner.json<Booking>().confirmationEmail).toBeUndefined();
  });

  it('sends a cancellation that removes the calendar entry', async () => {
    const booking = await book(30, 1);
    await worker(ctx).runOnce();
    smtp.received.length = 0;
    const cancelled = await call(ctx.app, 'PUT', `/api/bookings/${booking.id}/cancel`, { token: ctx.actors.customerA.token });
    expect(cancelled.statusCode).toBe(200);
    expect(await worker(ctx).runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [mail] = smtp.received;
    expect(mail?.subject).toBe(`Booking cancelled: Lagoon <b>&</b> Spa (${booking.reference})`);
    expect(mail?.text).toContain('has been cancelled');
    const ics = mail?.attachments[0]?.content ?? '';
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain(`UID:${booking.reference}@ceylon-stays`);
  });

  it('keeps the booking when the mail server is down, and delivers the mail once it is back', async () => {
    await smtp.stop();
    const booking = await book(40, 2);
    expect(await worker(ctx).runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [row] = (await outboxRows(ctx)).filter((r) => r.bookingId === booking.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toBeTruthy();
    // The next attempt waits for its back-off: a pass now finds nothing due.
    await smtp.start();
    expect(await worker(ctx).runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    await ctx.db
      .updateTable('mailOutbox')
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where('bookingId', '=', booking.id)
      .execute();
    expect(await worker(ctx).runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received.map((m) => m.subject)).toEqual([`Booking confirmed: Lagoon <b>&</b> Spa (${booking.reference})`]);
    const [sent] = (await outboxRows(ctx)).filter((r) => r.bookingId === booking.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('gives up after the last attempt and marks the message failed', async () => {
    await smtp.stop();
    const booking = await book(50, 1);
    const due = () =>
      ctx.db
        .updateTable('mailOutbox')
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where('bookingId', '=', booking.id)
        .execute();
    expect(await worker(ctx).runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    await due();
    expect(await worker(ctx).runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    await due();
    expect(await worker(ctx).runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    await due();
    expect(await worker(ctx).runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    const read = await call(ctx.app, 'GET', `/api/bookings/${booking.id}`, { token: ctx.actors.customerA.token });
    expect(read.json<Booking>()).toMatchObject({ status: 'confirmed', confirmationEmail: { status: 'failed' } });
  });

  it('sends a contact message to MAIL_TO with the sender to reply to, and keeps the message', async () => {
    const body = {
      name: 'Nimal <Perera>',
      email: 'nimal@example.com',
      subject: 'Late arrival',
      message: 'We land at 23:00.\nIs that fine?',
    };
    const response = await call(ctx.app, 'POST', '/api/send-email', { body });
    expect(response.statusCode).toBe(201);
    expect(await worker(ctx).runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ to: testAppBase.mailTo ?? 'hello@ceylon.test', subject: '[Contact] Late arrival' });
    expect(mail?.replyTo).toContain('nimal@example.com');
    expect(mail?.text).toContain('We land at 23:00.');
    expect(mail?.html).toContain('Nimal &lt;Perera&gt;');
    const stored = await ctx.db.selectFrom('contactMessages').select('subject').where('email', '=', 'nimal@example.com').execute();
    expect(stored).toEqual([{ subject: 'Late arrival' }]);
  });

  it('shows admins the outbox page by page and one message with its bodies; nobody else', async () => {
    await book(60, 1);
    await book(62, 1);
    await book(64, 1);
    const admin = ctx.actors.admin.token;
    const first = await call(ctx.app, 'GET', '/api/admin/outbox?limit=2', { token: admin });
    expect(first.statusCode).toBe(200);
    const page = first.json<OutboxPage>();
    expect(page.messages).toHaveLength(2);
    expect(page.messages[0]).toMatchObject({
      kind: 'booking-confirmed',
      status: 'pending',
      attempts: 0,
      to: ctx.actors.customerA.user.email,
    });
    expect(page.nextCursor).toBe(page.messages[1]?.id);
    const second = (await call(ctx.app, 'GET', `/api/admin/outbox?limit=2&cursor=${page.nextCursor}`, { token: admin })).json<OutboxPage>();
    expect(second.messages[0]?.id).toBeLessThan(page.messages[1]?.id ?? 0);

    const one = await call(ctx.app, 'GET', `/api/admin/outbox/${page.messages[0]?.id}`, { token: admin });
    expect(one.statusCode).toBe(200);
    const message = one.json<OutboxMessage>();
    expect(message.text).toContain('is confirmed');
    expect(message.html).toContain('<!doctype html>');
    expect(message.attachments).toEqual([
      expect.objectContaining({ contentType: expect.stringContaining('text/calendar'), size: expect.any(Number) }),
    ]);

    expect((await call(ctx.app, 'GET', '/api/admin/outbox/999999', { token: admin })).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', '/api/admin/outbox?limit=0', { token: admin })).statusCode).toBe(400);
    expect((await call(ctx.app, 'GET', '/api/admin/outbox?page=2', { token: admin })).statusCode).toBe(400);
    expect((await call(ctx.app, 'GET', '/api/admin/outbox/abc', { token: admin })).statusCode).toBe(400);
    for (const other of [ctx.actors.customerA, ctx.actors.ownerA]) {
      for (const url of ['/api/admin/outbox', `/api/admin/outbox/${page.messages[0]?.id}`]) {
        expect((await call(ctx.app, 'GET', url, { token: other.token })).statusCode).toBe(403);
      }
    }
    expect((await call(ctx.app, 'GET', '/api/admin/outbox')).statusCode).toBe(401);
  });

  it('lets admins find a booking by its reference, written any way', async () => {
    const booking = await book(70, 1);
    const admin = ctx.actors.admin.token;
    for (const typed of [
      booking.reference,
      booking.reference.toLowerCase(),
      booking.reference.slice(3),
      ` ${booking.reference.slice(0, 6)} ${booking.reference.slice(6)} `,
    ]) {
      const found = await call(ctx.app, 'GET', `/api/booking-references/${encodeURIComponent(typed)}`, { token: admin });
      expect(found.statusCode).toBe(200);
      expect(found.json<Booking>()).toMatchObject({ id: booking.id, reference: booking.reference });
    }
    const missing = await call(ctx.app, 'GET', '/api/booking-references/CS-ZZZZZZ', { token: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No booking has the reference CS-ZZZZZZ', requestId: expect.any(String) });
    const wrong = await call(ctx.app, 'GET', '/api/booking-references/CS-10OIL0', { token: admin });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'reference' });
    for (const other of [ctx.actors.customerA, ctx.actors.ownerA]) {
      expect((await call(ctx.app, 'GET', `/api/booking-references/${booking.reference}`, { token: other.token })).statusCode).toBe(403);
    }
  });

  it('answers the same at the old path, GET /api/bookings/by-reference/:reference, for one release', async () => {
    const booking = await book(71, 1);
    const { admin, customerA } = ctx.actors;
    for (const [reference, actor, status] of [
      [booking.reference.toLowerCase(), admin, 200],
      ['CS-ZZZZZZ', admin, 404],
      ['CS-10OIL0', admin, 400],
      [booking.reference, customerA, 403],
      [booking.reference, undefined, 401],
    ] as const) {
      const [answer, aliased] = await Promise.all([
        call(ctx.app, 'GET', `/api/booking-references/${reference}`, { token: actor?.token }),
        call(ctx.app, 'GET', `/api/bookings/by-reference/${reference}`, { token: actor?.token }),
      ]);
      expect(answer.statusCode).toBe(status);
      // All but the request id, which is each request's own.
      const { requestId: _answerId, ...answerBody } = answer.json();
      const { requestId: _aliasedId, ...aliasedBody } = aliased.json();
      expect({ status: aliased.statusCode, body: aliasedBody }).toEqual({ status: answer.statusCode, body: answerBody });
    }
  });

  it('on close, finishes the message being sent and hands the other claimed ones back at once', async () => {
    const subjects = ['Close 1', 'Close 2', 'Close 3'];
    for (const subject of subjects)
      await enqueueMail(ctx.db, { kind: 'contact', to: 'ops@example.com', subject, text: subject, html: `<p>${subject}</p>` });
    let finishSend: () => void = () => undefined;
    const sending: QueuedMail[] = [];
    const closing = createOutboxWorker({
      db: ctx.db,
      sender: {
        send: (mail) => {
          sending.push(mail);
          return new Promise<void>((resolve) => (finishSend = resolve));
        },
        close: () => undefined,
      },
      pollMs: 0,
      maxAttempts: 3,
      retryBaseMs: 60_000,
      retryCapMs: 60_000,
      leaseMs: 300_000,
      batchSize: 3,
    });
    const pass = closing.runOnce();
    while (sending.length === 0) await new Promise((resolve) => setImmediate(resolve));
    let stopped = false;
    const stop = closing.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    finishSend();
    await stop;
    expect(await pass).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(sending.map((m) => m.subject)).toEqual(['Close 1']);
    const rows = await ctx.db
      .selectFrom('mailOutbox')
      .select(['subject', 'status', 'lockedUntil'])
      .where('subject', 'in', subjects)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { subject: 'Close 1', status: 'sent', lockedUntil: null },
      { subject: 'Close 2', status: 'pending', lockedUntil: null },
      { subject: 'Close 3', status: 'pending', lockedUntil: null },
    ]);
    // The app's own worker sends them at once.
    expect(await worker(ctx).runOnce()).toEqual({ sent: 2, retried: 0, failed: 0 });
  });

  it('deletes sent mail older than OUTBOX_KEEP_SENT_DAYS, and keeps newer, pending and failed mail', async () => {
    const ages = { 'Trim old sent': ['sent', 91], 'Trim recent sent': ['sent', 89], 'Trim old failed': ['failed', 200] } as const;
    for (const [subject, [status, days]] of Object.entries(ages)) {
      await enqueueMail(ctx.db, { kind: 'contact', to: 'ops@example.com', subject, text: subject, html: `<p>${subject}</p>` });
      await ctx.db
        .updateTable('mailOutbox')
        .set({ status, sentAt: status === 'sent' ? sql<Date>`now() - ${sql.lit(days)} * interval '1 day'` : null })
        .where('subject', '=', subject)
        .execute();
    }
    await enqueueMail(ctx.db, { kind: 'contact', to: 'ops@example.com', subject: 'Trim pending', text: 'x', html: '<p>x</p>' });
    const trimming = createOutboxWorker({
      db: ctx.db,
      sender: { send: async () => undefined, close: () => undefined },
      pollMs: 0,
      maxAttempts: 3,
      retryBaseMs: 60_000,
      retryCapMs: 60_000,
      leaseMs: 300_000,
      keepSentDays: 90,
    });
    expect(await trimming.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    await trimming.stop();
    const left = await ctx.db
      .selectFrom('mailOutbox')
      .select(['subject', 'status'])
      .where('subject', 'like', 'Trim %')
      .orderBy('id')
      .execute();
    expect(left).toEqual([
      { subject: 'Trim recent sent', status: 'sent' },
      { subject: 'Trim old failed', status: 'failed' },
      { subject: 'Trim pending', status: 'sent' },
    ]);
  });

  it('gives every booking a different reference, and every list shows it', async () => {
    const made = await Promise.all([80, 82, 84, 86, 88].map((from) => book(from, 1, ctx.actors.customerB.token)));
    const references = made.map((b) => b.reference);
    expect(new Set(references).size).toBe(references.length);
    const mine = (await call(ctx.app, 'GET', '/api/my-bookings', { token: ctx.actors.customerB.token })).json<Booking[]>();
    expect(mine.map((b) => b.reference).sort()).toEqual([...references].sort());
    const all = (await call(ctx.app, 'GET', '/api/all-bookings', { token: ctx.actors.admin.token })).json<Booking[]>();
    for (const booking of all) expect(booking.reference).toMatch(/^CS-[2-9A-HJKMNP-Z]{6}$/);
  });
});

describe.each(testDatabases())('without SMTP_URL on %s', (database) => {
  const ctx = useMailApp(database, { smtpUrl: undefined });

  it('runs no worker and keeps the messages pending', async () => {
    expect(ctx.hasWorker).toBe(false);
    const hotel = await createHotel(ctx.app, ctx.actors.ownerA, { rooms: 2 });
    const made = await call(ctx.app, 'POST', '/api/bookings', {
      token: ctx.actors.customerA.token,
      body: { hotelId: hotel.id, checkIn: addDays(todayInColombo(), 5), checkOut: addDays(todayInColombo(), 6), guests: 1 },
    });
    expect(made.statusCode).toBe(201);
    const rows = await outboxRows(ctx);
    expect(rows.filter((r) => r.bookingId === made.json<Booking>().id)).toEqual([
      expect.objectContaining({ kind: 'booking-confirmed', status: 'pending', attempts: 0 }),
      expect.objectContaining({ kind: 'owner-booking-made', status: 'pending', attempts: 0, toAddress: ctx.actors.ownerA.user.email }),
    ]);
  });
});

describe('retry back-off', () => {
  it('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, 1000, 10_000))).toEqual([1000, 2000, 4000, 8000, 10_000]);
    expect(retryDelayMs(200, 1000, 3_600_000)).toBe(3_600_000);
  });
});
