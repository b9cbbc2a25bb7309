import { expect, signIn, test } from '../fixtures';
import type { Page } from '@playwright/test';
import { axe } from '../support/accessibility';

// The demo guest's stay at this hotel ended days ago and is reported completed; the seed leaves it
// without a review. A server reused between runs may already have one: the journey then edits it.
const HOTEL_TITLE = 'Fort Ramparts Boutique Hotel';

async function hotelId(page: Page): Promise<string> {
  const response = await page.request.get('/api/hotels?limit=100');
  expect(response.status()).toBe(200);
  const hotel = ((await response.json()) as { id: string; title: string }[]).find((h) => h.title === HOTEL_TITLE);
  expect(hotel, `seeded hotel ${HOTEL_TITLE}`).toBeDefined();
  return hotel!.id;
}

/** No axe violation of any impact on the page as it is now (a dialog or a form open). */
async function expectAccessible(page: Page, screen: string) {
  const { violations } = await axe(page).analyze();
  expect(
    violations.map((v) => `${screen}: ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    'axe violations',
  ).toEqual([]);
}

/** A word of this run, so the journey finds its own text on a server reused between runs. */
const runWord = () => `run-${Date.now().toString(36)}`;

async function openMyBookings(page: Page) {
  await page.goto('/customer/my-bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  const card = page.getByRole('listitem', { name: HOTEL_TITLE }).filter({ hasText: 'completed' }).first();
  await expect(card).toBeVisible();
  return card;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`reviews at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('the guest reviews a completed stay, it shows on the hotel page as text, and the owner replies once', async ({ page }) => {
      const id = await hotelId(page);
      const word = runWord();
      const text = `<b>${word}</b> Walked the ramparts at sunset; the courtyard pool was calm.`;

      // The guest: Write a review (or Edit, on a reused server) in a dialog.
      await signIn(page, 'guest');
      const card = await openMyBookings(page);
      const action = card.getByRole('button', { name: new RegExp(`^(Write a review|Edit your review): ${HOTEL_TITLE}$`) });
      await action.click();
      const dialog = page.getByRole('dialog', { name: new RegExp(`at ${HOTEL_TITLE}$`) });
      await expect(dialog).toBeVisible();
      const textBox = dialog.getByRole('textbox', { name: 'Your review' });
      await textBox.fill('');
      await dialog.getByRole('button', { name: /^(Publish review|Save changes)$/ }).click();
      await expect(dialog.getByText('Please tell other guests about your stay')).toBeVisible();
      // The first field with a problem takes focus: the rating when none is chosen yet (a new review).
      const writing = (await dialog.getByRole('radio', { checked: true }).count()) === 0;
      if (writing) {
        await expect(dialog.getByText('Please choose a rating from 1 to 5')).toBeVisible();
        await expect(dialog.getByRole('radio', { name: '1 – Poor' })).toBeFocused();
      } else {
        await expect(textBox).toBeFocused();
      }
      await expectAccessible(page, 'the review dialog with errors');

      await dialog.getByRole('radio', { name: '4 – Very good' }).check();
      await textBox.fill(text);
      await expect(dialog.getByText(`${[...text].length} of 2,000 characters`)).toBeVisible();
      await dialog.getByRole('button', { name: /^(Publish review|Save changes)$/ }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(/Thank you! Your review is published\.|Your review is updated\./)).toBeVisible();
      await expect(card).toContainText('You rated this stay 4 out of 5');
      await expect(card.getByRole('button', { name: `Edit your review: ${HOTEL_TITLE}` })).toBeVisible();

      // The hotel page: the guest score and count, and the review, its markup shown as text.
      await page.goto(`/hotels/${id}`);
      const reviews = page.getByRole('region', { name: 'Guest reviews' });
      await expect(reviews).toContainText(/Guest score \d+\.\d · \d+ reviews/);
      const mine = reviews.getByRole('listitem', { name: 'Review by Nimal S.' }).filter({ hasText: word });
      await expect(mine).toBeVisible();
      await expect(mine.getByText(text)).toBeVisible();
      await expect(mine.locator('b')).toHaveCount(0);
      await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
      await expectAccessible(page, 'the hotel page with reviews');

      // The owner answers it once, from the hotel's bookings page.
      await signIn(page, 'owner');
      await page.goto(`/owner/bookings/${id}`);
      const ownerView = page.getByRole('region', { name: 'Guest reviews' });
      const theirs = ownerView.getByRole('listitem', { name: 'Review by Nimal S.' }).filter({ hasText: word });
      await expect(theirs).toBeVisible();
      const reply = theirs.getByRole('button', { name: 'Reply to Nimal S.' });
      if (await reply.isVisible()) {
        await reply.click();
        await theirs.getByRole('textbox', { name: /Your reply/ }).fill(`Thank you for staying with us (${word}).`);
        await expectAccessible(page, 'the owner replying');
        await theirs.getByRole('button', { name: 'Publish reply' }).click();
        await expect(page.getByText('Your reply is published')).toBeVisible();
      }
      await expect(theirs).toContainText('Reply from the owner');
      await expect(theirs.getByRole('button', { name: 'Reply to Nimal S.' })).toHaveCount(0);

      // Everyone sees the reply under the review; the card in the hotel list shows the guest score.
      await page.goto(`/hotels/${id}`);
      await expect(page.getByRole('listitem', { name: 'Review by Nimal S.' }).filter({ hasText: word })).toContainText(
        'Reply from the owner',
      );
      await signIn(page, 'guest');
      await page.goto('/browse-hotels');
      const hotelCard = page.getByRole('article', { name: HOTEL_TITLE });
      await expect(hotelCard.getByText(/^Guest score \d+\.\d · \d+ reviews$/)).toBeVisible();
    });
  });
}
