import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

// Decision 0034: what the API says to a page is in the page's language. The site's API client sends
// the page's language in Accept-Language; the API words its refusals in it, and the page shows
// them as it always did.

interface RegistrationLabels {
  form: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  submit: string;
}

const TAMIL: RegistrationLabels = {
  form: 'கணக்கை உருவாக்குங்கள்',
  firstName: 'முதல் பெயர்',
  lastName: 'கடைசிப் பெயர்',
  email: 'மின்னஞ்சல்',
  password: 'கடவுச்சொல்',
  submit: 'பதிவு செய்க',
};

const ENGLISH: RegistrationLabels = {
  form: 'Create an account',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  submit: 'Register',
};

async function register(page: Page, labels: RegistrationLabels, email: string, password: string) {
  const form = page.getByRole('form', { name: labels.form });
  await form.getByLabel(labels.firstName).fill('Kumaran');
  await form.getByLabel(labels.lastName).fill('Again');
  await form.getByLabel(labels.email, { exact: true }).fill(email);
  await form.getByLabel(labels.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: labels.submit }).click();
}

test("the API's refusals reach a Tamil page in Tamil and an English page in English", async ({ page }) => {
  await page.goto('/ta/registration');
  await register(page, TAMIL, 'guest@ceylon.test', 'Monsoon#Kandy-2026');
  await expect(page.getByRole('alert').filter({ hasText: 'இந்த மின்னஞ்சலுடன் ஏற்கெனவே ஒரு கணக்கு உள்ளது' })).toBeVisible();
  await register(page, TAMIL, 'kumaran.again@example.com', 'password');
  await expect(page.getByRole('alert').filter({ hasText: /^கடவுச்சொல்லை எளிதில் ஊகிக்கலாம்: / })).toBeVisible();
  await expect(page).toHaveURL(/\/ta\/registration$/);

  await page.goto('/registration');
  await register(page, ENGLISH, 'guest@ceylon.test', 'Monsoon#Kandy-2026');
  await expect(page.getByRole('alert').filter({ hasText: 'An account with this e-mail already exists' })).toBeVisible();
});
