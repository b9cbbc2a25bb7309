import { test as base, expect, type Page, type Response } from '@playwright/test';

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

/** Every script the page fetched (preloads included), by URL path, with its body. */
export function recordScriptBodies(page: Page) {
  const bodies = new Map<string, Promise<string>>();
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
    const path = new URL(response.url()).pathname;
    if (!bodies.has(path))
      bodies.set(
        path,
        response.text().catch(() => ''),
      );
  });
  return {
    paths: () => [...bodies.keys()],
    texts: async () => Promise.all([...bodies.values()]),
  };
}

/**
 * Copies of React, react-dom and react-dom/client among the scripts, found by what each package
 * defines (whatever the chunk is called, and whether it shares a file with other code).
 */
export function reactCopies(texts: string[]) {
  const count = (pattern: RegExp) => texts.reduce((sum, text) => sum + (text.match(pattern)?.length ?? 0), 0);
  return {
    react: count(/React\.Children\.only expected/g),
    'react-dom': count(/\.createPortal\s*=/g),
    'react-dom/client': count(/\.hydrateRoot\s*=/g),
  };
}

/**
 * Waits until the page is the browser's: drawn by React, or, for a page the server rendered, its
 * area's code loaded (falling back to an older version if need be) and the page hydrated. A
 * server-rendered heading is visible long before, so checks of what the browser loaded wait for this.
 */
export async function pageIsInteractive(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
}

export const test = base;
export { expect };
