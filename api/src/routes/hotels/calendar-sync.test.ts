// Calendar sync through the API, against a real HTTP server serving calendars:
// the secret export feed, importing a feed (normal, changed, shrunk), conflicts with our stays,
// hostile feeds refused with nothing stored, one sync of a feed at a time, and the worker's pass.
import ICAL from 'ical.js';
import pg from 'pg';
import {
  addDays,
  todayInColombo,
  type Booking,
  type CalendarExport,
  type CalendarFeed,
  type Hotel,
  type NightAvailability,
} from '@ceylon/shared/domain';
import { startTestFeedServer, stayCalendar, type TestFeedServer } from '../../test/test-feed-server';
import { createActors, createHotel, type Actor, type Actors } from '../../test/actors';
import { call, startSecondProcess, startTestApp, testDatabases } from '../../test/test-app';
import { useAppWithDatabase } from '../../test/use-app-with-database';

const SETTINGS = {
  calendarFeedAllowedAddresses: ['127.0.0.1'],
  calendarFeedMaxBytes: 64 * 1024,
  // The slow feed never finishes, so this is how long its test waits; every other feed is a few bytes on loopback.
  calendarFeedTimeoutMs: 5000,
};

const day = (n: number) => addDays(todayInColombo(), n);
let unique = 0;

describe.each(testDatabases())('calendar sync on %s', (database) => {
  const site = useAppWithDatabase(database, SETTINGS);
  const ctx = {
    get app() {
      return site.app;
    },
    actors: {} as Actors,
  };
  let feeds: TestFeedServer;
  beforeAll(async () => {
    ctx.actors = await createActors(site.app);
    feeds = await startTestFeedServer();
  });
  afterAll(() => feeds.close());

  const owner = () => ctx.actors.ownerA;
  const newHotel = (rooms: number) => createHotel(ctx.app, owner(), { rooms, title: `Sync Test Hotel ${(unique += 1)}` });
  const addFeed = (hotel: Hotel, url: string, actor: Actor = owner(), name = 'Airbnb') =>
    call(ctx.app, 'POST', `/api/hotels/${hotel.id}/calendar-feeds`, { token: actor.token, body: { name, url } });
  const syncNow = (hotel: Hotel, feed: CalendarFeed) =>
    call(ctx.app, 'POST', `/api/hotels/${hotel.id}/calendar-feeds/${feed.id}/sync`, { token: owner().token });
  const listFeeds = async (hotel: Hotel) =>
    (await call(ctx.app, 'GET', `/api/hotels/${hotel.id}/calendar-feeds`, { token: owner().token })).json<CalendarFeed[]>();
  const free = async (hotel: Hotel, from: string, nights: number) =>
    (await call(ctx.app, 'GET', `/api/hotels/${hotel.id}/availability?from=${from}&nights=${nights}`))
      .json<NightAvailability[]>()
      .map((night) => night.availableRooms);
  const book = (hotel: Hotel, checkIn: string, checkOut: string, rooms = 1) =>
    call(ctx.app, 'POST', '/api/bookings', {
      token: ctx.actors.customerA.token,
      body: { hotelId: hotel.id, checkIn, checkOut, guests: 1, rooms },
    });
  const catalogueVersion = async () => (await site.db.selectFrom('catalogueVersion').select('version').executeTakeFirstOrThrow()).version;

  /** A hotel importing one feed served at a fresh name with `stays`. */
  async function importing(rooms: number, stays: { checkIn: string; checkOut: string }[]) {
    const hotel = await newHotel(rooms);
    const name = `feed-${(unique += 1)}`;
    const url = feeds.set(name, stayCalendar(stays));
    const added = await addFeed(hotel, url);
    expect(added.statusCode).toBe(201);
    return { hotel, name, feed: added.json<CalendarFeed>() };
  }

  describe('the export feed', () => {
    it('gives each hotel a secret address whose calendar lists the nights with no room free, and replaces it on demand', async () => {
      const hotel = await newHotel(2);
      const exportOf = () => call(ctx.app, 'GET', `/api/hotels/${hotel.id}/calendar-export`, { token: owner().token });
      const first = (await exportOf()).json<CalendarExport>();
      expect(first.url).toMatch(/^http:\/\/localhost:8080\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      expect((await exportOf()).json<CalendarExport>().url).toBe(first.url);

      // Night 10: one room of two booked (not in the feed); nights 11–12 both rooms (in it); 20–21 closed.
      expect((await book(hotel, day(10), day(13))).statusCode).toBe(201);
      expect((await book(hotel, day(11), day(13))).statusCode).toBe(201);
      const closed = await call(ctx.app, 'POST', `/api/hotels/${hotel.id}/closures`, {
        token: owner().token,
        body: { firstNight: day(20), lastNight: day(21) },
      });
      expect(closed.statusCode).toBe(201);

      const path = new URL(first.url).pathname;
      const feed = await call(ctx.app, 'GET', path);
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const calendar = new ICAL.Component(ICAL.parse(feed.body));
      const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
      expect(events.map((event) => [event.startDate.toString(), event.endDate.toString(), event.summary])).toEqual([
        [day(11), day(13), 'Not available'],
        [day(20), day(22), 'Not available'],
      ]);
      // No guest names, e-mails or references.
      const guest = ctx.actors.customerA.user;
      for (const secret of [guest.email, guest.firstName, guest.lastName, 'CS-']) expect(feed.body).not.toContain(secret);

      const replaced = await call(ctx.app, 'POST', `/api/hotels/${hotel.id}/calendar-export`, { token: owner().token });
      expect(replaced.statusCode).toBe(200);
      const next = replaced.json<CalendarExport>();
      expect(next.url).not.toBe(first.url);
      expect((await call(ctx.app, 'GET', path)).statusCode).toBe(404);
      expect((await call(ctx.app, 'GET', new URL(next.url).pathname)).statusCode).toBe(200);
      expect((await exportOf()).json<CalendarExport>().url).toBe(next.url);
      expect((await call(ctx.app, 'GET', '/api/calendar/not-a-token.ics')).statusCode).toBe(400);
    });
  });

  describe('importing a feed', () => {
    it('holds one room on each night a feed lists, follows its changes and releases the nights it drops', async () => {
      const { hotel, name, feed } = await importing(3, [
        { checkIn: day(10), checkOut: day(13) },
        { checkIn: day(20), checkOut: day(21) },
        { checkIn: day(-20), checkOut: day(-15) },
      ]);
      expect(feed).toEqual({
        id: expect.any(String),
        name: 'Airbnb',
        address: `${feeds.origin}/…`,
        createdAt: expect.any(String),
        lastSyncedAt: expect.any(String),
        lastAttemptAt: expect.any(String),
        eventsRead: 3,
        lastError: null,
        nightsHeld: 4,
        conflicts: [],
      });
      expect(await free(hotel, day(9), 13)).toEqual([3, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 2, 3]);

      // Changed: the first stay moves a night later, the second is gone, a new one comes.
      feeds.set(
        name,
        stayCalendar([
          { checkIn: day(11), checkOut: day(14) },
          { checkIn: day(30), checkOut: day(32) },
        ]),
      );
      const changed = await syncNow(hotel, feed);
      expect(changed.statusCode).toBe(200);
      expect(changed.json<CalendarFeed>()).toMatchObject({ eventsRead: 2, nightsHeld: 5, lastError: null });
      expect(await free(hotel, day(9), 13)).toEqual([3, 3, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3]);
      expect(await free(hotel, day(29), 4)).toEqual([3, 2, 2, 3]);

      // The same calendar again writes no night: the search cache's version does not move.
      const before = await catalogueVersion();
      expect((await syncNow(hotel, feed)).json<CalendarFeed>()).toMatchObject({ eventsRead: 2, nightsHeld: 5 });
      expect(await catalogueVersion()).toBe(before);

      // Shrunk to nothing: every night is for sale again.
      feeds.set(name, stayCalendar([]));
      expect((await syncNow(hotel, feed)).json<CalendarFeed>()).toMatchObject({ eventsRead: 0, nightsHeld: 0, lastError: null });
      expect(await free(hotel, day(9), 25)).toEqual(Array(25).fill(3));
    });

    it('closes the last room for our own bookings, and removing the feed gives its nights back', async () => {
      const { hotel, feed } = await importing(1, [{ checkIn: day(40), checkOut: day(42) }]);
      expect(await free(hotel, day(40), 3)).toEqual([0, 0, 1]);
      const refused = await book(hotel, day(41), day(43));
      expect(refused.statusCode).toBe(409);

      const removed = await call(ctx.app, 'DELETE', `/api/hotels/${hotel.id}/calendar-feeds/${feed.id}`, { token: owner().token });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ message: 'Calendar removed' });
      expect(await free(hotel, day(40), 3)).toEqual([1, 1, 1]);
      expect(await listFeeds(hotel)).toEqual([]);
      expect(
        (await call(ctx.app, 'DELETE', `/api/hotels/${hotel.id}/calendar-feeds/${feed.id}`, { token: owner().token })).statusCode,
      ).toBe(404);
    });

    it('shows a night the feed and our stays both want as a conflict, and never cancels our booking', async () => {
      const hotel = await newHotel(1);
      const booked = await book(hotel, day(50), day(52));
      expect(booked.statusCode).toBe(201);
      const { reference, id } = booked.json<Booking>();
      const name = `feed-${(unique += 1)}`;
      const added = await addFeed(hotel, feeds.set(name, stayCalendar([{ checkIn: day(51), checkOut: day(54) }])));
      expect(added.json<CalendarFeed>()).toMatchObject({
        nightsHeld: 3,
        lastError: null,
        conflicts: [{ night: day(51), references: [reference] }],
      });
      const mine = await call(ctx.app, 'GET', `/api/bookings/${id}`, { token: ctx.actors.customerA.token });
      expect(mine.json<Booking>().status).toBe('confirmed');
      expect(await free(hotel, day(50), 5)).toEqual([0, 0, 0, 0, 1]);

      // Our booking cancelled: the conflict is gone and the feed still holds its night.
      expect((await call(ctx.app, 'PUT', `/api/bookings/${id}/cancel`, { token: ctx.actors.customerA.token })).statusCode).toBe(200);
      expect((await listFeeds(hotel))[0]).toMatchObject({ nightsHeld: 3, conflicts: [] });
      expect(await free(hotel, day(50), 5)).toEqual([1, 0, 0, 0, 1]);
    });

    it('refuses addresses that are not http or https, the same feed twice, and more than ten feeds', async () => {
      const hotel = await newHotel(2);
      for (const url of [
        'ftp://feeds.test/a.ics',
        'file:///etc/passwd',
        'webcal://feeds.test/a.ics',
        'not an address',
        'https://user:pw@feeds.test/a.ics',
      ]) {
        const response = await addFeed(hotel, url);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ field: 'url', message: expect.stringMatching(/address/) });
      }
      const url = feeds.set(`feed-${(unique += 1)}`, stayCalendar([]));
      expect((await addFeed(hotel, url)).statusCode).toBe(201);
      const twice = await addFeed(hotel, url);
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({ message: 'This hotel imports that calendar already' });
      for (let n = 2; n <= 10; n += 1) expect((await addFeed(hotel, `${url}?n=${n}`)).statusCode).toBe(201);
      const eleventh = await addFeed(hotel, `${url}?n=11`);
      expect(eleventh.statusCode).toBe(409);
      expect(eleventh.json()).toMatchObject({ message: 'A hotel can import at most 10 calendars; remove one first' });
    });
  });

  describe('hostile feeds', () => {
    const cases: [string, (f: TestFeedServer) => string, RegExp][] = [
      [
        'malformed',
        (f) => f.set('malformed', 'BEGIN:VCALENDAR\r\nthis is not a calendar line\r\nEND:VCALENDAR\r\n'),
        /^The calendar could not be read: /,
      ],
      ['not a calendar', (f) => f.set('html', '<html><body>Sign in</body></html>'), /could not be read|did not return a calendar/],
      [
        'without a start date',
        (f) => f.set('no-start', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:x\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n'),
        /^Event 1 of the calendar could not be read/,
      ],
      ['oversized', (f) => `${f.origin}/oversized.ics`, /^The calendar is larger than 64 KB$/],
      ['slow', (f) => `${f.origin}/slow.ics`, /^The calendar server did not send the calendar within 5 seconds$/],
      ['redirecting to loopback', (f) => `${f.origin}/to-loopback.ics`, /private, local or metadata network address/],
      ['at the metadata address', () => 'http://169.254.169.254/latest/meta-data/', /private, local or metadata network address/],
      ['redirecting too often', (f) => `${f.origin}/hop/3`, /^The calendar address redirects more than 3 times$/],
      ['missing', (f) => `${f.origin}/missing.ics`, /^The calendar server answered 404 instead of the calendar$/],
    ];

    it.each(cases)('%s: refused with the reason shown, and nothing stored', async (_what, address, reason) => {
      const hotel = await newHotel(2);
      const before = await catalogueVersion();
      const added = await addFeed(hotel, address(feeds));
      expect(added.statusCode).toBe(201);
      const refused = added.json<CalendarFeed>();
      expect(refused).toMatchObject({ lastSyncedAt: null, eventsRead: null, nightsHeld: 0, lastError: expect.stringMatching(reason) });
      expect(refused.lastAttemptAt).not.toBeNull();
      expect(refused.lastError).not.toContain('127.0.0.1');
      expect(await catalogueVersion()).toBe(before);
      const again = await syncNow(hotel, refused);
      expect(again.json<CalendarFeed>()).toMatchObject({ nightsHeld: 0, lastError: expect.stringMatching(reason) });
      expect(await catalogueVersion()).toBe(before);
    });

    it('keeps the nights of the last good sync when a later one is refused', async () => {
      const { hotel, name, feed } = await importing(2, [{ checkIn: day(70), checkOut: day(72) }]);
      feeds.set(name, 'BEGIN:VCALENDAR\r\nnonsense\r\n');
      const refused = (await syncNow(hotel, feed)).json<CalendarFeed>();
      expect(refused).toMatchObject({
        eventsRead: 1,
        nightsHeld: 2,
        lastSyncedAt: feed.lastSyncedAt,
        lastError: expect.stringMatching(/could not be read/),
      });
      expect(await free(hotel, day(70), 3)).toEqual([1, 1, 2]);
      feeds.set(name, stayCalendar([{ checkIn: day(70), checkOut: day(71) }]));
      expect((await syncNow(hotel, feed)).json<CalendarFeed>()).toMatchObject({ eventsRead: 1, nightsHeld: 1, lastError: null });
    });
  });

  describe('syncing', () => {
    it('syncs one feed once at a time: a second sync while one runs is told to wait', async () => {
      const hotel = await newHotel(2);
      const added = await addFeed(hotel, feeds.set(`feed-${(unique += 1)}`, stayCalendar([])));
      const feed = added.json<CalendarFeed>();
      // Point the feed at the gate: the first sync waits there until the test opens it.
      await site.db
        .updateTable('calendarFeeds')
        .set({ url: `${feeds.origin}/gate.ics` })
        .where('id', '=', feed.id)
        .execute();
      const first = syncNow(hotel, feed);
      await feeds.gateReached();
      const second = await syncNow(hotel, feed);
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({ message: 'This calendar is being synced right now; try again in a moment' });
      feeds.openGate(stayCalendar([{ checkIn: day(80), checkOut: day(81) }]));
      expect((await first).json<CalendarFeed>()).toMatchObject({ nightsHeld: 1, lastError: null });
    });

    it("the worker's pass syncs the feeds that are due and leaves the others", async () => {
      const { hotel, name, feed } = await importing(2, [{ checkIn: day(90), checkOut: day(91) }]);
      const other = await importing(2, [{ checkIn: day(90), checkOut: day(91) }]);
      feeds.set(name, stayCalendar([{ checkIn: day(90), checkOut: day(93) }]));
      feeds.set(other.name, stayCalendar([]));
      await site.db
        .updateTable('calendarFeeds')
        .set({ nextSyncAt: new Date(Date.now() - 1000) })
        .where('id', '=', feed.id)
        .execute();
      expect(await site.api.calendarSync.runOnce()).toBeGreaterThanOrEqual(1);
      expect((await listFeeds(hotel))[0]).toMatchObject({ nightsHeld: 3 });
      expect((await listFeeds(other.hotel))[0]).toMatchObject({ nightsHeld: 1 });
      expect(await site.api.calendarSync.runOnce()).toBe(0);
    });

    it("answers 404 for another hotel's feed", async () => {
      const { feed } = await importing(2, []);
      const elsewhere = await newHotel(2);
      expect((await syncNow(elsewhere, feed)).statusCode).toBe(404);
      expect(
        (await call(ctx.app, 'DELETE', `/api/hotels/${elsewhere.id}/calendar-feeds/${feed.id}`, { token: owner().token })).statusCode,
      ).toBe(404);
    });
  });
});

if (process.env.TEST_DATABASE_URL) {
  describe('calendar sync on two servers sharing PostgreSQL', () => {
    it('lets only one server sync a feed at a time', async () => {
      const feeds = await startTestFeedServer();
      const first = await startTestApp('postgres', SETTINGS);
      const second = await startSecondProcess(first, SETTINGS);
      try {
        const login = await call(first.app, 'POST', '/api/auth/login', { body: { email: 'owner@ceylon.test', password: 'Owner#2025' } });
        const token = login.json<{ token: string }>().token;
        const hotel = await createHotel(first.app, { token } as Actor, { rooms: 2 });
        const added = await call(first.app, 'POST', `/api/hotels/${hotel.id}/calendar-feeds`, {
          token,
          body: { name: 'Booking.com', url: feeds.set('shared', stayCalendar([])) },
        });
        const feed = added.json<CalendarFeed>();
        const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await client.connect();
        await client.query(`update "${first.schema}".calendar_feeds set url = $1 where id = $2`, [`${feeds.origin}/gate.ics`, feed.id]);
        await client.end();
        const sync = `/api/hotels/${hotel.id}/calendar-feeds/${feed.id}/sync`;
        const waiting = call(second, 'POST', sync, { token });
        await feeds.gateReached();
        const refused = await call(first.app, 'POST', sync, { token });
        expect(refused.statusCode).toBe(409);
        feeds.openGate(stayCalendar([{ checkIn: day(5), checkOut: day(7) }]));
        expect((await waiting).json<CalendarFeed>()).toMatchObject({ eventsRead: 1, nightsHeld: 2, lastError: null });
        expect((await call(first.app, 'POST', sync, { token })).json<CalendarFeed>()).toMatchObject({ nightsHeld: 2, lastError: null });
      } finally {
        await second.close();
        await first.close();
        await feeds.close();
      }
    });
  });
}
