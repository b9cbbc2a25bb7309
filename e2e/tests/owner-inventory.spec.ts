import { testJpeg } from '../../api/src/photos/photo-fixtures';
import { expect, signIn, test } from '../fixtures';
import { colomboDate, notice, settled } from '../support/owner-admin';
import { expectNoSidewaysScroll } from '../support/sideways';

// Hotel inventory in the browser: an owner edits a hotel's rooms, amenities and check-in time, closes and
// reopens dates on its calendar, and uploads a photo that becomes the cover. Each run works on a
// hotel of its own, so other specs on the same server see nothing change.
const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** The first night of the month after this one in Sri Lanka, plus `days`, and that month's name. */
function nextMonthNight(days: number) {
  const today = colomboDate(0);
  const first = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 1 + days));
  const night = first.toISOString().slice(0, 10);
  const label = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first);
  return { night, label };
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('an owner edits a hotel, closes and reopens dates on its calendar and uploads its cover photo', async ({ page }) => {
      const title = `E2E Inventory House ${viewport.width} ${run}`;
      const token = await signIn(page, 'owner');
      const auth = { Authorization: `Bearer ${token}` };
      const created = await page.request.post('/api/hotels', {
        headers: auth,
        data: { title, location: 'Ella', price: 90, rating: 4.2, imageUrl: '/api/assets/hotels/galle.svg', rooms: 8 },
      });
      expect(created.status()).toBe(201);
      const hotelId = ((await created.json()) as { id: string }).id;

      // ── Edit: rooms, amenities and the check-in time, through the same form as Add Hotel.
      await page.goto('/owner/my-hotels');
      await settled(page);
      const card = page.getByRole('article', { name: title });
      await card.getByRole('button', { name: `Edit ${title}` }).click();
      let dialog = page.getByRole('dialog', { name: 'Edit Hotel' });
      await expect(dialog.getByLabel('Rooms', { exact: true })).toHaveValue('8');
      await expect(dialog.getByLabel('Check-in time')).toHaveValue('14:00');
      await dialog.getByLabel('Rooms', { exact: true }).fill('12');
      await dialog.getByRole('checkbox', { name: 'Pool' }).check();
      await dialog.getByRole('checkbox', { name: 'Wi-Fi' }).check();
      await dialog.getByLabel('Check-in time').fill('15:30');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(notice(page, 'Hotel updated successfully!')).toBeVisible();
      await expect(dialog).toHaveCount(0);

      await card.getByRole('button', { name: `Edit ${title}` }).click();
      dialog = page.getByRole('dialog', { name: 'Edit Hotel' });
      await expect(dialog.getByLabel('Rooms', { exact: true })).toHaveValue('12');
      await expect(dialog.getByRole('checkbox', { name: 'Pool' })).toBeChecked();
      await expect(dialog.getByRole('checkbox', { name: 'Wi-Fi' })).toBeChecked();
      await expect(dialog.getByRole('checkbox', { name: 'Spa' })).not.toBeChecked();
      await expect(dialog.getByLabel('Check-in time')).toHaveValue('15:30');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      const saved = (await (await page.request.get(`/api/hotels/${hotelId}`)).json()) as Record<string, unknown>;
      expect(saved).toMatchObject({ rooms: 12, amenities: ['wifi', 'pool'], checkInTime: '15:30', checkOutTime: '12:00' });

      // ── The calendar: this month with its occupancy; close two nights of next month, see them closed, reopen.
      await card.getByRole('link', { name: `Calendar for ${title}` }).click();
      await expect(page).toHaveURL(new RegExp(`/owner/hotels/${hotelId}/calendar$`));
      await settled(page);
      await expect(page.getByRole('heading', { name: `Calendar for ${title}` })).toBeVisible();
      await expect(page.locator('dt', { hasText: /^Occupancy$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('0%');
      const nights = page.getByRole('list', { name: /^Nights of / });
      await expect(nights.getByRole('button').first()).toBeVisible();
      if (viewport.width < 640) await expectNoSidewaysScroll(page);

      const first = nextMonthNight(9);
      const last = nextMonthNight(10);
      const closeForm = page.getByRole('form', { name: 'Close dates' });
      await closeForm.getByLabel('First night').fill(first.night);
      await closeForm.getByLabel('Last night').fill(last.night);
      await closeForm.getByLabel(/Reason/).fill('Painting the rooms');
      await closeForm.getByRole('button', { name: 'Close dates' }).click();
      await expect(notice(page, 'Dates closed')).toBeVisible();
      const closures = page.getByRole('list', { name: 'Closed dates' });
      await expect(closures).toContainText('Painting the rooms');

      await page.getByRole('button', { name: 'Next month' }).click();
      const closedNight = nights.getByRole('button', { name: new RegExp(`${first.label}: closed`) });
      await expect(closedNight).toBeVisible();
      await expect(nights.getByRole('button', { name: new RegExp(`${last.label}: closed`) })).toBeVisible();
      await closedNight.click();
      await expect(page.getByRole('region', { name: new RegExp(`^Bookings for .*${first.label}`) })).toContainText(
        'No stays on this night.',
      );

      await closures.getByRole('button', { name: /^Reopen / }).click();
      await expect(notice(page, 'Dates reopened')).toBeVisible();
      await expect(nights.getByRole('button', { name: new RegExp(`${first.label}: 0 booked, 12 free`) })).toBeVisible();

      // ── Photos: upload one; it is listed, shown, and the cover.
      await page.goto('/owner/my-hotels');
      await settled(page);
      await page
        .getByRole('article', { name: title })
        .getByRole('link', { name: `Photos of ${title}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`/owner/hotels/${hotelId}/photos$`));
      await settled(page);
      await page
        .getByLabel('Photos to upload')
        .setInputFiles({ name: 'garden.jpg', mimeType: 'image/jpeg', buffer: await testJpeg(640, 420) });
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await expect(notice(page, 'Photo uploaded')).toBeVisible();
      const photo = page.getByRole('list', { name: 'Photos' }).getByRole('listitem').first();
      await expect(photo.getByText('Cover', { exact: true })).toBeVisible();
      const thumbnail = photo.getByRole('img');
      await expect(thumbnail).toHaveAttribute('src', /^\/api\/photos\/.+\.webp$/);
      await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
      if (viewport.width < 640) await expectNoSidewaysScroll(page);
      const withCover = (await (await page.request.get(`/api/hotels/${hotelId}`)).json()) as { cover: { id: string } | null };
      expect(withCover.cover).not.toBeNull();

      expect((await page.request.delete(`/api/hotels/${hotelId}`, { headers: auth })).status()).toBeLessThan(300);
    });
  });
}
