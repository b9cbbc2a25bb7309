import ICAL from 'ical.js';
import { startTestFeedServer, stayCalendar, type TestFeedServer } from '../../api/src/test/test-feed-server';
import { expect, signIn, test } from '../fixtures';
import { colomboDate, notice, settled } from '../support/owner-admin';
import { expectNoSidewaysScroll } from '../support/sideways';
import { axe } from '../support/accessibility';

// Calendar sync in the browser: an owner pastes another site's .ics link into the calendar page's
// sync settings and sees those nights closed; the hotel's own feed address serves a calendar that
// a calendar program reads. The other site is a real HTTP server in this test (the site is started
// with CALENDAR_FEED_ALLOWED_ADDRESSES=127.0.0.1 so it may fetch from it).
const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** The first night of the month after this one in Sri Lanka, plus `days`, and its label on the month grid. */
function nextMonthNight(days: number) {
  const today = colomboDate(0);
  const date = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 1 + days));
  const label = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  return { night: date.toISOString().slice(0, 10), label };
}

let feeds: TestFeedServer;
test.beforeAll(async () => {
  feeds = await startTestFeedServer();
});
test.afterAll(() => feeds.close());

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("an owner imports another site's calendar, sees its nights closed, and the hotel's own feed reads as a calendar", async ({
      page,
    }) => {
      const title = `E2E Sync House ${viewport.width} ${run}`;
      const token = await signIn(page, 'owner');
      const auth = { Authorization: `Bearer ${token}` };
      const created = await page.request.post('/api/hotels', {
        headers: auth,
        data: { title, location: 'Galle', price: 70, rating: 4.4, imageUrl: '/api/assets/hotels/galle.svg', rooms: 1 },
      });
      expect(created.status()).toBe(201);
      const hotelId = ((await created.json()) as { id: string }).id;
      const checkIn = nextMonthNight(11);
      const second = nextMonthNight(12);
      const checkOut = nextMonthNight(13);
      const link = feeds.set(`airbnb-${viewport.width}-${run}`, stayCalendar([{ checkIn: checkIn.night, checkOut: checkOut.night }]));

      await page.goto(`/owner/hotels/${hotelId}/calendar`);
      await settled(page);
      const sync = page.getByRole('region', { name: 'Calendar sync' });
      await expect(sync.getByText('No imported calendars.')).toBeVisible();
      const form = sync.getByRole('form', { name: 'Import a calendar' });
      await form.getByLabel('Calendar name').fill('Airbnb');
      await form.getByLabel('Calendar link (.ics)').fill(link);
      await form.getByRole('button', { name: 'Add calendar' }).click();
      await expect(notice(page, 'Calendar added and synced')).toBeVisible();
      const airbnb = sync.getByRole('list', { name: 'Imported calendars' }).getByRole('listitem', { name: 'Airbnb' });
      await expect(airbnb).toContainText('1 event read · 2 nights closed');
      await expect(airbnb).not.toContainText(link);
      if (viewport.width < 640) await expectNoSidewaysScroll(page);
      const { violations } = await axe(page).include('[aria-labelledby="calendar-sync-heading"]').analyze();
      expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

      // The two nights are full on next month's grid; the morning of check-out is free again.
      await page.getByRole('button', { name: 'Next month' }).click();
      const nights = page.getByRole('list', { name: /^Nights of / });
      await expect(nights.getByRole('button', { name: new RegExp(`${checkIn.label}: 1 booked, 0 free \\(full\\)`) })).toBeVisible();
      await expect(nights.getByRole('button', { name: new RegExp(`${second.label}: 1 booked, 0 free \\(full\\)`) })).toBeVisible();
      await expect(nights.getByRole('button', { name: new RegExp(`${checkOut.label}: 0 booked, 1 free`) })).toBeVisible();

      // The hotel's own feed, from the address the page shows, is a calendar with that stretch unavailable.
      const address = await sync.getByLabel("This hotel's calendar address").inputValue();
      expect(address).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      const served = await page.request.get(new URL(address).pathname);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const events = new ICAL.Component(ICAL.parse(await served.text()))
        .getAllSubcomponents('vevent')
        .map((event) => new ICAL.Event(event));
      expect(events.map((event) => [event.startDate.toString(), event.endDate.toString(), event.summary])).toEqual([
        [checkIn.night, checkOut.night, 'Not available'],
      ]);

      // The other site drops the stay: Sync now opens the nights again.
      feeds.set(`airbnb-${viewport.width}-${run}`, stayCalendar([]));
      await airbnb.getByRole('button', { name: 'Sync now: Airbnb' }).click();
      await expect(notice(page, 'Calendar synced')).toBeVisible();
      await expect(airbnb).toContainText('0 events read · 0 nights closed');
      await expect(nights.getByRole('button', { name: new RegExp(`${checkIn.label}: 0 booked, 1 free`) })).toBeVisible();

      expect((await page.request.delete(`/api/hotels/${hotelId}`, { headers: auth })).status()).toBeLessThan(300);
    });
  });
}
