import { screen, within } from '@testing-library/react';
import { apiClient } from '@ceylon/shared';
import { apiError, renderPage, signInAs, signOut } from '@ceylon/shared/testing';
import UserManagementPage from './user-management-page';

beforeEach(() => signInAs('admin'));
afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

describe('the user modal and a refused password', () => {
  it("keeps 'User creation failed' and shows the server's reason by the Password field", async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [] });
    const reason = 'password is too easy to guess: this is a heavily used password';
    jest.spyOn(apiClient, 'post').mockRejectedValue(apiError(400, { field: 'password', message: reason }));
    const { user } = renderPage(<UserManagementPage />);
    await screen.findByText('No users to show.');

    await user.click(screen.getByRole('button', { name: 'Create User' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Password'), 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('User creation failed');
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(reason);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveValue('password');
  });

  it('shows nothing by the field when another field was refused', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [] });
    jest.spyOn(apiClient, 'post').mockRejectedValue(apiError(400, { field: 'email', message: 'email must be a valid e-mail address' }));
    const { user } = renderPage(<UserManagementPage />);
    await screen.findByText('No users to show.');

    await user.click(screen.getByRole('button', { name: 'Create User' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('User creation failed');
    expect(within(dialog).getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });
});
