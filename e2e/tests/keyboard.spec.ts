import type { Locator, Page } from '@playwright/test';
import { demoAccounts, expect, test } from '../fixtures';
import { ensureConfirmedBooking, sessionState, settled } from '../support/accessibility';

/**
 * Keyboard journeys: Tab cycles inside every dialog, focus returns to what opened
 * it, controls that disable themselves hand focus on, and a new page's heading has focus.
 */
const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** Opens a dialog from the keyboard: focus on the opener, Enter. */
async function openWithKeyboard(opener: Locator) {
  await opener.focus();
  await opener.press('Enter');
}

/** Tab and Shift+Tab go round the dialog's controls and never leave it. */
async function expectTabCycles(page: Page, controls: Locator[]) {
  await expect(controls[0]!).toBeFocused();
  for (const control of [...controls.slice(1), controls[0]!]) {
    await page.keyboard.press('Tab');
    await expect(control).toBeFocused();
  }
  await page.keyboard.press('Shift+Tab');
  await expect(controls[controls.length - 1]!).toBeFocused();
}

test('the cancel-booking question keeps Tab inside and gives focus back to its button', async ({ browser, request, baseURL }) => {
  const guest = await sessionState(request, baseURL!, demoAccounts.guest);
  await ensureConfirmedBooking(request, guest.token);

  const page = await (await browser.newContext({ storageState: guest.state })).newPage();
  await page.goto('/customer/my-bookings');
  await settled(page);
  const opener = page.getByRole('button', { name: 'Cancel Booking', exact: true }).first();
  await openWithKeyboard(opener);
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to cancel this booking?' });
  const keep = dialog.getByRole('button', { name: 'Keep booking', exact: true });
  const cancel = dialog.getByRole('button', { name: 'Cancel booking', exact: true });
  await expectTabCycles(page, [keep, cancel]);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await openWithKeyboard(opener);
  await expect(keep).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  // Going ahead cancels the stay, and its button goes: focus stays on that booking, not the page.
  await opener.evaluate((button) => button.closest('li')!.setAttribute('data-asked', 'yes'));
  const item = page.locator('li[data-asked="yes"]');
  await openWithKeyboard(opener);
  await page.keyboard.press('Tab');
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(item).toContainText(/cancelled/i);
  await expect(item.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);
  await expect
    .poll(() => item.evaluate((booking) => document.activeElement !== document.body && booking.contains(document.activeElement)))
    .toBe(true);
  await page.context().close();
});

test('the admin’s delete and edit dialogs keep Tab inside and give focus back', async ({ browser, request, baseURL }) => {
  const newcomer = { firstName: 'Keyboard', lastName: `Tester${run}`, email: `keys-${run}@ceylon.test`, password: `Quiet-Harbour#${run}` };
  expect((await request.post('/api/auth/register', { data: newcomer })).status()).toBe(201);
  const admin = await sessionState(request, baseURL!, demoAccounts.admin);
  const page = await (await browser.newContext({ storageState: admin.state })).newPage();

  await page.goto('/admin/UserManagement');
  await settled(page);
  const deleteUser = page.getByRole('button', { name: `Delete Keyboard Tester${run}`, exact: true });
  await openWithKeyboard(deleteUser);
  const question = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this user?' });
  await expectTabCycles(page, [question.getByRole('button', { name: 'Keep user' }), question.getByRole('button', { name: 'Delete user' })]);
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(deleteUser).toBeFocused();

  await page.goto('/admin/HotelManagement');
  await settled(page);
  const deleteHotel = page
    .getByRole('main')
    .getByRole('button', { name: /^Delete / })
    .first();
  await openWithKeyboard(deleteHotel);
  const hotelQuestion = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this hotel?' });
  const keepHotel = hotelQuestion.getByRole('button', { name: 'Keep hotel' });
  await expectTabCycles(page, [keepHotel, hotelQuestion.getByRole('button', { name: 'Delete hotel' })]);
  await keepHotel.press('Enter');
  await expect(hotelQuestion).toHaveCount(0);
  await expect(deleteHotel).toBeFocused();

  const edit = page
    .getByRole('main')
    .getByRole('button', { name: /^Edit / })
    .first();
  await openWithKeyboard(edit);
  const editDialog = page.getByRole('dialog', { name: 'Edit Hotel' });
  await expect(editDialog.getByLabel('Title', { exact: true })).toBeFocused();
  // Shift+Tab from the first field reaches the dialog's last control, not the page behind.
  await page.keyboard.press('Shift+Tab');
  await expect(editDialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(editDialog.getByRole('button').last()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(editDialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(editDialog).toHaveCount(0);
  await expect(edit).toBeFocused();
  await page.context().close();
});

test('after a page change the new page’s heading has focus and the page is announced once', async ({ page }) => {
  await page.goto('/');
  await settled(page);
  const announcer = page.getByTestId('route-announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await expect(announcer).toHaveText('');

  await page.setViewportSize({ width: 1280, height: 800 });
  const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
  await about.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'About Ceylon Stays' })).toBeFocused();
  await expect(announcer).toHaveText('About us | Ceylon Stays');

  // The carousel's Next disables itself at the end and hands focus to Previous, and back.
  const previous = page.getByRole('button', { name: 'Previous services' });
  const next = page.getByRole('button', { name: 'Next services' });
  await next.focus();
  while (await next.isEnabled()) await page.keyboard.press('Enter');
  await expect(previous).toBeFocused();
  while (await previous.isEnabled()) await page.keyboard.press('Enter');
  await expect(next).toBeFocused();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeFocused();
  await expect(announcer).toHaveText('Contact us | Ceylon Stays');
});
