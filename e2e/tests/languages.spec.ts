import type { Page } from '@playwright/test';
import { expect, pageIsInteractive, signIn, test } from '../fixtures';
import { collectProblems } from '../support/page-problems';

// The language is in the address, the switch puts the page in another language
// where it stands, the browser remembers the choice, and a first visit follows Accept-Language.

const mainNav = (page: Page, name: string) => page.getByRole('navigation', { name });

/** Chooses a language with the top bar's button (named `button`, as the page's language and the word for it read). */
async function chooseInTopBar(page: Page, button: string, language: string) {
  await page.getByRole('banner').getByRole('button', { name: button }).click();
  await page.getByRole('banner').getByRole('link', { name: language }).click();
}

test('a Sinhala page arrives in Sinhala and hydrates; the switch puts it in Tamil where it stands, and the choice is remembered', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { serverHeading: document.querySelector('#root main h1') });
    });
  });
  await page.goto('/si/about');
  await pageIsInteractive(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  await expect(mainNav(page, 'ප්‍රධාන').getByRole('link', { name: 'මුල් පිටුව' })).toHaveAttribute('href', '/si');
  expect(await page.evaluate(() => (window as { serverHeading?: Element }).serverHeading === document.querySelector('#root main h1'))).toBe(
    true,
  );
  expect(problems).toEqual([]);

  await mainNav(page, 'ප්‍රධාන').getByRole('link', { name: 'සම්බන්ධ වන්න' }).click();
  await expect(page).toHaveURL(/\/si\/contact$/);

  // In place: the window (and what the page keeps in it) is the same one after the switch.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await chooseInTopBar(page, 'භාෂාව: සිංහල', 'தமிழ்');
  await expect(page).toHaveURL(/\/ta\/contact$/);
  await expect(mainNav(page, 'முதன்மை').getByRole('link', { name: 'முகப்பு' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);

  await mainNav(page, 'முதன்மை').getByRole('link', { name: 'சேவைகள்' }).click();
  await expect(page).toHaveURL(/\/ta\/services$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  // Back to the page in Tamil, then to the one before the switch, in the language it was in.
  await page.goBack();
  await expect(page).toHaveURL(/\/ta\/contact$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/si\/about$/);
  await expect(mainNav(page, 'ප්‍රධාන').getByRole('link', { name: 'අප ගැන' })).toHaveAttribute('aria-current', 'page');

  // The browser remembers Tamil: a page asked for without a language opens in it.
  await page.goto('/services');
  await expect(page).toHaveURL(/\/ta\/services$/);
  // The footer's list of languages, on every page.
  // Taken before or after the page's scripts start: in place, or by the server (shell-routes.ts).
  await page.getByRole('contentinfo').getByRole('navigation', { name: 'மொழி' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/services$/);
  await page.goto('/about');
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/about$/);
  await expect(mainNav(page, 'Main')).toBeVisible();
  expect(problems).toEqual([]);
});

test("an area's page comes in the page's language from the server, and follows the switch and a visit in the browser", async ({ page }) => {
  const problems = collectProblems(page);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  const served = await (await page.request.get('/si')).text();
  expect(served).toContain('ශ්‍රී ලංකාවේ ඔබට ගැළපෙනම නවාතැන සොයාගන්න');

  await page.goto('/si');
  await pageIsInteractive(page);
  await expect(heading).toHaveText('ශ්‍රී ලංකාවේ ඔබට ගැළපෙනම නවාතැන සොයාගන්න');
  await expect(page.getByRole('search', { name: 'හෝටලයක් සොයන්න' }).getByLabel('අමුත්තන්')).toBeVisible();

  await chooseInTopBar(page, 'භාෂාව: සිංහල', 'English');
  await expect(page).toHaveURL(/\/$/);
  await expect(heading).toHaveText('Discover your perfect stay in Sri Lanka');

  // The public area's Tamil arrives with its first page drawn in the browser.
  await page.goto('/ta/about');
  await pageIsInteractive(page);
  await mainNav(page, 'முதன்மை').getByRole('link', { name: 'முகப்பு' }).click();
  await expect(heading).toHaveText('இலங்கையில் உங்களுக்கு ஏற்ற தங்குமிடத்தைக் கண்டறியுங்கள்');
  expect(problems).toEqual([]);
});

test('the contact page in Sinhala, from the server and in the browser, sends the message and thanks the sender in Sinhala', async ({
  page,
}) => {
  const problems = collectProblems(page);
  const lead = 'නවාතැනක්, සංචාරයක් හෝ හවුල්කාරිත්වයක් ගැන ප්‍රශ්න තිබේද?';
  expect(await (await page.request.get('/si/contact')).text()).toContain(lead);

  await page.goto('/si/contact');
  await pageIsInteractive(page);
  const form = page.getByRole('form', { name: 'අපට පණිවිඩයක් එවන්න' });
  await form.getByRole('button', { name: 'පණිවිඩය යවන්න' }).click();
  await expect(form.getByText('කරුණාකර ඔබේ නම ඇතුළත් කරන්න.')).toBeVisible();

  await form.getByLabel('නම', { exact: true }).fill('නිමාලි පෙරේරා');
  await form.getByLabel('ඊමේල්', { exact: true }).fill('nimali@example.com');
  await form.getByLabel('විෂයය', { exact: true }).fill(`ගුවන්තොටුපළ ප්‍රවාහනය ${Date.now()}`);
  await form.getByLabel('පණිවිඩය', { exact: true }).fill('අගෝස්තු 12 වෙනිදා කොළඹට පැමිණෙනවා.');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/send-email') && request.method() === 'POST');
  await form.getByRole('button', { name: 'පණිවිඩය යවන්න' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ name: 'නිමාලි පෙරේරා', email: 'nimali@example.com' });
  await expect(form.getByRole('status')).toHaveText('ඔබේ පණිවිඩයට ස්තූතියි! අපි ඉක්මනින් ඔබ හා සම්බන්ධ වන්නෙමු.');
  expect(problems).toEqual([]);
});

test("the not-found page in Tamil: @ceylon/shared's notice in the shell's Tamil, from the server and after hydration", async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/ta/no-such-page');
  await pageIsInteractive(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('அந்தப் பக்கத்தைக் கண்டுபிடிக்க முடியவில்லை');
  await expect(main.getByRole('link', { name: 'தளவரைபடம்' })).toHaveAttribute('href', '/ta/sitemap');
  expect(problems).toEqual([]);
});

test("the admin dashboard in Sinhala: the admin area's own Sinhala chunk, its headings and buttons, no error", async ({ page }) => {
  await signIn(page, 'admin');
  const problems = collectProblems(page);
  const adminScripts: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/\/admin-(si|ta)\.[^/]*\.js$/.test(pathname)) adminScripts.push(pathname);
  });
  await page.goto('/si/admin/dashboard');
  await pageIsInteractive(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('පරිපාලක උපකරණ පුවරුව');
  await expect(main.getByRole('heading', { name: 'ඉක්මන් ක්‍රියා' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'පරිශීලකයන් කළමනාකරණය' })).toHaveAttribute('href', '/si/admin/UserManagement');
  await expect(main.getByText('මුළු පරිශීලකයන්')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'වෙන්කිරීමක් සොයන්න' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'සොයන්න' })).toBeVisible();
  // @ceylon/shared's dashboard, its Sinhala in the admin's own chunk (decision 0036).
  await expect(main.getByRole('heading', { name: 'පදිංචිය, ආදායම සහ වෙන්කිරීම්' })).toBeVisible();
  expect(adminScripts.some((script) => script.includes('admin-si.'))).toBe(true);
  expect(adminScripts.some((script) => script.includes('admin-ta.'))).toBe(false);
  expect(problems).toEqual([]);
});

test("the customer area in Tamil and Sinhala: its own chunk, a hotel's page drawn on the server and hydrated, no error", async ({
  page,
}) => {
  await signIn(page, 'guest');
  const hotels = await page.request.get('/api/hotels?limit=1');
  expect(hotels.status()).toBe(200);
  const [hotel] = (await hotels.json()) as { id: string; title: string }[];
  const problems = collectProblems(page);
  const customerScripts: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/\/customer-(si|ta)\.[^/]*\.js$/.test(pathname)) customerScripts.push(pathname);
  });
  await page.goto(`/ta/hotels/${hotel!.id}`);
  await pageIsInteractive(page);
  const main = page.getByRole('main');
  // The hotel's name as its owner wrote it, the words around it in Tamil.
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(hotel!.title);
  await expect(main.getByRole('region', { name: 'காலியான இரவுகளும் விலைகளும்' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'கொள்கைகள்' })).toContainText('இலவச ரத்து');
  await expect(main.getByRole('link', { name: 'இப்போதே முன்பதிவு செய்க' })).toHaveAttribute('href', /^\/ta\/booking\?/);
  expect(customerScripts.some((script) => script.includes('customer-ta.'))).toBe(true);
  expect(customerScripts.some((script) => script.includes('customer-si.'))).toBe(false);

  await page.goto('/si/browse-hotels');
  await pageIsInteractive(page);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('හෝටල් පිරික්සන්න');
  await expect(main.getByRole('search', { name: 'හෝටල් සොයන්න' })).toBeVisible();
  await expect(main.getByText(/හෝටල් [\d,]+\+? ?ක් හමු විය/)).toBeVisible();
  expect(problems).toEqual([]);
});

test("a hotel's page with reviews in Sinhala, drawn on the server and hydrated: each stay's month as Sinhala writes it, no error", async ({
  page,
}) => {
  const hotels = (await (await page.request.get('/api/hotels?limit=50')).json()) as { id: string }[];
  let reviewed: { id: string; stayMonth: string } | undefined;
  for (const { id } of hotels) {
    const [review] = (await (await page.request.get(`/api/hotels/${id}/reviews?limit=1`)).json()) as { stayMonth: string }[];
    if (review) {
      reviewed = { id, stayMonth: review.stayMonth };
      break;
    }
  }
  expect(reviewed, 'a demo hotel with a review').toBeDefined();
  const problems = collectProblems(page);
  await page.goto(`/si/hotels/${reviewed!.id}`);
  await pageIsInteractive(page);
  // As Node's ICU writes the month for si-LK (the calendar's words, which the page uses): `2026 ඉල්`.
  const [year, month] = reviewed!.stayMonth.split('-').map(Number);
  const written = new Intl.DateTimeFormat('si-LK', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year!, month! - 1, 1),
  );
  await expect(page.getByRole('main').getByText(`${written} නවාතැන් ගත්තා`).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('a first visit', () => {
  test.use({ locale: 'ta-LK' });

  test('follows the language the browser asks for', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveURL(/\/ta\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the switch is in the menu', async ({ page }) => {
    await page.goto('/about');
    await pageIsInteractive(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('group', { name: 'Language' }).getByRole('link', { name: 'සිංහල' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/si\/about$/);
    await page.getByRole('button', { name: 'මෙනුව විවෘත කරන්න' }).click();
    await expect(page.getByRole('dialog', { name: 'මෙනුව' }).getByRole('link', { name: 'සිංහල' })).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test("the footer's link to English is the choice: the page is served in English and the next one stays in it", async ({ page }) => {
    await page.goto('/ta/services');
    await page.context().addCookies([{ name: 'language', value: 'ta', url: new URL('/', page.url()).href }]);
    await page.getByRole('contentinfo').getByRole('navigation', { name: 'மொழி' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/services$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/about');
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/about$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});

test("My Bookings in Sinhala, drawn by a browser without Sinhala's dates: each stay's dates and the rupees as Sinhala writes them", async ({
  page,
}) => {
  // Debian's Chromium has no Sinhala data: its Intl writes si-LK's dates in English and rupees as
  // "LKR"; the page writes them from @ceylon/shared's words, as Node's ICU writes them.
  await signIn(page, 'guest');
  await page.context().addCookies([{ name: 'currency', value: 'LKR', url: page.url() }]);
  const problems = collectProblems(page);
  const bookings = page.waitForResponse((response) => response.url().includes('/api/bookings/my-bookings'));
  await page.goto('/si/customer/my-bookings');
  const [booking] = (await (await bookings).json()) as { checkIn: string }[];
  expect(booking, "a demo guest's booking").toBeDefined();
  await pageIsInteractive(page);
  const main = page.getByRole('main');
  const checkIn = new Intl.DateTimeFormat('si-LK', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${booking!.checkIn}T00:00:00Z`));
  expect(checkIn).toMatch(/^\d{4} \S+ \d{1,2}, \S+$/);
  await expect(main.getByText(checkIn, { exact: true }).first()).toBeVisible();

  // The hotels' prices in rupees, as the visitor chose: `ආසන්න වශයෙන් රු. 72,000`, not `LKR 72,000`.
  await page.goto('/si/browse-hotels');
  await pageIsInteractive(page);
  await expect(main.getByText(/රු\.\u00a0\d[\d,]*/).first()).toBeVisible();
  await expect(main).not.toContainText('LKR');
  expect(problems).toEqual([]);
});

test("the owner's calendar in Sinhala, drawn by a browser without Sinhala's dates: the month as Sinhala writes it", async ({ page }) => {
  // Debian's Chromium writes si-LK's months in English; the owner's calendar writes them from
  // @ceylon/shared's words, as Node's ICU writes them.
  const token = await signIn(page, 'owner');
  const hotels = await page.request.get('/api/hotels/my-hotels', { headers: { Authorization: `Bearer ${token}` } });
  expect(hotels.status()).toBe(200);
  const [hotel] = (await hotels.json()) as { id: string }[];
  expect(hotel, "a demo owner's hotel").toBeDefined();
  const problems = collectProblems(page);
  const occupancy = page.waitForResponse((response) => /\/api\/hotels\/[^/]+\/occupancy\?/.test(response.url()));
  await page.goto(`/si/owner/hotels/${hotel!.id}/calendar`);
  const month = new URL((await occupancy).url()).searchParams.get('month');
  expect(month).toMatch(/^\d{4}-\d{2}$/);
  await pageIsInteractive(page);
  const caption = new Intl.DateTimeFormat('si-LK', { month: 'long', year: 'numeric', timeZone: 'Asia/Colombo' }).format(
    new Date(`${month}-15T00:00:00+05:30`),
  );
  expect(caption).toMatch(/^\d{4} \S+$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: caption, exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});
