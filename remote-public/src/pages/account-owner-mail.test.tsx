import { screen, within } from '@testing-library/react';
import { apiClient, type OwnerMailSettings, type User } from '@ceylon/shared';
import { apiError, ok, renderPage, sessionUsers, signInAs, signOut } from '@ceylon/shared/testing';
import AccountPage from './account-page';

const owner: User = { ...sessionUsers.hotelOwner, createdAt: '2025-01-01T00:00:00.000Z' };
const allOn: OwnerMailSettings = { bookingMade: true, bookingCancelled: true, reviewWritten: true };

function openAccount(settings: OwnerMailSettings | Error = allOn) {
  jest.spyOn(apiClient, 'get').mockImplementation((url: string) => {
    if (url === '/account/owner-mail') return settings instanceof Error ? Promise.reject(settings) : Promise.resolve(ok(settings));
    return Promise.resolve(ok(owner));
  });
  return renderPage(<AccountPage />, { route: '/account' });
}

const switches = async () => within(await screen.findByRole('group', { name: 'Send me an e-mail about' }));

afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

it("shows an owner's mail switches as the server has them and saves one when it is turned", async () => {
  signInAs('hotelOwner');
  const { user } = openAccount({ ...allOn, reviewWritten: false });
  const group = await switches();
  expect(group.getByRole('switch', { name: 'A new booking' })).toBeChecked();
  expect(group.getByRole('switch', { name: 'A cancellation' })).toBeChecked();
  expect(group.getByRole('switch', { name: 'A new review' })).not.toBeChecked();

  let answer: (settings: unknown) => void = () => {};
  const patch = jest.spyOn(apiClient, 'patch').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  await user.click(group.getByRole('switch', { name: 'A new booking' }));
  expect(patch).toHaveBeenCalledWith('/account/owner-mail', { bookingMade: false });
  expect(group.getByRole('switch', { name: 'A new booking' })).not.toBeChecked();
  expect(screen.getByRole('group', { name: 'Send me an e-mail about' })).toHaveAttribute('aria-busy', 'true');
  answer(ok({ ...allOn, bookingMade: false, reviewWritten: false }));

  expect(await screen.findByText('Your e-mail settings are saved.')).toHaveAttribute('role', 'status');
  expect(group.getByRole('switch', { name: 'A new booking' })).not.toBeChecked();
  expect(screen.getByRole('group', { name: 'Send me an e-mail about' })).toHaveAttribute('aria-busy', 'false');
});

it('puts a switch back and says so when the change cannot be saved', async () => {
  signInAs('admin');
  const { user } = openAccount();
  const group = await switches();
  jest.spyOn(apiClient, 'patch').mockRejectedValue(apiError(503, 'The service is busy'));
  await user.click(group.getByRole('switch', { name: 'A cancellation' }));
  expect(await screen.findByText('Your e-mail settings could not be saved. Please try again.')).toBeInTheDocument();
  expect(group.getByRole('switch', { name: 'A cancellation' })).toBeChecked();
});

it('says so when the settings cannot be loaded', async () => {
  signInAs('hotelOwner');
  openAccount(apiError(503, 'The service is busy'));
  expect(await screen.findByText('Your e-mail settings could not be loaded. Please reload the page.')).toBeInTheDocument();
  expect(screen.getByText('Your details, your password and the e-mails about your hotels.')).toBeInTheDocument();
});

it('shows a customer no mail switches', async () => {
  signInAs('user');
  const get = jest.spyOn(apiClient, 'get').mockResolvedValue(ok(owner));
  renderPage(<AccountPage />, { route: '/account' });
  await screen.findByRole('form', { name: 'Your details' });
  expect(screen.queryByRole('group', { name: 'Send me an e-mail about' })).not.toBeInTheDocument();
  expect(get.mock.calls.map(([url]) => url)).not.toContain('/account/owner-mail');
});
