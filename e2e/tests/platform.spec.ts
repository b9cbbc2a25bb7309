import { demoAccounts, type DemoRole, expect, pageIsInteractive, reactCopies, recordScriptBodies, recordScripts, test } from '../fixtures';
import type { Page } from '@playwright/test';

const failurePage = (page: Page) => page.getByRole('alert').filter({ hasText: 'could not be loaded' });

/** Which areas' entries were fetched, in order. */
const entriesOf = (scripts: string[]) => scripts.filter((path) => path.endsWith('/remoteEntry.js')).map((path) => path.split('/')[2]);

async function logInThroughTheSite(page: Page, role: DemoRole) {
  await page
    .getByRole('link', { name: /^log ?in$/i })
    .first()
    .click();
  await page.getByLabel('Email', { exact: true }).fill(demoAccounts[role].email);
  await page.getByLabel('Password', { exact: true }).fill(demoAccounts[role].password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function logOut(page: Page) {
  await page
    .getByRole('button', { name: /log ?out/i })
    .first()
    .click();
}

async function expectAreaPage(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator('main h1').first()).toBeVisible();
  await pageIsInteractive(page);
  await expect(failurePage(page)).toHaveCount(0);
}

test('a journey through all four areas loads each area once and React once', async ({ page }) => {
  const scripts = recordScripts(page);
  const bodies = recordScriptBodies(page);

  await page.goto('/');
  await expectAreaPage(page, '/');
  // Start-up fetches the public area only: no other area's entry until it is needed.
  expect(entriesOf(scripts)).toEqual(['public']);

  await logInThroughTheSite(page, 'guest');
  await expectAreaPage(page, '/HomeUser');
  await logOut(page);

  await logInThroughTheSite(page, 'owner');
  await expectAreaPage(page, '/owner/dashboard');
  await logOut(page);

  await logInThroughTheSite(page, 'admin');
  await expectAreaPage(page, '/admin/dashboard');

  expect(entriesOf(scripts).sort()).toEqual(['admin', 'customer', 'owner', 'public']);
  expect(reactCopies(await bodies.texts())).toEqual({ react: 1, 'react-dom': 1, 'react-dom/client': 1 });
});

test('an area whose files cannot be reached shows its failure page; the rest of the site works', async ({ page }) => {
  await page.route('**/releases/admin/**', (route) => route.abort('connectionrefused'));
  const reports: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/client-errors')) reports.push(request.postDataJSON());
  });

  await page.goto('/');
  await logInThroughTheSite(page, 'admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(failurePage(page)).toContainText('Admin area');
  await expect(failurePage(page)).toContainText('/releases/admin/');

  // The shell's chrome and the other areas keep working.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expectAreaPage(page, '/about');

  // The failure reached the API and is stored there.
  await expect.poll(() => reports.length).toBeGreaterThan(0);
  expect(reports[0]).toMatchObject({ area: 'admin', type: 'error' });
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const stored = await page.request.get('/api/client-errors?limit=5', { headers: { Authorization: `Bearer ${token}` } });
  expect(stored.status()).toBe(200);
  expect(JSON.stringify(await stored.json())).toContain('"area":"admin"');

  // Retry really loads the area again once its files are back.
  await page.goBack();
  await expect(failurePage(page)).toBeVisible();
  await page.unroute('**/releases/admin/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expectAreaPage(page, '/admin/dashboard');
});

test('deep links, titles and the branded not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Ceylon Stays');

  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Log in | Ceylon Stays');
});
