import { expect, signIn, test } from '../fixtures';
import { addDays, bearer, demoToken, todayInColombo } from '../support/customer';

// The hotel page's calendar of free and full nights, dates chosen with the
// keyboard alone, and Book Now carrying the stay to a filled-in booking form whose own calendar
// marks the same full night.

const runId = `d${Date.now().toString(36)}`;
const title = `Dates ${runId} Paddy View`;

/** A day as the calendar names it to a screen reader, e.g. "Sunday 10 March 2030". */
const spoken = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(',', '');

test('the hotel page marks full nights; dates picked with the keyboard go with Book Now to a filled-in form', async ({ page }) => {
  const ownerToken = await demoToken(page.request, 'owner');
  const created = await page.request.post('/api/hotels', {
    headers: bearer(ownerToken),
    data: {
      title,
      location: 'Ella',
      price: 100,
      description: 'Three rooms above the paddy fields.',
      imageUrl: '/api/assets/hotels/galle.svg',
      rating: 4.4,
      bestSeller: false,
      rooms: 3,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const hotel = (await created.json()) as { id: string };

  try {
    const token = await signIn(page, 'guest');
    const today = todayInColombo();
    const fullNight = addDays(today, 3);
    // All three rooms taken for one night.
    const taken = await page.request.post('/api/bookings', {
      headers: { ...bearer(token), 'Idempotency-Key': `${runId}-full` },
      data: { hotelId: hotel.id, checkIn: fullNight, checkOut: addDays(fullNight, 1), guests: 1, rooms: 3, totalPrice: 100 },
    });
    expect(taken.status(), await taken.text()).toBe(201);

    await page.goto(`/hotels/${hotel.id}`);
    const planner = page.getByRole('region', { name: 'Free nights and prices' });
    await expect(planner.getByRole('button', { name: `${spoken(fullNight)}, full` })).toBeDisabled();
    await expect(planner.getByRole('button', { name: `${spoken(addDays(today, 1))}, 3 rooms left` })).toBeEnabled();

    // The calendar's one Tab stop is today; arrows move, Enter chooses.
    await planner.getByRole('button', { name: new RegExp(`^${spoken(today)}, today`) }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await planner.getByLabel('Guests').selectOption('2');
    await expect(planner.getByText('1 night × $100.00 × 2 guests = $200.00')).toBeVisible();

    await planner.getByRole('link', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/booking\?/);
    const form = page.getByRole('form', { name: `Book ${title}` });
    await expect(form.getByLabel('Check-in date')).toHaveValue(addDays(today, 1));
    await expect(form.getByLabel('Check-out date')).toHaveValue(addDays(today, 2));
    await expect(form.getByLabel('Guests')).toHaveValue('2');
    await expect(form.getByRole('region', { name: 'Booking summary' })).toContainText('$200.00');

    // The form's calendar knows the same full night, and Escape leaves the dates as they were.
    const opener = form.getByRole('button', { name: 'Choose dates on a calendar' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Choose your dates' });
    // It shows one month, the check-in's; at a month's end the full night is in the next one.
    if (fullNight.slice(0, 7) !== addDays(today, 1).slice(0, 7)) await dialog.getByRole('button', { name: 'Go to the Next Month' }).click();
    await expect(dialog.getByRole('button', { name: `${spoken(fullNight)}, full` })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expect(form.getByLabel('Check-in date')).toHaveValue(addDays(today, 1));
  } finally {
    // Deleting the hotel cancels the test's booking with it.
    const adminToken = await demoToken(page.request, 'admin');
    await page.request.delete(`/api/hotels/${hotel.id}`, { headers: bearer(adminToken) });
  }
});
