import { expect, pageIsInteractive, signIn, test } from '../fixtures';
import { addDays, bearer, myBookings, todayInColombo, uniqueFutureCheckIn } from '../support/customer';

// A seeded hotel with a 10% service charge and VAT 18% on top (api/README.md, demo data).
const HOTEL_TITLE = 'Fort Ramparts Boutique Hotel';

const usd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** A day as the calendar names it to a screen reader, e.g. "Sunday 10 March 2030". */
const spoken = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(',', '');

/** A night's button on a calendar that shows its price: "Friday 12 December 2026, 9 rooms left, $210.00 a night per guest…". */
const pricedNight = (date: string, price: number) => new RegExp(`^${spoken(date)}, .*${usd(price).replace('$', '\\$')} a night per guest`);

interface Night {
  date: string;
  availableRooms: number;
  price: number;
  minNights: number;
}

test('a guest sees Galle’s taxes and charges on the hotel page, the stay’s lines in its planner and each night’s price in the booking form’s calendar', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signIn(page, 'guest');
  const hotels = (await (await page.request.get('/api/hotels')).json()) as { id: string; title: string }[];
  const hotel = hotels.find((h) => h.title === HOTEL_TITLE);
  expect(hotel, `seeded hotel ${HOTEL_TITLE}`).toBeDefined();
  const nightsFrom = async (from: string, nights: number) =>
    (await (await page.request.get(`/api/hotels/${hotel!.id}/availability?from=${from}&nights=${nights}`)).json()) as Night[];

  // The list comes in the page the server renders, and the browser takes that page over without an error.
  const rendered = await (await request.get(`/hotels/${hotel!.id}`)).text();
  expect(rendered).toContain('VAT (18% on the charges before it)');
  errors.length = 0; // signIn's own page at the origin is a 404 of its own.
  await page.goto(`/hotels/${hotel!.id}`);
  const charges = page.getByRole('list', { name: 'Prices are per night per guest, before these taxes and charges:' });
  await expect(charges.getByRole('listitem')).toHaveText(['Service charge (10%)', 'VAT (18% on the charges before it)']);
  await pageIsInteractive(page);
  expect(errors).toEqual([]);

  // A stay soon, as long as its first night's minimum asks (two nights at least), on nights with a room free.
  const soon = await nightsFrom(addDays(todayInColombo(), 1), 20);
  const start = soon.findIndex((night, i) => soon.slice(i, i + Math.max(2, night.minNights)).every((n) => n.availableRooms > 0));
  expect(start, 'free nights in the next three weeks').toBeGreaterThanOrEqual(0);
  const checkIn = soon[start]!;
  const checkOut = addDays(checkIn.date, Math.max(2, checkIn.minNights));
  const planner = page.getByRole('region', { name: 'Free nights and prices' });
  await planner.getByRole('button', { name: pricedNight(checkIn.date, checkIn.price) }).click();
  await planner.getByRole('button', { name: new RegExp(`^${spoken(checkOut)}`) }).click();
  const lines = planner.getByLabel('Price breakdown');
  await expect(lines).toContainText('Room charge');
  await expect(lines).toContainText('Service charge (10%)');
  await expect(lines).toContainText('VAT (18% on the charges before it)');
  const plannedTotal = await planner.getByTestId('stay-grand-total').textContent();

  // Book Now: the form's lines come to the same total, and its calendar shows the nights' prices.
  await planner.getByRole('link', { name: 'Book Now' }).click();
  const form = page.getByRole('form', { name: `Book ${HOTEL_TITLE}` });
  await expect(form.getByTestId('stay-total')).toHaveText(plannedTotal ?? '');
  await form.getByRole('button', { name: 'Choose dates on a calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your dates' });
  const checkInDay = dialog.getByRole('button', { name: pricedNight(checkIn.date, checkIn.price) });
  await expect(checkInDay).toHaveAccessibleName(/, check-in$/);
  // Its price is written under the date too (without cents when it has none).
  await expect(checkInDay.locator('..')).toContainText(usd(checkIn.price).replace(/\.00$/, ''));
  await page.keyboard.press('Escape');

  // December dates, the south coast's high season in the demo data: the form's calendar opens on them with their prices.
  const today = todayInColombo();
  const december =
    `${today.slice(0, 4)}-12-10` > addDays(today, 1) ? `${today.slice(0, 4)}-12-10` : `${Number(today.slice(0, 4)) + 1}-12-10`;
  const [decemberNight] = await nightsFrom(december, 1);
  await page.goto(`/booking?hotelId=${hotel!.id}&checkIn=${december}&checkOut=${addDays(december, 2)}&guests=1`);
  await form.getByRole('button', { name: 'Choose dates on a calendar' }).click();
  await expect(dialog.getByRole('button', { name: pricedNight(december, decemberNight!.price) })).toBeVisible();
  await expect(form.getByRole('region', { name: 'Booking summary' }).getByLabel('Price breakdown')).toContainText('Service charge (10%)');
});

test('a guest sees the taxes and charges line by line before confirming, and the booking keeps the lines the server priced', async ({
  page,
}) => {
  const token = await signIn(page, 'guest');
  const hotels = (await (await page.request.get('/api/hotels')).json()) as { id: string; title: string }[];
  const hotel = hotels.find((h) => h.title === HOTEL_TITLE);
  expect(hotel, `seeded hotel ${HOTEL_TITLE}`).toBeDefined();
  const checkIn = uniqueFutureCheckIn();
  const checkOut = addDays(checkIn, 2);

  await page.goto(`/booking?hotelId=${hotel!.id}&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
  const form = page.getByRole('form', { name: `Book ${HOTEL_TITLE}` });
  const lines = form.getByRole('region', { name: 'Booking summary' }).getByLabel('Price breakdown');
  await expect(lines).toContainText('Room charge');
  await expect(lines).toContainText('Service charge (10%)');
  await expect(lines).toContainText('VAT (18% on the charges before it)');
  const shownTotal = await form.getByTestId('stay-total').textContent();

  await form.getByRole('button', { name: 'Confirm Booking' }).click();
  await page.waitForURL(/\/booking\/success\?id=/);
  const bookingId = new URL(page.url()).searchParams.get('id');
  try {
    // The server took the page's total (it refuses one that differs) and kept the lines it priced.
    const booked = (await myBookings(page.request, token)).find((b) => b.id === bookingId);
    const priceBreakdown = booked?.priceBreakdown;
    if (!booked || !priceBreakdown) throw new Error(`booking ${bookingId} has no price lines`);
    expect(usd(booked.totalPrice)).toBe(shownTotal);
    expect(priceBreakdown.total).toBe(booked.totalPrice);
    expect(priceBreakdown.charges.map((charge) => charge.name)).toEqual(['Service charge', 'VAT']);
    const cents = (amount: number) => Math.round(amount * 100);
    expect(cents(priceBreakdown.roomCharge) + priceBreakdown.charges.reduce((sum, c) => sum + cents(c.amount), 0)).toBe(
      cents(priceBreakdown.total),
    );

    // The success page and My Bookings show the same lines.
    const successLines = page.getByRole('main').getByLabel('Price breakdown');
    await expect(successLines).toContainText(`VAT (18% on the charges before it)${usd(priceBreakdown.charges[1]!.amount)}`);
    await expect(successLines).toContainText(`Total${usd(priceBreakdown.total)}`);
    await page.goto('/customer/my-bookings');
    const stay = page.getByRole('listitem').filter({ hasText: booked.reference ?? '' });
    await expect(stay.getByLabel('Price breakdown')).toContainText(`Service charge (10%)${usd(priceBreakdown.charges[0]!.amount)}`);
  } finally {
    await page.request.put(`/api/bookings/${bookingId}/cancel`, { headers: bearer(token) });
  }
});
