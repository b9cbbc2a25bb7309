import { expect, signIn, test } from '../fixtures';
import { addDays, bearer, myBookings, uniqueFutureCheckIn } from '../support/customer';

// A seeded hotel with a 10% service charge and VAT 18% on top (api/README.md, demo data).
const HOTEL_TITLE = 'Fort Ramparts Boutique Hotel';

const usd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

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
