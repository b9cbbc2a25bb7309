import { expect, signIn, test } from '../fixtures';
import { addDays, bearer, demoToken, myBookings, uniqueFutureCheckIn } from '../support/customer';

// A stay as a traveller plans it: dates, guests and rooms from the address to the
// cards' totals, through the booking form, to a booking that holds two rooms; then the same search
// finds the hotel full and offers the nearest free dates.

const runId = `s${Date.now().toString(36)}`;
const title = `Stays ${runId} Lagoon Villa`;

test('two rooms for two nights: the stay total on the card, the rooms carried to the booking, then the nearest free dates', async ({
  page,
}) => {
  // A hotel of two rooms at $100 a night that only this test searches for.
  const ownerToken = await demoToken(page.request, 'owner');
  const created = await page.request.post('/api/hotels', {
    headers: bearer(ownerToken),
    data: {
      title,
      location: 'Bentota',
      price: 100,
      description: 'Two rooms by the lagoon.',
      imageUrl: '/api/assets/hotels/galle.svg',
      rating: 4.2,
      bestSeller: false,
      rooms: 2,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const hotel = (await created.json()) as { id: string };

  try {
    const token = await signIn(page, 'guest');
    const checkIn = uniqueFutureCheckIn();
    const checkOut = addDays(checkIn, 2);
    const search = new URLSearchParams({ q: runId, checkIn, checkOut, guests: '2', rooms: '2' });

    await page.goto(`/browse-hotels?${search.toString()}`);
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(page.getByText('1 hotel found')).toBeVisible();
    // docs/product.md §9: $100 × 2 nights × 2 guests; the rating as a number beside the stars.
    await expect(card.getByText('$400.00 for 2 nights')).toBeVisible();
    await expect(card.getByText('Only 2 rooms left')).toBeVisible();
    await expect(card.getByText('4.2', { exact: true })).toBeVisible();

    await card.getByRole('link', { name: `Book Now: ${title}` }).click();
    await expect(page).toHaveURL(/\/booking\?/);
    const form = page.getByRole('form', { name: `Book ${title}` });
    await expect(form.getByLabel('Rooms')).toHaveValue('2');
    const summary = form.getByRole('region', { name: 'Booking summary' });
    await expect(summary).toContainText('$100.00 / night');
    await expect(summary).toContainText('$400.00');
    await form.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page).toHaveURL(/\/booking\/success/, { timeout: 30_000 });

    const booked = (await myBookings(page.request, token)).filter((booking) => booking.hotelId === hotel.id);
    expect(booked.map((booking) => [booking.checkIn, booking.checkOut, booking.guests, booking.totalPrice])).toEqual([
      [checkIn, checkOut, 2, 400],
    ]);
    const full = await page.request.get(`/api/hotels/${hotel.id}/availability?from=${checkIn}&nights=2`);
    expect(await full.json()).toEqual([
      { date: checkIn, availableRooms: 0, price: 100, minNights: 1 },
      { date: addDays(checkIn, 1), availableRooms: 0, price: 100, minNights: 1 },
    ]);

    // Both rooms are taken on those nights: the search says so and offers the nearest stay of two nights.
    await page.goto(`/browse-hotels?${new URLSearchParams({ q: runId, checkIn, checkOut, guests: '2', rooms: '1' }).toString()}`);
    await expect(page.getByText('No hotels found matching your criteria.')).toBeVisible();
    const earlier = { checkIn: addDays(checkIn, -2), checkOut: checkIn };
    const offer = page.getByRole('button', { name: `${earlier.checkIn} to ${earlier.checkOut}` });
    await expect(offer).toBeVisible();
    await offer.click();
    await expect(page).toHaveURL(new RegExp(`checkIn=${earlier.checkIn}`));
    await expect(page).toHaveURL(new RegExp(`checkOut=${earlier.checkOut}`));
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    await expect(page.getByRole('article', { name: title }).getByText('$400.00 for 2 nights')).toBeVisible();
  } finally {
    // Deleting the hotel cancels the test's stay with it.
    const adminToken = await demoToken(page.request, 'admin');
    await page.request.delete(`/api/hotels/${hotel.id}`, { headers: bearer(adminToken) });
  }
});
