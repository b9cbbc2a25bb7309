import { screen, within } from '@testing-library/react';
import { apiClient, type Language, type User } from '@ceylon/shared';
import { apiError, ok, renderPage, sessionUsers, signInAs, signOut } from '@ceylon/shared/testing';
import AccountPage from './account-page';

const customer: User = { ...sessionUsers.user, createdAt: '2025-01-01T00:00:00.000Z' };

function openAccount(language: Language | Error = 'si', options: Parameters<typeof renderPage>[1] = {}) {
  jest.spyOn(apiClient, 'get').mockImplementation((url: string) => {
    if (url === '/account/language') return language instanceof Error ? Promise.reject(language) : Promise.resolve(ok({ language }));
    return Promise.resolve(ok(customer));
  });
  return renderPage(<AccountPage />, { route: '/account', ...options });
}

const panel = async (name = 'Language of e-mails') => within(await screen.findByRole('region', { name }));

afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

it("shows the account's e-mail language, each named in itself, and saves another when it is chosen", async () => {
  signInAs('user');
  const { user } = openAccount('si');
  const languagePanel = await panel();
  const select = await languagePanel.findByRole('combobox', { name: 'Send my e-mails in' });
  expect(select).toHaveDisplayValue('සිංහල');
  expect(languagePanel.getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'සිංහල', 'தமிழ்']);

  let answer: (value: unknown) => void = () => {};
  const put = jest.spyOn(apiClient, 'put').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  await user.selectOptions(select, 'தமிழ்');
  expect(put).toHaveBeenCalledWith('/account/language', { language: 'ta' });
  expect(select).toHaveDisplayValue('தமிழ்');
  expect(select).toHaveAttribute('aria-busy', 'true');
  answer(ok({ language: 'ta' }));

  expect(await languagePanel.findByText('The language of your e-mails is saved.')).toHaveAttribute('role', 'status');
  expect(select).toHaveDisplayValue('தமிழ்');
  expect(select).toHaveAttribute('aria-busy', 'false');
});

it('puts the language back and says so when the change cannot be saved', async () => {
  signInAs('hotelOwner');
  const { user } = openAccount('en');
  const languagePanel = await panel();
  jest.spyOn(apiClient, 'put').mockRejectedValue(apiError(503, 'The service is busy'));
  await user.selectOptions(await languagePanel.findByRole('combobox', { name: 'Send my e-mails in' }), 'සිංහල');
  expect(await languagePanel.findByText('The language of your e-mails could not be saved. Please try again.')).toBeInTheDocument();
  expect(languagePanel.getByRole('combobox', { name: 'Send my e-mails in' })).toHaveDisplayValue('English');
});

it('says so when the language cannot be loaded, and the rest of the page still works', async () => {
  signInAs('user');
  openAccount(apiError(503, 'The service is busy'));
  expect(await screen.findByText('The language of your e-mails could not be loaded. Please reload the page.')).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Your details' })).toBeInTheDocument();
});

it('is in the page’s language on a Sinhala page, the options still each in their own', async () => {
  signInAs('user');
  openAccount('en', { language: 'si' });
  const languagePanel = await panel('ඊමේල්වල භාෂාව');
  expect(await languagePanel.findByRole('combobox', { name: 'මගේ ඊමේල් එවිය යුතු භාෂාව' })).toHaveDisplayValue('English');
  expect(languagePanel.getByRole('option', { name: 'தமிழ்' })).toBeInTheDocument();
});

it('shows the language the server answers the change with, without reading it again', async () => {
  signInAs('user');
  const { user } = openAccount('si');
  const languagePanel = await panel();
  const select = await languagePanel.findByRole('combobox', { name: 'Send my e-mails in' });
  const languageReads = () => jest.mocked(apiClient.get).mock.calls.filter(([url]) => url === '/account/language').length;
  expect(languageReads()).toBe(1);
  // The server has the last word: here another tab chose English while this one sent Tamil.
  jest.spyOn(apiClient, 'put').mockResolvedValue(ok({ language: 'en' }));
  await user.selectOptions(select, 'தமிழ்');
  expect(await languagePanel.findByText('The language of your e-mails is saved.')).toBeInTheDocument();
  expect(select).toHaveDisplayValue('English');
  expect(languageReads()).toBe(1);
});
