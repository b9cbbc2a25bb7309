import { screen, within } from '@testing-library/react';
import { apiClient } from '@ceylon/shared';
import { apiError, makeHotel, makePromotion, ok, renderPage, routeGets, signInAs, signOut } from '@ceylon/shared/testing';
import { englishPromotionTexts } from '@ceylon/shared/promotions';
import english from '../locales/en.json';
import HotelCalendarPage from './hotel-calendar-page';

const PROMOTIONS = '/hotels/h1/promotions';
const welcome = makePromotion('pr1', { hotelId: 'h1' });
const summer = makePromotion('pr2', {
  hotelId: 'h1',
  code: 'SUMMER',
  kind: 'amount',
  value: 15,
  appliesTo: 'booking',
  minNights: 3,
  maxUses: 100,
  maxUsesPerGuest: 1,
  uses: 4,
});
const lapsed = makePromotion('pr3', { hotelId: 'h1', code: 'SPRING', active: false, uses: 2 });

/** The calendar page's other answers, empty, and the hotel's codes. */
function answerGets(promotions: unknown[]) {
  const month = { month: '2099-01', rooms: 10, nights: [], bookedRoomNights: 0, sellableRoomNights: 0, occupancy: 0, revenue: 0 };
  return jest.spyOn(apiClient, 'get').mockImplementation(
    routeGets({
      '/hotels/h1': ok(makeHotel('h1', { title: 'Lake View' })),
      '/hotels/h1/occupancy': ok(month),
      '/hotels/h1/closures': ok([]),
      '/hotels/h1/seasons': ok([]),
      '/hotels/h1/taxes': ok({ charges: [] }),
      '/hotels/h1/calendar-export': ok({ url: 'https://stays.example/a.ics', createdAt: '2099-01-01T00:00:00.000Z' }),
      '/hotels/h1/calendar-feeds': ok([]),
      [PROMOTIONS]: ok({ promotions }),
    }),
  );
}

const open = () => renderPage(<HotelCalendarPage />, { route: '/owner/hotels/h1/calendar', path: '/owner/hotels/:id/calendar' });
const codeList = async () => within(await screen.findByRole('list', { name: 'Promotion codes' }));
const form = () => within(screen.getByRole('form', { name: 'Add a promotion code' }));

beforeEach(() => signInAs('hotelOwner'));
afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

it("lists the hotel's codes with their discount, dates, limits, uses and state, and offers Make inactive for a used one", async () => {
  answerGets([welcome, summer, lapsed]);
  open();
  const list = await codeList();
  const [first, second, third] = list.getAllByRole('listitem').map((item) => within(item));

  expect(first?.getByText(/10% off · Active/)).toBeInTheDocument();
  expect(first?.getByText('Stays starting 2099-01-01 to 2099-12-31')).toBeInTheDocument();
  expect(first?.getByText('No limits')).toBeInTheDocument();
  expect(first?.getByText('Not used yet')).toBeInTheDocument();
  expect(first?.getByRole('button', { name: 'Remove WELCOME10' })).toBeInTheDocument();

  expect(second?.getByText(/\$15\.00 off · Active/)).toBeInTheDocument();
  expect(second?.getByText('Bookings made 2099-01-01 to 2099-12-31')).toBeInTheDocument();
  expect(second?.getByText('At least 3 nights · 100 uses in all · 1 per guest')).toBeInTheDocument();
  expect(second?.getByText('Used 4 times')).toBeInTheDocument();
  expect(second?.queryByRole('button', { name: 'Remove SUMMER' })).not.toBeInTheDocument();
  expect(second?.getByRole('button', { name: 'Make SUMMER inactive' })).toBeInTheDocument();

  expect(third?.getByText(/10% off · Inactive/)).toBeInTheDocument();
  expect(third?.queryByRole('button', { name: /Remove|inactive/ })).not.toBeInTheDocument();
});

it('checks the boxes first, then creates a code with the body the API takes and lists it', async () => {
  const get = answerGets([]);
  const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok(summer, 201));
  const { user } = open();
  expect(await screen.findByText('No promotion codes yet.')).toBeInTheDocument();

  await user.click(form().getByRole('button', { name: 'Add code' }));
  expect(form().getByLabelText('Code')).toHaveAccessibleDescription('Fill this in');
  expect(post).not.toHaveBeenCalled();

  await user.type(form().getByLabelText('Code'), 'summer');
  await user.selectOptions(form().getByLabelText('Discount'), 'Amount off the room charge');
  await user.type(form().getByLabelText('Amount (USD)'), '15');
  await user.selectOptions(form().getByLabelText('The dates are'), 'Dates the booking is made');
  await user.type(form().getByLabelText('From'), '2099-01-01');
  await user.type(form().getByLabelText('Until'), '2099-12-31');
  await user.type(form().getByLabelText(/Fewest nights/), '3');
  await user.type(form().getByLabelText(/Uses in all/), '100');
  await user.type(form().getByLabelText(/Uses per guest/), '1');
  get.mockImplementation(routeGets({ [PROMOTIONS]: ok({ promotions: [summer] }) }));
  await user.click(form().getByRole('button', { name: 'Add code' }));

  expect(await screen.findByText('Promotion code added')).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith(PROMOTIONS, {
    code: 'summer',
    kind: 'amount',
    value: 15,
    validFrom: '2099-01-01',
    validUntil: '2099-12-31',
    appliesTo: 'booking',
    minNights: 3,
    maxUses: 100,
    maxUsesPerGuest: 1,
    active: true,
  });
  expect((await codeList()).getByText('SUMMER')).toBeInTheDocument();
  expect(form().getByLabelText('Code')).toHaveValue('');
});

it("shows the API's refusals under the box they name: a code taken (409) and dates out of order (400)", async () => {
  answerGets([welcome]);
  const put = jest
    .spyOn(apiClient, 'put')
    .mockRejectedValueOnce(apiError(409, 'The promotion code SUMMER is taken; codes are unique across the site'))
    .mockRejectedValueOnce(apiError(400, { field: 'validUntil', message: 'validUntil must not be before validFrom' }));
  const { user } = open();
  await user.click((await codeList()).getByRole('button', { name: 'Edit WELCOME10' }));
  const editing = within(screen.getByRole('form', { name: 'Change WELCOME10' }));

  const taken = 'The promotion code SUMMER is taken; codes are unique across the site';
  await user.click(editing.getByRole('button', { name: 'Save code' }));
  expect(await editing.findByText(taken)).toBeInTheDocument();
  expect(editing.getByLabelText('Code')).toHaveAccessibleDescription(taken);
  expect(put).toHaveBeenCalledWith(`${PROMOTIONS}/pr1`, expect.objectContaining({ code: 'WELCOME10', value: 10 }));

  await user.click(editing.getByRole('button', { name: 'Save code' }));
  expect(await editing.findByText('validUntil must not be before validFrom')).toBeInTheDocument();
  expect(editing.getByLabelText('Until')).toHaveAccessibleDescription('validUntil must not be before validFrom');
  expect(editing.getByLabelText('Code')).not.toHaveAttribute('aria-invalid');
});

it('removes an unused code only once it is confirmed, and makes a used one inactive', async () => {
  answerGets([welcome, summer]);
  const remove = jest.spyOn(apiClient, 'delete').mockResolvedValue(ok({ message: 'Promotion code deleted' }));
  const put = jest.spyOn(apiClient, 'put').mockResolvedValue(ok({ ...summer, active: false }));
  const { user } = open();
  const list = await codeList();

  await user.click(list.getByRole('button', { name: 'Remove WELCOME10' }));
  await user.click(await screen.findByRole('button', { name: 'Keep code' }));
  expect(remove).not.toHaveBeenCalled();
  await user.click(list.getByRole('button', { name: 'Remove WELCOME10' }));
  await user.click(await screen.findByRole('button', { name: 'Remove code' }));
  expect(await screen.findByText('Promotion code removed')).toBeInTheDocument();
  expect(remove).toHaveBeenCalledWith(`${PROMOTIONS}/pr1`);

  await user.click(list.getByRole('button', { name: 'Make SUMMER inactive' }));
  expect(await screen.findByText('Promotion code made inactive')).toBeInTheDocument();
  const { id: _id, hotelId: _hotel, uses: _uses, ...input } = summer;
  expect(put).toHaveBeenCalledWith(`${PROMOTIONS}/pr2`, { ...input, active: false });
});

test("the owner's English for the promotion codes is the shared section's, word for word, under owner.", () => {
  const expected = Object.fromEntries(Object.entries(englishPromotionTexts).map(([id, message]) => [`owner.${id}`, message]));
  expect(english).toMatchObject(expected);
});
