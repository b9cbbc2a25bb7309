import { screen, within } from '@testing-library/react';
import { apiClient } from '@ceylon/shared';
import { makeUser, renderPage, signInAs, signOut } from '@ceylon/shared/testing';
import UserManagementPage from './user-management-page';

const asha = makeUser('u1', { firstName: 'Asha', lastName: 'Perera', email: 'asha@example.com', role: 'hotelOwner' });

afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

describe('for non-admins', () => {
  it.each(['user', 'hotelOwner'] as const)("shows 'Access denied. Admins only.' to a %s without loading users", (role) => {
    signInAs(role);
    const get = jest.spyOn(apiClient, 'get');
    renderPage(<UserManagementPage />);
    expect(screen.getByText('Access denied. Admins only.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });
});

describe('for admins', () => {
  beforeEach(() => {
    signInAs('admin');
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('lists users with role labels', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [asha, makeUser('u2', { role: 'admin' })] });
    renderPage(<UserManagementPage />);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Asha Perera')).toBeInTheDocument();
    expect(within(table).getByText('Hotel Owner')).toBeInTheDocument();
    expect(within(table).getByText('Admin')).toBeInTheDocument();
  });

  it("says 'Failed to load users' when the list cannot be loaded", async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('down'));
    renderPage(<UserManagementPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load users');
  });

  it('Create User opens a blank modal with role user and sends the new user', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [asha] });
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: {} });
    const { user } = renderPage(<UserManagementPage />);
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Create User' }));
    const dialog = screen.getByRole('dialog', { name: 'Create User' });
    expect(within(dialog).getByLabelText('First Name')).toHaveValue('');
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(within(dialog).getByLabelText('Role')).toHaveValue('user');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['User', 'Admin', 'Hotel Owner']);

    await user.type(within(dialog).getByLabelText('First Name'), 'Kamal');
    await user.type(within(dialog).getByLabelText('Last Name'), 'Dias');
    await user.type(within(dialog).getByLabelText('Email'), 'kamal@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Hotel Owner');
    await user.type(within(dialog).getByLabelText('Password'), 'secret-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));

    expect(post).toHaveBeenCalledWith('/users', {
      firstName: 'Kamal',
      lastName: 'Dias',
      email: 'kamal@example.com',
      role: 'hotelOwner',
      password: 'secret-pass',
    });
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the new user once it is created, reading the users again', async () => {
    const kamal = makeUser('u3', { firstName: 'Kamal', lastName: 'Dias' });
    const stored = [asha];
    const get = jest.spyOn(apiClient, 'get').mockImplementation(() => Promise.resolve({ data: [...stored] }));
    jest.spyOn(apiClient, 'post').mockImplementation(() => {
      stored.push(kamal);
      return Promise.resolve({ data: {} });
    });
    const { user } = renderPage(<UserManagementPage />);
    const table = await screen.findByRole('table');
    expect(within(table).queryByText('Kamal Dias')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create User' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Create User' }));

    expect(await within(table).findByText('Kamal Dias')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it("keeps the modal open and says 'User creation failed' when creation fails", async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [] });
    jest.spyOn(apiClient, 'post').mockRejectedValue(new Error('409'));
    const { user } = renderPage(<UserManagementPage />);
    await screen.findByText('No users to show.');

    await user.click(screen.getByRole('button', { name: 'Create User' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User creation failed');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('Edit opens the modal pre-filled with the password blank, and a blank password is not sent', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [asha] });
    const put = jest.spyOn(apiClient, 'put').mockResolvedValue({ data: {} });
    const { user } = renderPage(<UserManagementPage />);

    await user.click(await screen.findByRole('button', { name: 'Edit Asha Perera' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByLabelText('First Name')).toHaveValue('Asha');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(within(dialog).getByLabelText('Role')).toHaveValue('hotelOwner');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');

    await user.clear(within(dialog).getByLabelText('Last Name'));
    await user.type(within(dialog).getByLabelText('Last Name'), 'Silva');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(put).toHaveBeenCalledWith('/users/u1', { firstName: 'Asha', lastName: 'Silva', email: 'asha@example.com', role: 'hotelOwner' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a new password when one is typed on edit', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [asha] });
    const put = jest.spyOn(apiClient, 'put').mockResolvedValue({ data: {} });
    const { user } = renderPage(<UserManagementPage />);

    await user.click(await screen.findByRole('button', { name: 'Edit Asha Perera' }));
    await user.type(screen.getByLabelText('Password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(put).toHaveBeenCalledWith('/users/u1', expect.objectContaining({ password: 'new-secret' }));
  });

  it("says 'Update failed' when the update fails", async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [asha] });
    jest.spyOn(apiClient, 'put').mockRejectedValue(new Error('500'));
    const { user } = renderPage(<UserManagementPage />);

    await user.click(await screen.findByRole('button', { name: 'Edit Asha Perera' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Update failed');
  });

  it('closes the modal on Escape', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [asha] });
    const { user } = renderPage(<UserManagementPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Asha Perera' }));
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before deleting, then deletes; a failure says so', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [asha] });
    const remove = jest.spyOn(apiClient, 'delete').mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce({ data: undefined });
    const { user } = renderPage(<UserManagementPage />);

    await user.click(await screen.findByRole('button', { name: 'Delete Asha Perera' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Are you sure you want to delete this user?');
    await user.click(screen.getByRole('button', { name: 'Keep user' }));
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Asha Perera' }));
    await user.click(screen.getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete user');

    await user.click(screen.getByRole('button', { name: 'Delete Asha Perera' }));
    await user.click(screen.getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('/users/u1');
  });
});

describe('in Sinhala', () => {
  beforeEach(() => signInAs('admin'));

  it('names the page, its columns, roles and buttons in Sinhala', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [asha] });
    const { user } = renderPage(<UserManagementPage />, { language: 'si' });
    const table = await screen.findByRole('table', { name: 'පරිශීලකයන්' });
    expect(screen.getByRole('heading', { level: 1, name: 'පරිශීලකයන් කළමනාකරණය' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'භූමිකාව' })).toBeInTheDocument();
    expect(within(table).getByText('හෝටල් හිමිකරු')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Asha Perera සංස්කරණය කරන්න' }));
    const dialog = screen.getByRole('dialog', { name: 'පරිශීලකයා සංස්කරණය කරන්න' });
    expect(within(dialog).getByRole('button', { name: 'වෙනස්කම් සුරකින්න' })).toBeInTheDocument();
    expect(within(dialog).getByText('වත්මන් මුරපදය තබාගැනීමට හිස්ව තබන්න.')).toBeInTheDocument();
  });
});
