import { screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@ceylon/shared';
import { englishPromotionTexts } from '@ceylon/shared/promotions';
import { apiError, makePromotion, ok, renderPage, routeGets, signInAs, signOut } from '@ceylon/shared/testing';
import english from '../locales/en.json';
import PromotionsPage from './promotions-page';

const welcome = makePromotion('pr1');
const festive = makePromotion('pr2', { code: 'FESTIVE', kind: 'amount', value: 25, maxUsesPerGuest: 1, uses: 7 });

let get: jest.SpyInstance;

beforeEach(() => {
  signInAs('admin');
  get = jest.spyOn(apiClient, 'get').mockImplementation(routeGets({ '/promotions': ok({ promotions: [welcome, festive] }) }));
});

afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

const codeList = async () => within(await screen.findByRole('list', { name: 'Promotion codes' }));

test("the admin's English is the owner's, word for word, under admin.", () => {
  const expected = Object.fromEntries(Object.entries(englishPromotionTexts).map(([id, message]) => [`admin.${id}`, message]));
  expect(english).toMatchObject(expected);
});

it('lists the site-wide codes; a used one offers Make inactive, which sends the code back inactive', async () => {
  const put = jest.spyOn(apiClient, 'put').mockResolvedValue(ok({ ...festive, active: false }));
  const { user } = renderPage(<PromotionsPage />);
  const list = await codeList();
  expect(screen.getByRole('heading', { level: 1, name: 'Promotion codes' })).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/promotions', expect.anything());
  const [unused, used] = list.getAllByRole('listitem').map((item) => within(item));
  expect(unused?.getByText(/WELCOME10/)).toBeInTheDocument();
  expect(used?.getByText(/\$25\.00 off · Active/)).toBeInTheDocument();
  expect(used?.getByText('1 per guest')).toBeInTheDocument();
  expect(used?.getByText('Used 7 times')).toBeInTheDocument();
  expect(used?.queryByRole('button', { name: 'Remove FESTIVE' })).not.toBeInTheDocument();

  await user.click(list.getByRole('button', { name: 'Make FESTIVE inactive' }));
  expect(await screen.findByText('Promotion code made inactive')).toBeInTheDocument();
  expect(put).toHaveBeenCalledWith('/promotions/pr2', expect.objectContaining({ code: 'FESTIVE', active: false }));
  expect(put.mock.calls[0]?.[1]).not.toHaveProperty('uses');
});

it('creates a site-wide code, and shows a refused value under its box', async () => {
  const post = jest
    .spyOn(apiClient, 'post')
    .mockRejectedValueOnce(apiError(400, { field: 'value', message: 'A percentage can be at most 100' }))
    .mockResolvedValueOnce(ok(makePromotion('pr3', { code: 'MONSOON', value: 15 }), 201));
  const { user } = renderPage(<PromotionsPage />);
  await codeList();
  const form = within(screen.getByRole('form', { name: 'Add a promotion code' }));
  await user.type(form.getByLabelText('Code'), 'MONSOON');
  await user.type(form.getByLabelText('Percentage (%)'), '150');
  await user.type(form.getByLabelText('From'), '2099-05-01');
  await user.type(form.getByLabelText('Until'), '2099-09-30');
  await user.click(form.getByRole('button', { name: 'Add code' }));

  expect(await form.findByText('A percentage can be at most 100')).toBeInTheDocument();
  expect(form.getByLabelText('Percentage (%)')).toHaveAccessibleDescription('A percentage can be at most 100');
  expect(post).toHaveBeenCalledWith('/promotions', {
    code: 'MONSOON',
    kind: 'percent',
    value: 150,
    validFrom: '2099-05-01',
    validUntil: '2099-09-30',
    appliesTo: 'stay',
    minNights: null,
    maxUses: null,
    maxUsesPerGuest: null,
    active: true,
  });

  await user.clear(form.getByLabelText('Percentage (%)'));
  await user.type(form.getByLabelText('Percentage (%)'), '15');
  await user.click(form.getByRole('button', { name: 'Add code' }));
  expect(await screen.findByText('Promotion code added')).toBeInTheDocument();
  expect(post).toHaveBeenLastCalledWith('/promotions', expect.objectContaining({ code: 'MONSOON', value: 15 }));
});

it('asks in Sinhala before removing an unused code, and shows the 409 when it has been used meanwhile', async () => {
  const remove = jest
    .spyOn(apiClient, 'delete')
    .mockRejectedValue(apiError(409, 'This promotion code has been used; make it inactive instead'));
  const { user } = renderPage(<PromotionsPage />, { language: 'si' });
  const list = within(await screen.findByRole('list', { name: 'ප්‍රවර්ධන කේත' }));
  expect(screen.getByRole('heading', { level: 1, name: 'ප්‍රවර්ධන කේත' })).toBeInTheDocument();
  expect(list.getByText('වාර 7 ක් භාවිත කර ඇත')).toBeInTheDocument();

  await user.click(list.getByRole('button', { name: 'WELCOME10 ඉවත් කරන්න' }));
  await user.click(await screen.findByRole('button', { name: 'කේතය තබාගන්න' }));
  expect(remove).not.toHaveBeenCalled();

  await user.click(list.getByRole('button', { name: 'WELCOME10 ඉවත් කරන්න' }));
  expect(screen.getByText('මෙම ප්‍රවර්ධන කේතය ඉවත් කරන්නද? අමුත්තන්ට එය තවදුරටත් භාවිත කළ නොහැකි වනු ඇත.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'කේතය ඉවත් කරන්න' }));
  expect(await screen.findByText('This promotion code has been used; make it inactive instead')).toBeInTheDocument();
  expect(remove).toHaveBeenCalledWith('/promotions/pr1');
});

it('drops a removed code from the list, reading the codes again', async () => {
  const stored = [welcome, festive];
  get.mockImplementation(() => Promise.resolve(ok({ promotions: [...stored] })));
  jest.spyOn(apiClient, 'delete').mockImplementation(() => {
    stored.splice(stored.indexOf(welcome), 1);
    return Promise.resolve(ok(undefined, 204));
  });
  const { user } = renderPage(<PromotionsPage />);
  const list = await codeList();
  expect(list.getAllByRole('listitem')).toHaveLength(2);

  await user.click(list.getByRole('button', { name: 'Remove WELCOME10' }));
  await user.click(await screen.findByRole('button', { name: 'Remove code' }));

  expect(await screen.findByText('Promotion code removed')).toBeInTheDocument();
  await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(1));
  expect(list.queryByText(/WELCOME10/)).not.toBeInTheDocument();
  expect(get).toHaveBeenCalledTimes(2);
});
