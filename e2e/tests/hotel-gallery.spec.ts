import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { AMENITIES, formatTimeOfDay } from '@ceylon/shared/domain';
import { expect, test } from '../fixtures';
import { horizontalOverflow } from '../support/public';

// A seeded hotel's page shows its photos as a gallery (buttons, keys, swipe, a
// spoken count), its amenities, address and times; card pictures come from `srcset` in WebP or
// AVIF; and nothing on the hotel page moves as it loads.

interface Photo {
  id: string;
  caption: string;
}

interface Hotel {
  id: string;
  title: string;
  address: string;
  amenities: string[];
  checkInTime: string;
  checkOutTime: string;
  cover: Photo | null;
  photos?: Photo[];
}

/** The first seeded hotel with a cover, with its photos (the demo seed gives each hotel three). */
async function seededHotelWithPhotos(api: APIRequestContext): Promise<Hotel> {
  const list = await api.get('/api/hotels', { params: { limit: 20 } });
  expect(list.status(), await list.text()).toBe(200);
  const covered = ((await list.json()) as Hotel[]).find((hotel) => hotel.cover !== null);
  expect(covered, 'a seeded hotel with photos').toBeDefined();
  const one = await api.get(`/api/hotels/${covered!.id}`);
  expect(one.status(), await one.text()).toBe(200);
  const hotel = (await one.json()) as Hotel;
  expect(hotel.photos?.length ?? 0, 'photos of the seeded hotel').toBeGreaterThanOrEqual(3);
  return hotel;
}

interface Shift {
  value: number;
  at: number;
  moved: string[];
  /** Something inside the page body moved, not only the shell's footer below it. */
  inPage: boolean;
}

/**
 * Records every layout shift not caused by input, from the first paint on (CLS's raw sum), with
 * what moved, so that a failure says where to look.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; at: number; moved: string[]; inPage: boolean }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName);
      const label = node.getAttribute('aria-label') ?? node.id ?? '';
      return `${node.tagName.toLowerCase()}${label ? `[${label}]` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
    };
    type Entry = { value: number; hadRecentInput: boolean; startTime: number; sources: { node: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Entry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          moved: entry.sources.map((source) => describe(source.node)),
          inPage: entry.sources.some((source) => source.node instanceof Element && source.node.closest('main') !== null),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
    const sum = (some: Shift[]) => some.reduce((total, shift) => total + shift.value, 0);
    return { total: sum(shifts), inPage: sum(shifts.filter((shift) => shift.inPage)), shifts };
  };
}

/** The image element a browser drew, and the `srcset` width of the file it chose. */
async function chosenPicture(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  return image.evaluate((element: HTMLImageElement) => {
    const sources = [element.srcset, ...Array.from(element.parentElement?.querySelectorAll('source') ?? [], (source) => source.srcset)];
    const path = new URL(element.currentSrc).pathname;
    const candidate = sources
      .flatMap((srcset) => srcset.split(',').map((entry) => entry.trim().split(/\s+/)))
      .find(([url]) => url === path);
    const resource = performance.getEntriesByName(element.currentSrc)[0] as PerformanceResourceTiming | undefined;
    return { path, width: Number(candidate?.[1]?.replace('w', '') ?? Number.NaN), bytes: resource?.encodedBodySize ?? null };
  });
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('the hotel page steps through its photos with buttons, keys, thumbnails and a swipe, and shows amenities and times', async ({
      page,
    }) => {
      const hotel = await seededHotelWithPhotos(page.request);
      const photos = hotel.photos!;
      const layoutShift = await watchLayoutShifts(page);
      await page.goto(`/hotels/${hotel.id}`);

      const gallery = page.getByRole('region', { name: `Photos of ${hotel.title}` });
      const shown = gallery.locator('picture img').first();
      const counter = gallery.getByText(/^Photo \d+ of \d+$/);
      await expect(shown).toHaveAttribute('alt', photos[0]!.caption);
      await expect(shown).toHaveAttribute('loading', 'eager');
      await expect(counter).toHaveText(`Photo 1 of ${photos.length}`);
      await expect(counter).toHaveAttribute('aria-live', 'polite');
      for (const thumb of await gallery.getByRole('button', { name: /^Show photo/ }).all()) {
        await expect(thumb.locator('img')).toHaveAttribute('loading', 'lazy');
      }

      // Settled: the photo drawn and the calendar filled in, before anything is pressed.
      await expect.poll(() => shown.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
      await expect(page.getByRole('region', { name: 'Free nights and prices' }).getByRole('button').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const shift = await layoutShift();
      // The shell's footer moves once as any page's body replaces the shell's loading spinner
      // (which is half a screen tall); that is reported, and what the hotel page itself moves is held.
      test
        .info()
        .annotations.push({ type: 'layout shift', description: `page ${shift.inPage.toFixed(4)}, with footer ${shift.total.toFixed(4)}` });
      expect(shift.inPage, JSON.stringify(shift.shifts, null, 1)).toBeLessThanOrEqual(0.02);

      await gallery.getByRole('button', { name: 'Next photo' }).click();
      await expect(counter).toHaveText(`Photo 2 of ${photos.length}`);
      await expect(shown).toHaveAttribute('alt', photos[1]!.caption);
      await gallery.getByRole('button', { name: 'Previous photo' }).click();
      await gallery.getByRole('button', { name: 'Previous photo' }).click();
      await expect(counter).toHaveText(`Photo ${photos.length} of ${photos.length}`);

      // Keys once the gallery has focus.
      await gallery.focus();
      await page.keyboard.press('Home');
      await expect(counter).toHaveText(`Photo 1 of ${photos.length}`);
      await page.keyboard.press('ArrowRight');
      await expect(shown).toHaveAttribute('alt', photos[1]!.caption);
      await page.keyboard.press('ArrowLeft');
      await expect(counter).toHaveText(`Photo 1 of ${photos.length}`);

      // A thumbnail names its photo.
      const third = gallery.getByRole('button', { name: `Show photo 3: ${photos[2]!.caption}` });
      await third.click();
      await expect(counter).toHaveText(`Photo 3 of ${photos.length}`);
      await expect(third).toHaveAttribute('aria-current', 'true');

      // A sideways drag across the photo: right to left shows the next one (round to the first).
      const box = (await shown.boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width * 0.7, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.7 - 80, y, { steps: 5 });
      await page.mouse.up();
      await expect(counter).toHaveText(`Photo ${photos.length > 3 ? 4 : 1} of ${photos.length}`);

      // Amenities in the fixed list's order, the address, the times.
      const labels = AMENITIES.filter((amenity) => hotel.amenities.includes(amenity.id)).map((amenity) => amenity.label);
      expect(labels.length).toBeGreaterThan(0);
      await expect(page.getByRole('region', { name: 'Amenities' }).getByRole('listitem')).toHaveText(labels);
      if (hotel.address) await expect(page.getByText(`Address: ${hotel.address}`, { exact: true })).toBeVisible();
      const policies = page.getByRole('region', { name: 'Policies' });
      await expect(policies.getByText(`Check-in from ${formatTimeOfDay(hotel.checkInTime)}`)).toBeVisible();
      await expect(policies.getByText(`Check-out by ${formatTimeOfDay(hotel.checkOutTime)}`)).toBeVisible();
      expect((await horizontalOverflow(page)).offenders).toEqual([]);
    });

    test('the cards on Home draw their cover from srcset, in WebP or AVIF, at the width the card needs', async ({ page }) => {
      await page.goto('/');
      const card = page.getByRole('region', { name: 'Featured Hotels' }).getByRole('article').first();
      const image = card.locator('picture img');
      await expect(image).toHaveAttribute('srcset', /\d+w/);
      await expect(image).toHaveAttribute('sizes', /100vw/);
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
      await expect(image).toHaveAttribute('loading', 'lazy');
      const chosen = await chosenPicture(image);
      expect(chosen.path).toMatch(/\.(webp|avif)$/);
      // One column at 390px (a 480px file at 1×); a quarter of the 1200px page at 1280.
      expect(chosen.width).toBeLessThanOrEqual(viewport.width < 640 ? 480 : 960);
      const cost = `${chosen.path} (${chosen.width}w): ${chosen.bytes ?? '?'} bytes`;
      test.info().annotations.push({ type: 'card image', description: cost });
      console.log(`card image at ${viewport.width}px: ${cost}`);
    });
  });
}
