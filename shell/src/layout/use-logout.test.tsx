import { screen, within } from '@testing-library/react';
import { apiClient, sessionStore } from '@ceylon/shared';
import { signInAs, signOut } from '@ceylon/shared/testing';
import { renderWithShell } from '../test/render-with-shell';

afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

describe('Logout', () => {
  it('ends the session on the server with the token it had, and clears it in the browser', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ status: 200, data: { message: 'Logged out' } });
    signInAs('user');
    const { user } = renderWithShell({ path: '/services' });

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' }));

    expect(post).toHaveBeenCalledWith('/auth/logout', undefined, { headers: { Authorization: 'Bearer token-user' } });
    expect(sessionStore.getState()).toEqual({ user: null, token: '' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('still logs out in the browser when the server cannot be reached', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(new Error('Network Error'));
    signInAs('admin');
    const { user } = renderWithShell({ path: '/services' });

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' }));

    expect(sessionStore.getState().user).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
