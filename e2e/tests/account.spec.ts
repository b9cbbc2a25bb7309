// "Forgot password?" by a link in a real e-mail (read from the run's SMTP
// server, support/mail-sink.ts), and the /account profile, at a phone and a desktop width.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { mailSinkURL } from '../playwright.config';
import { bearer } from '../support/customer';
import { submitLogin } from '../support/public';
import { axe } from '../support/accessibility';

interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function expectNoAxeViolations(page: Page) {
  const { violations } = await axe(page).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A new customer of this run, registered through the API. */
async function newCustomer(request: APIRequestContext, label: string) {
  const person = { firstName: 'Sanduni', lastName: 'Wickrama', email: `${label}-${run}@example.com`, password: `Spice-Garden#${run}` };
  expect((await request.post('/api/auth/register', { data: person })).status()).toBe(201);
  return person;
}

async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** The path of the reset link in the mail sent to `to`, once it has arrived. */
async function resetLinkFor(request: APIRequestContext, to: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`${mailSinkURL}/mails`)).json()) as ReceivedMail[];
        const mail = mails.find((m) => m.to.includes(to) && m.subject === 'Reset your Ceylon Stays password');
        link = /\/reset-password#token=[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return link;
}

/** The top bar's greeting: inline on a desktop, in the menu on a phone. */
async function expectGreeting(page: Page, firstName: string, phone: boolean) {
  if (!phone) {
    await expect(page.getByRole('banner').getByText(`Hi! ${firstName}`)).toBeVisible();
    return;
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toContainText(`Hi! ${firstName}`);
  await page.getByRole('button', { name: 'Close menu' }).click();
}

async function logOut(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
}

for (const width of [390, 1280]) {
  const phone = width < 640;

  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: phone ? 844 : 800 });
    });

    test('a forgotten password is reset by the e-mailed link, which ends every earlier session', async ({ page, request }) => {
      const person = await newCustomer(request, `reset-${width}`);
      const earlier = await tokenOf(request, person.email, person.password);

      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
      await page.getByLabel('Email', { exact: true }).fill(person.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'If an account exists' })).toContainText('It is valid for 30 minutes.');
      await expectNoAxeViolations(page);

      const link = await resetLinkFor(request, person.email);
      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
      const fresh = `Monsoon-Kandy#${run}`;
      await page.getByLabel('New password', { exact: true }).fill(fresh);
      await page.getByLabel('New password again').fill(`${fresh}x`);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByLabel('New password again').fill(fresh);
      await page.getByRole('button', { name: 'Set new password' }).click();

      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText('Your password has been changed. Please log in with your new password.')).toBeVisible();
      expect((await request.get('/api/account', { headers: bearer(earlier) })).status()).toBe(401);
      await submitLogin(page, person.email, fresh);
      await expect(page).toHaveURL(/\/HomeUser$/);

      // The link worked once.
      const token = link.split('token=')[1];
      expect((await request.post('/api/auth/reset-password', { data: { token, password: `${fresh}-again` } })).status()).toBe(400);
    });

    test('the account page, from the user menu: a new name, a new password, and closing the account', async ({ page, request }) => {
      const person = await newCustomer(request, `profile-${width}`);
      await page.goto('/login');
      await submitLogin(page, person.email, person.password);
      await expect(page).toHaveURL(/\/HomeUser$/);

      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('link', { name: 'My account' }).click();
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
      const details = page.getByRole('form', { name: 'Your details' });
      await expect(details.getByLabel('Email')).toHaveValue(person.email);
      await expectNoAxeViolations(page);

      await details.getByLabel('First name').fill('Tharushi');
      await details.getByRole('button', { name: 'Save details' }).click();
      await expect(page.getByText('Your details have been saved')).toBeVisible();
      await expectGreeting(page, 'Tharushi', phone);

      const fresh = `Lagoon-Galle#${run}`;
      const passwordForm = page.getByRole('form', { name: 'Change password' });
      await passwordForm.getByLabel('Current password').fill(person.password);
      await passwordForm.getByLabel('New password', { exact: true }).fill(fresh);
      await passwordForm.getByLabel('New password again').fill(fresh);
      await passwordForm.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('Your password has been changed. You have been signed out everywhere else.')).toBeVisible();

      await logOut(page, phone);
      await page.goto('/login');
      await submitLogin(page, person.email, fresh);
      await expect(page).toHaveURL(/\/HomeUser$/);

      await page.goto('/account');
      const closeForm = page.getByRole('form', { name: 'Close account' });
      await closeForm.getByLabel('Current password').fill(fresh);
      await closeForm.getByRole('button', { name: 'Close my account' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText('Close your account?');
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Close account' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText(/Your account has been closed/)).toBeVisible();
      expect((await request.post('/api/auth/login', { data: { email: person.email, password: fresh } })).status()).toBe(401);
    });
  });
}
