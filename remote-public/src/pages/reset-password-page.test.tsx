import { act, screen, waitFor } from '@testing-library/react';
import { apiClient, sessionStore } from '@ceylon/shared';
import { apiError, ok, renderPage, signInAs } from '@ceylon/shared/testing';
import ResetPasswordPage from './reset-password-page';

const DONE = 'Your password has been changed. Please log in with your new password.';
const INVALID = 'This reset link is invalid or has expired. Ask for a new one.';

/** A 400 naming the field, as the API sends it. */
const fieldError = (field: string, message: string) =>
  Object.assign(apiError(400, message), { response: { status: 400, data: { field, message } } });

async function choose(user: ReturnType<typeof renderPage>['user'], password: string, again = password) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('New password again'), again);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

afterEach(() => {
  jest.restoreAllMocks();
  act(() => sessionStore.logout());
});

describe('Reset password page', () => {
  it('sends the token from the link with the new password, then goes to /login saying so', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ message: DONE }));
    const { user, router } = renderPage(<ResetPasswordPage />, { route: '/reset-password#token=abc_DEF-123' });
    await choose(user, 'Monsoon#Kandy-2026');
    expect(post).toHaveBeenCalledWith('/auth/reset-password', { token: 'abc_DEF-123', password: 'Monsoon#Kandy-2026' });
    expect(await screen.findByText(DONE)).toBeInTheDocument();
    // The router moves in a transition, which may draw after the notice on a loaded machine.
    await waitFor(() => expect(router.path).toBe('/login'));
  });

  it('signs this browser out too, as the server ended every session', async () => {
    signInAs('user');
    jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ message: DONE }));
    const { user, router } = renderPage(<ResetPasswordPage />, { route: '/reset-password?token=abc' });
    await choose(user, 'Monsoon#Kandy-2026');
    expect(await screen.findByText(DONE)).toBeInTheDocument();
    expect(sessionStore.getState().user).toBeNull();
    await waitFor(() => expect(router.path).toBe('/login'));
  });

  it('checks the two passwords before sending', async () => {
    const post = jest.spyOn(apiClient, 'post');
    const { user } = renderPage(<ResetPasswordPage />, { route: '/reset-password#token=abc' });
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('Please enter your new password.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveFocus();
    await choose(user, 'short', 'short');
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('New password again'));
    await choose(user, 'Monsoon#Kandy-2026', 'Monsoon#Kandy-2027');
    expect(screen.getByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password again')).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows why the server refused the password, by the field', async () => {
    const reason = 'password is too easy to guess: this is a heavily used password';
    jest.spyOn(apiClient, 'post').mockRejectedValue(fieldError('password', reason));
    const { user, router } = renderPage(<ResetPasswordPage />, { route: '/reset-password#token=abc' });
    await choose(user, 'password123');
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(reason);
    expect(router.path).toBe('/reset-password');
  });

  it('offers a new link when this one is used or expired', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(fieldError('token', INVALID));
    const { user } = renderPage(<ResetPasswordPage />, { route: '/reset-password#token=abc' });
    await choose(user, 'Monsoon#Kandy-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('without a token, explains and links to a new one', () => {
    renderPage(<ResetPasswordPage />, { route: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs the link from the e-mail we sent.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});

describe('Reset password page in Tamil', () => {
  it('asks for the new password twice in Tamil and says what is wrong in it', async () => {
    const post = jest.spyOn(apiClient, 'post');
    const { user } = renderPage(<ResetPasswordPage />, { route: '/reset-password#token=abc', language: 'ta' });
    expect(screen.getByRole('heading', { level: 1, name: 'புதிய கடவுச்சொல்லைத் தேர்ந்தெடுங்கள்' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('புதிய கடவுச்சொல்'), 'short');
    await user.click(screen.getByRole('button', { name: 'புதிய கடவுச்சொல்லை அமை' }));
    expect(screen.getByText('குறைந்தது 8 எழுத்துகளைப் பயன்படுத்தவும்.')).toBeInTheDocument();
    expect(screen.getByText('புதிய கடவுச்சொல்லை மீண்டும் உள்ளிடவும்.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('without a token, explains in Tamil and links to a new one', () => {
    renderPage(<ResetPasswordPage />, { route: '/reset-password', language: 'ta' });
    expect(screen.getByRole('alert')).toHaveTextContent('இந்தப் பக்கத்துக்கு நாங்கள் அனுப்பிய மின்னஞ்சலிலுள்ள இணைப்பு தேவை.');
    expect(screen.getByRole('link', { name: 'புதிய இணைப்பைக் கேளுங்கள்' })).toHaveAttribute('href', '/forgot-password');
  });
});
