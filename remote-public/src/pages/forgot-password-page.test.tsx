import { screen } from '@testing-library/react';
import { apiClient } from '@ceylon/shared';
import { apiError, ok, renderPage } from '@ceylon/shared/testing';
import ForgotPasswordPage from './forgot-password-page';

const SENT = "If an account exists for that address, we've sent a link to reset the password. It is valid for 30 minutes.";

afterEach(() => jest.restoreAllMocks());

describe('Forgot password page', () => {
  it('asks for a valid e-mail before sending anything', async () => {
    const post = jest.spyOn(apiClient, 'post');
    const { user } = renderPage(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter your email.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("sends the address and shows the server's answer, which says the same for every address", async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ message: SENT }, 202));
    const { user } = renderPage(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), ' nimal@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(post).toHaveBeenCalledWith('/auth/forgot-password', { email: 'nimal@example.com' });
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(screen.getByLabelText('Email')).toHaveValue('nimal@example.com');
  });

  it('says why when the server refuses, e.g. too many requests', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(apiError(429, 'Too many requests, please try again in 40 seconds'));
    const { user } = renderPage(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'nimal@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again in 40 seconds');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });

  it('links back to the login page', () => {
    renderPage(<ForgotPasswordPage />, { route: '/forgot-password' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
