import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { pageRoutes, type Guard } from '@ceylon/shell/route-table';
import { demoAccounts } from '../fixtures';
import { ensureConfirmedBooking, sessionState } from './accessibility';
import { bearer, myBookings } from './customer';
import type { OwnedHotel } from './owner-admin';

// Every page of the site, read from the shell's route table (so a new page is visited too), with
// who may open it and a signed-in browser state for each role: for the sweeps over every page.

export type Role = 'visitor' | 'guest' | 'owner' | 'admin';
export const ROLES: readonly Role[] = ['visitor', 'guest', 'owner', 'admin'];

const roleOf: Record<Guard, Role> = {
  public: 'visitor',
  'guest-only': 'visitor',
  'signed-in': 'guest',
  owner: 'owner',
  'hotel-manager': 'owner',
  admin: 'admin',
};

export interface EveryPage {
  /** A browser state per role (the visitor's is empty). */
  states: Record<Role, BrowserContextOptions['storageState']>;
  /** The pages, each with the role that opens it, under `prefix` (`/si`, or '' for English). */
  pages: (prefix: string) => [Role, string][];
}

/** Signs the demo accounts in, and picks a hotel, an owned hotel and a confirmed booking for the pages that need one. */
export async function everyPage(request: APIRequestContext, origin: string): Promise<EveryPage> {
  const guest = await sessionState(request, origin, demoAccounts.guest);
  const owner = await sessionState(request, origin, demoAccounts.owner);
  const admin = await sessionState(request, origin, demoAccounts.admin);
  const hotel = ((await (await request.get('/api/hotels')).json()) as { id: string }[])[0]!.id;
  const mine = (await (await request.get('/api/hotels/my-hotels', { headers: bearer(owner.token) })).json()) as OwnedHotel[];
  const ownedHotel = (mine.find((each) => (each.bookings ?? []).length > 0) ?? mine[0])!.id;
  await ensureConfirmedBooking(request, guest.token);
  const booking = (await myBookings(request, guest.token)).find((each) => each.status === 'confirmed')!.id;

  const pages = (prefix: string) =>
    pageRoutes.map((route): [Role, string] => {
      const role = roleOf[route.guard];
      const filled = route.path
        .replace(':id', role === 'owner' ? ownedHotel : hotel)
        .replace(':town', 'kandy')
        .replace(/^\/booking$/, `/booking?hotelId=${hotel}`)
        .replace(/^\/booking\/success$/, `/booking/success?id=${booking}`);
      return [role, prefix && filled === '/' ? prefix : `${prefix}${filled}`];
    });
  return { states: { visitor: { cookies: [], origins: [] }, guest: guest.state, owner: owner.state, admin: admin.state }, pages };
}

/** Every "Loading…" a page may say in `language`, from the apps' catalogs. */
export function loadingTexts(language: string): string[] {
  const texts = new Set(['Loading…']);
  for (const app of ['shell', 'remote-public', 'remote-customer', 'remote-owner', 'remote-admin']) {
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
  return [...texts];
}

/** The page has its heading and no loader (in its language) on screen. */
export async function settledIn(page: Page, loading: readonly string[]) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect
    .poll(
      async () => (await page.locator('[role="status"]').allTextContents()).filter((text) => loading.some((word) => text.includes(word))),
      {
        message: 'still loading',
      },
    )
    .toEqual([]);
}
