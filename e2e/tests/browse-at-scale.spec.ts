import { expect, signIn, test } from '../fixtures';
import type { APIRequestContext } from '@playwright/test';
import { apiToken, bearer, call, demoToken, inPool, summary } from '../support/customer';
import { timeKeystrokes } from '../support/keystrokes';

// 5,000 hotels of a dedicated owner, seeded through the API and removed again afterwards.
const HOTEL_COUNT = 5_000;
const CONCURRENCY = 20;

const runId = `r${Date.now().toString(36)}`;
const towns = ['Kandy', 'Colombo', 'Galle', 'Ella', 'Jaffna', 'Mirissa', 'Sigiriya', 'Trincomalee'];

test.describe.configure({ mode: 'serial', timeout: 180_000 });
// A trace snapshots the DOM in the page around every keystroke, which would be measured as the page's own time.
test.use({ trace: 'off' });

let api: APIRequestContext;
let baseURL = '';
let adminToken = '';
let ownerId = '';
let ownerToken = '';
let hotelIds: string[] = [];

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(150_000);
  baseURL = testInfo.project.use.baseURL!;
  api = await playwright.request.newContext({ baseURL });
  adminToken = await demoToken(api, 'admin');

  const owner = {
    firstName: 'Scale',
    lastName: `Owner ${runId}`,
    email: `scale-owner-${runId}@ceylon.test`,
    password: `Scale#${runId}`,
    role: 'hotelOwner',
  };
  const created = await api.post('/api/users', { headers: bearer(adminToken), data: owner });
  expect(created.status(), await created.text()).toBe(201);
  ownerId = ((await created.json()) as { id: string }).id;
  ownerToken = await apiToken(api, owner);

  const started = Date.now();
  hotelIds = await inPool(
    Array.from({ length: HOTEL_COUNT }, (_, index) => index),
    CONCURRENCY,
    async (index) => {
      const town = towns[index % towns.length]!;
      const response = await call(baseURL, 'POST', '/api/hotels', ownerToken, {
        title: `Scale ${runId} Stay ${index}`,
        location: `${town} ${runId}`,
        price: 40 + (index % 260),
        description: `Seeded hotel ${index} of the browse-at-scale test`,
        imageUrl: `/api/assets/hotels/${town.toLowerCase()}.svg`,
        rating: 1 + (index % 5),
        bestSeller: index % 7 === 0,
      });
      expect(response.status, response.text).toBe(201);
      return response.json<{ id: string }>().id;
    },
  );
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `seeded ${HOTEL_COUNT} hotels in ${seconds.toFixed(1)} s (${(HOTEL_COUNT / seconds).toFixed(0)}/s, ${CONCURRENCY} at a time)`,
  );
});

test.afterAll(async ({}, testInfo) => {
  testInfo.setTimeout(150_000);
  if (!api) return;
  const started = Date.now();
  const ids = hotelIds.length > 0 ? hotelIds : await ownHotelIds();
  const failed = (
    await inPool(ids, CONCURRENCY, async (id) => (await call(baseURL, 'DELETE', `/api/hotels/${id}`, ownerToken || adminToken)).status)
  ).filter((status) => status !== 200 && status !== 204 && status !== 404);
  console.log(`deleted ${ids.length} hotels in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (ownerId) await api.delete(`/api/users/${ownerId}`, { headers: bearer(adminToken) });
  await api.dispose();
  expect(failed, 'hotel deletions that failed').toEqual([]);
});

/** If seeding stopped part-way, the owner's own list still says what to remove. */
async function ownHotelIds(): Promise<string[]> {
  if (!ownerToken) return [];
  const response = await api.get('/api/hotels/my-hotels', { headers: bearer(ownerToken) });
  return response.ok() ? ((await response.json()) as { id: string }[]).map((hotel) => hotel.id) : [];
}

test('browse with 5,000 hotels seeded through the API stays responsive', async ({ page }) => {
  await signIn(page, 'guest');
  const opened = Date.now();
  await page.goto('/browse-hotels');
  const count = page.getByRole('status').filter({ hasText: /hotels? found$/ });
  await expect(count).toBeVisible({ timeout: 30_000 });
  console.log(`/browse-hotels showed "${await count.innerText()}" ${Date.now() - opened} ms after navigation`);
  // The API counts up to 1,000 matches and then says "more".
  await expect(count).toHaveText('1,000+ hotels found');
  // Only a page of cards is drawn, however many hotels there are.
  expect(await page.getByRole('main').getByRole('article').count()).toBeLessThanOrEqual(100);

  const box = page.getByRole('searchbox', { name: 'Search by name or location' });
  await box.click();

  // Broad at first (thousands of matches), then narrowing to a handful.
  const query = `scale ${runId} stay 123`;
  const timings = await timeKeystrokes(page, query);

  // The list really is the search's: Stay 123 and Stay 1230–1239.
  await expect(count).toHaveText('11 hotels found');
  await expect(page.getByRole('heading', { name: `Scale ${runId} Stay 123`, exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=scale\\+${runId}\\+stay\\+123`));

  const { median, p95, max } = summary(timings);
  console.log(
    `keystroke to render over ${timings.length} keys with ${HOTEL_COUNT}+ hotels: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
  );
  console.log(`per key (ms): ${timings.map((ms) => ms.toFixed(0)).join(' ')}`);
  // Printed, not asserted: a loaded machine stretches every key. The goal is measured by
  // \`npm run bench:browse\` (p95 ≤ 100 ms); this test holds what the page does.
  expect(timings.every((ms) => Number.isFinite(ms) && ms >= 0)).toBe(true);
});
