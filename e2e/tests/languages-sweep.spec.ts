import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions, Page } from '@playwright/test';
import { pageRoutes, type Guard } from '@ceylon/shell/route-table';
import { demoAccounts, expect, test } from '../fixtures';
import { ensureConfirmedBooking, sessionState, Sweep } from '../support/accessibility';
import { bearer, myBookings } from '../support/customer';
import { expectNoSidewaysScroll, type OwnedHotel } from '../support/owner-admin';

/**
 * Issue 29, items 6 and 7: every page of every role in Sinhala and in Tamil — axe finds nothing at a
 * phone's width, and nothing sticks out sideways at a phone's or a desktop's (Tamil's labels are
 * the longest). The pages are read from the shell's route table, so a new page is swept too.
 */

type Role = 'visitor' | 'guest' | 'owner' | 'admin';
const roleOf: Record<Guard, Role> = {
  public: 'visitor',
  'guest-only': 'visitor',
  'signed-in': 'guest',
  owner: 'owner',
  'hotel-manager': 'owner',
  admin: 'admin',
};
const states = {} as Record<Role, BrowserContextOptions['storageState']>;
const ids = { hotel: '', ownedHotel: '', booking: '' };

/** Every "Loading…" a page may say in `language`: a page is ready when none is on screen. */
function loadingTexts(language: string): Set<string> {
  const apps = ['shell', 'remote-public', 'remote-customer', 'remote-owner', 'remote-admin'];
  const texts = new Set<string>();
  for (const app of apps) {
    let catalog: Record<string, string>;
    try {
      catalog = JSON.parse(readFileSync(path.join(__dirname, '..', '..', app, 'src', 'locales', `${language}.json`), 'utf8')) as Record<
        string,
        string
      >;
    } catch {
      continue; // an app without texts of its own yet
    }
    for (const [id, text] of Object.entries(catalog)) if (/loading/i.test(id)) texts.add(text);
  }
  return texts;
}

/** The page has its heading and no loader (in any language) on screen. */
async function settledIn(page: Page, loading: Set<string>) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect
    .poll(() => page.locator('[role="status"]').allTextContents(), { message: 'still loading' })
    .toEqual(expect.not.arrayContaining([...loading, 'Loading…'].map((text) => expect.stringContaining(text))));
}

/** Each page's address with its parameters filled in, by the role that may open it. */
function pagesByRole(language: string): [Role, string][] {
  return pageRoutes.map((route) => {
    const role = roleOf[route.guard];
    const filled = route.path
      .replace(':id', role === 'owner' ? ids.ownedHotel : ids.hotel)
      .replace(':town', 'kandy')
      .replace(/^\/booking$/, `/booking?hotelId=${ids.hotel}`)
      .replace(/^\/booking\/success$/, `/booking/success?id=${ids.booking}`);
    return [role, `/${language}${filled === '/' ? '' : filled}`];
  });
}

test.beforeAll(async ({ request, baseURL }) => {
  const origin = baseURL!;
  const guest = await sessionState(request, origin, demoAccounts.guest);
  const owner = await sessionState(request, origin, demoAccounts.owner);
  states.visitor = { cookies: [], origins: [] };
  states.guest = guest.state;
  states.owner = owner.state;
  states.admin = (await sessionState(request, origin, demoAccounts.admin)).state;
  ids.hotel = ((await (await request.get('/api/hotels')).json()) as { id: string }[])[0]!.id;
  const mine = (await (await request.get('/api/hotels/my-hotels', { headers: bearer(owner.token) })).json()) as OwnedHotel[];
  ids.ownedHotel = (mine.find((hotel) => (hotel.bookings ?? []).length > 0) ?? mine[0])!.id;
  await ensureConfirmedBooking(request, guest.token);
  ids.booking = (await myBookings(request, guest.token)).find((booking) => booking.status === 'confirmed')!.id;
});

for (const language of ['si', 'ta']) {
  test(`every page in ${language}: axe at 360px, nothing sideways at 360px and 1280px`, async ({ browser }) => {
    // axe on some thirty screens, seconds each on a loaded machine: the limit is for a hang.
    test.setTimeout(600_000);
    const loading = loadingTexts(language);
    const pages = pagesByRole(language);
    const roles: Role[] = ['visitor', 'guest', 'owner', 'admin'];
    const sideways: string[] = [];

    for (const viewport of [
      { width: 360, height: 740 },
      { width: 1280, height: 800 },
    ]) {
      const at = `${viewport.width}px`;
      const sweep = await Sweep.open(browser, `${language} visitor ${at}`, { viewport, storageState: states.visitor });
      for (const role of roles) {
        if (role !== 'visitor') await sweep.switchTo(`${language} ${role} ${at}`, { viewport, storageState: states[role] });
        for (const [pageRole, address] of pages) {
          if (pageRole !== role) continue;
          await sweep.page.goto(address);
          await settledIn(sweep.page, loading);
          await expect(sweep.page.locator('html')).toHaveAttribute('lang', language);
          if (viewport.width === 360) await sweep.check(address);
          try {
            await expectNoSidewaysScroll(sweep.page);
          } catch (error) {
            sideways.push(`${at} ${address}: ${(error as Error).message.split('\n')[0]}`);
          }
        }
      }
      await sweep.finish();
    }
    expect(sideways, 'pages that scroll sideways').toEqual([]);
  });
}
