import { test as base, expect, type Page } from '@playwright/test';

export const demoAccounts = {
  admin: { email: 'admin@ceylon.test', password: 'Admin#2025' },
  owner: { email: 'owner@ceylon.test', password: 'Owner#2025' },
  guest: { email: 'guest@ceylon.test', password: 'Guest#2025' },
} as const;

export type DemoRole = keyof typeof demoAccounts;

/** Signs in through the API and keeps the session where the site keeps it (local storage). */
export async function signIn(page: Page, role: DemoRole) {
  const response = await page.request.post('/api/auth/login', { data: demoAccounts[role] });
  expect(response.status()).toBe(200);
  const { user, token } = (await response.json()) as { user: unknown; token: string };
  await page.goto('/not-a-page-just-an-origin');
  await page.evaluate(
    ([storedUser, storedToken]) => {
      localStorage.setItem('user', storedUser);
      localStorage.setItem('token', storedToken);
    },
    [JSON.stringify(user), token] as const,
  );
  return token;
}

/** Every script URL the page fetched, in order. */
export function recordScripts(page: Page) {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  return scripts;
}

export const test = base;
export { expect };
