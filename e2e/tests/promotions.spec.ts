import { expect, signIn, test } from '../fixtures';
import { addDays, bearer, myBookings, uniqueFutureCheckIn } from '../support/customer';
import { usd } from '../support/owner-admin';

// The demo's live site-wide code (README's demo table) on a seeded hotel with a 10% service charge
// and VAT 18% on top (api/README.md, demo data): the charges are taken of the discounted room charge.
const CODE = 'WELCOME10';
const HOTEL_TITLE = 'Fort Ramparts Boutique Hotel';

test('a guest applies WELCOME10 on the booking page, sees the discount before Confirm, books, and My Bookings shows it; a bad code says why', async ({
  page,
}) => {
  const token = await signIn(page, 'guest');
  const hotels = (await (await page.request.get('/api/hotels')).json()) as { id: string; title: string }[];
  const hotel = hotels.find((h) => h.title === HOTEL_TITLE);
  expect(hotel, `seeded hotel ${HOTEL_TITLE}`).toBeDefined();
  // WELCOME10 is for stays starting within a year of the seed: 60 to 309 days ahead.
  const checkIn = uniqueFutureCheckIn(250);
  const checkOut = addDays(checkIn, 2);

  await page.goto(`/booking?hotelId=${hotel!.id}&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
  const form = page.getByRole('form', { name: `Book ${HOTEL_TITLE}` });
  const lines = form.getByRole('region', { name: 'Booking summary' }).getByLabel('Price breakdown');
  await expect(lines).toContainText('Room charge');
  const fullTotal = await form.getByTestId('stay-total').textContent();

  const field = form.getByLabel('Promotion code');
  await field.fill('NO-SUCH-CODE');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form.getByRole('alert')).toHaveText('There is no such promotion code');
  await expect(form.getByTestId('stay-total')).toHaveText(fullTotal ?? '');

  await field.fill(CODE.toLowerCase());
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form.getByText(`Promotion code ${CODE} applied`)).toBeVisible();
  await expect(lines).toContainText(`Promotion code ${CODE}`);
  const shownTotal = await form.getByTestId('stay-total').textContent();
  expect(shownTotal).not.toBe(fullTotal);

  await form.getByRole('button', { name: 'Confirm Booking' }).click();
  await page.waitForURL(/\/booking\/success\?id=/);
  const bookingId = new URL(page.url()).searchParams.get('id');
  try {
    const booked = (await myBookings(page.request, token)).find((b) => b.id === bookingId);
    const priceBreakdown = booked?.priceBreakdown;
    if (!booked || !priceBreakdown?.discount) throw new Error(`booking ${bookingId} has no discount`);
    expect(usd(booked.totalPrice)).toBe(shownTotal);
    const cents = (amount: number) => Math.round(amount * 100);
    // 10% of the room charge, and the lines add up to the total.
    expect(cents(priceBreakdown.discount.amount)).toBe(Math.round(cents(priceBreakdown.roomCharge) / 10));
    expect(
      cents(priceBreakdown.roomCharge) -
        cents(priceBreakdown.discount.amount) +
        priceBreakdown.charges.reduce((sum, c) => sum + cents(c.amount), 0),
    ).toBe(cents(priceBreakdown.total));

    await page.goto('/customer/my-bookings');
    const stay = page.getByRole('listitem').filter({ hasText: booked.reference ?? '' });
    await expect(stay.getByLabel('Price breakdown')).toContainText(`Promotion code ${CODE}−${usd(priceBreakdown.discount.amount)}`);
  } finally {
    await page.request.put(`/api/bookings/${bookingId}/cancel`, { headers: bearer(token) });
  }
});
