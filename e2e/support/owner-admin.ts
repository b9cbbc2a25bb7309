import { expect, type Locator, type Page } from '@playwright/test';

/** A session kept where the site keeps it, for any account (the demo ones or one made by a test). */
export async function signInWith(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), `login of ${email}`).toBe(200);
  const { user, token } = (await response.json()) as { user: SessionUser; token: string };
  await page.goto('/not-a-page-just-an-origin');
  await page.evaluate(
    ([storedUser, storedToken]) => {
      localStorage.setItem('user', storedUser);
      localStorage.setItem('token', storedToken);
    },
    [JSON.stringify(user), token] as const,
  );
  return { user, token };
}

export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: 'user' | 'admin' | 'hotelOwner';
}

export interface OwnedHotel {
  id: string;
  title: string;
  bookings?: { id: string; status?: string; totalPrice: number }[];
}

/** Calendar date `days` after today in Sri Lanka, as the booking rules count days. */
export function colomboDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const usd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** The owner totals of docs/product.md §9: every booking counts; revenue leaves out the cancelled ones. */
export function ownerTotalsOf(hotels: OwnedHotel[]) {
  const bookings = hotels.flatMap((hotel) => hotel.bookings ?? []);
  return {
    hotels: hotels.length,
    bookings: bookings.length,
    revenue: bookings.filter((booking) => booking.status !== 'cancelled').reduce((sum, booking) => sum + booking.totalPrice, 0),
  };
}

/** The value shown next to a `<dt>` label inside `scope` (the dashboard tiles, a hotel card's figures). */
export const figure = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** A notice of the site's notice area (not the browser's alert). */
export const notice = (page: Page, text: string) => page.locator('[aria-live="polite"]').getByText(text, { exact: true });

/** Answers the site's own confirm dialog with the button labelled `answer`, and checks its question. */
export async function answerConfirm(page: Page, question: string, answer: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: answer, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** Waits until the page has its heading and nothing is still loading. */
export async function settled(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main [role="status"]').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
}
