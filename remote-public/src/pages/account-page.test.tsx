import { screen, within } from '@testing-library/react';
import { apiClient, sessionStore, type User } from '@ceylon/shared';
import { apiError, ok, renderPage, sessionUsers, signInAs, signOut } from '@ceylon/shared/testing';
import AccountPage from './account-page';

const customer: User = { ...sessionUsers.user, createdAt: '2025-01-01T00:00:00.000Z' };

/** A 400 naming the field, as the API sends it. */
const fieldError = (field: string, message: string) =>
  Object.assign(apiError(400, message), { response: { status: 400, data: { field, message } } });

function openAccount(account: User = customer) {
  jest.spyOn(apiClient, 'get').mockResolvedValue(ok(account));
  return renderPage(<AccountPage />, { route: '/account' });
}

const details = () => screen.getByRole('form', { name: 'Your details' });
const passwordForm = () => screen.getByRole('form', { name: 'Change password' });
const closeForm = () => screen.getByRole('form', { name: 'Close account' });

afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

describe('Account page', () => {
  it('shows the account as the server has it, and the top bar learns of a newer name', async () => {
    signInAs('user');
    openAccount({ ...customer, firstName: 'Kamal' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account...');
    expect(await within(await screen.findByRole('form', { name: 'Your details' })).findByLabelText('First name')).toHaveValue('Kamal');
    expect(within(details()).getByLabelText('Last name')).toHaveValue(customer.lastName);
    expect(within(details()).getByLabelText('Email')).toHaveValue(customer.email);
    expect(sessionStore.getState().user?.firstName).toBe('Kamal');
  });

  it('says so when the account cannot be loaded', async () => {
    signInAs('user');
    jest.spyOn(apiClient, 'get').mockRejectedValue(apiError(503, 'The service is busy'));
    renderPage(<AccountPage />, { route: '/account' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account could not be loaded.');
  });

  it('saves new names without asking for the password, and greets by the new name', async () => {
    signInAs('user');
    const { user } = openAccount();
    await screen.findByRole('form', { name: 'Your details' });
    const patch = jest.spyOn(apiClient, 'patch').mockResolvedValue(ok({ ...customer, firstName: 'Kamal' }));
    await user.clear(within(details()).getByLabelText('First name'));
    await user.type(within(details()).getByLabelText('First name'), ' Kamal ');
    expect(within(details()).queryByLabelText(/Current password/)).not.toBeInTheDocument();
    await user.click(within(details()).getByRole('button', { name: 'Save details' }));
    expect(patch).toHaveBeenCalledWith('/account', { firstName: 'Kamal', lastName: customer.lastName });
    expect(await screen.findByText('Your details have been saved')).toBeInTheDocument();
    expect(sessionStore.getState()).toMatchObject({ user: { firstName: 'Kamal' }, token: 'token-user' });
  });

  it('asks for the current password to change the e-mail, and shows a taken address by the field', async () => {
    signInAs('user');
    const { user } = openAccount();
    await screen.findByRole('form', { name: 'Your details' });
    const patch = jest.spyOn(apiClient, 'patch').mockRejectedValueOnce(apiError(409, 'An account with this e-mail already exists'));
    await user.clear(within(details()).getByLabelText('Email'));
    await user.type(within(details()).getByLabelText('Email'), 'kamal@example.com');
    await user.click(within(details()).getByRole('button', { name: 'Save details' }));
    const password = within(details()).getByLabelText('Current password (to change your e-mail)');
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription('Please enter your current password to change your e-mail.');
    expect(patch).not.toHaveBeenCalled();

    await user.type(password, 'Guest#2025');
    await user.click(within(details()).getByRole('button', { name: 'Save details' }));
    expect(patch).toHaveBeenCalledWith('/account', {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: 'kamal@example.com',
      currentPassword: 'Guest#2025',
    });
    expect(await within(details()).findByText('An account with this e-mail already exists')).toBeInTheDocument();
    expect(within(details()).getByLabelText('Email')).toHaveAccessibleDescription('An account with this e-mail already exists');
    expect(sessionStore.getState().user?.email).toBe(customer.email);
  });

  it('changes the password with the current one and empties the form', async () => {
    signInAs('hotelOwner');
    const { user } = openAccount({ ...sessionUsers.hotelOwner, createdAt: '2025-01-01T00:00:00.000Z' });
    await screen.findByRole('form', { name: 'Change password' });
    const post = jest
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(fieldError('currentPassword', 'Your current password is not right'))
      .mockResolvedValueOnce(ok({ message: 'Your password has been changed. You have been signed out everywhere else.' }));
    const form = passwordForm();

    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByText('Please enter your current password.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Current password'), 'wrong-one');
    await user.type(within(form).getByLabelText('New password'), 'Monsoon#Kandy-2026');
    await user.type(within(form).getByLabelText('New password again'), 'Monsoon#Kandy-2026');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Your current password is not right')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Current password'));
    await user.type(within(form).getByLabelText('Current password'), 'Owner#2025');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(post).toHaveBeenLastCalledWith('/account/password', { currentPassword: 'Owner#2025', newPassword: 'Monsoon#Kandy-2026' });
    expect(await screen.findByText('Your password has been changed. You have been signed out everywhere else.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
    expect(within(form).getByLabelText('New password')).toHaveValue('');
    expect(sessionStore.getState().user).not.toBeNull();
  });

  it('lets only a customer close the account', async () => {
    signInAs('hotelOwner');
    openAccount({ ...sessionUsers.hotelOwner, createdAt: '2025-01-01T00:00:00.000Z' });
    await screen.findByRole('form', { name: 'Your details' });
    expect(screen.queryByRole('form', { name: 'Close account' })).not.toBeInTheDocument();
  });

  it('closes a customer account only after the confirm dialog, then signs out and goes home', async () => {
    signInAs('user');
    const { user, router } = openAccount();
    await screen.findByRole('form', { name: 'Close account' });
    const remove = jest.spyOn(apiClient, 'delete').mockResolvedValue(ok({ message: 'Your account has been closed.' }));

    await user.click(within(closeForm()).getByRole('button', { name: 'Close my account' }));
    expect(within(closeForm()).getByLabelText('Current password')).toHaveAccessibleDescription('Please enter your current password.');
    await user.type(within(closeForm()).getByLabelText('Current password'), 'Guest#2025');

    await user.click(within(closeForm()).getByRole('button', { name: 'Close my account' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Close your account? Stays that have not begun will be cancelled, and you will be signed out.');
    expect(within(dialog).getByRole('button', { name: 'Keep account' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep account' }));
    expect(remove).not.toHaveBeenCalled();
    expect(sessionStore.getState().user).not.toBeNull();

    await user.click(within(closeForm()).getByRole('button', { name: 'Close my account' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Close account' }));
    expect(remove).toHaveBeenCalledWith('/account', { data: { currentPassword: 'Guest#2025' } });
    expect(await screen.findByText('Your account has been closed.')).toBeInTheDocument();
    expect(router.path).toBe('/');
    expect(sessionStore.getState().user).toBeNull();
  });

  it('keeps the customer signed in when the password is wrong', async () => {
    signInAs('user');
    const { user, router } = openAccount();
    await screen.findByRole('form', { name: 'Close account' });
    jest.spyOn(apiClient, 'delete').mockRejectedValue(fieldError('currentPassword', 'Your current password is not right'));
    await user.type(within(closeForm()).getByLabelText('Current password'), 'wrong-one');
    await user.click(within(closeForm()).getByRole('button', { name: 'Close my account' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Close account' }));
    expect(await within(closeForm()).findByText('Your current password is not right')).toBeInTheDocument();
    expect(router.path).toBe('/account');
    expect(sessionStore.getState().user).not.toBeNull();
  });
});
