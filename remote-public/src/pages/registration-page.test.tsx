import { screen } from '@testing-library/react';
import { apiClient } from '@ceylon/shared';
import { apiError, renderPage } from '@ceylon/shared/testing';
import RegistrationPage from './registration-page';

async function fillAndSubmit(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByLabelText('First name'), 'Nimal');
  await user.type(screen.getByLabelText('Last name'), 'Silva');
  await user.type(screen.getByLabelText('Email'), 'nimal@example.com');
  await user.type(screen.getByLabelText('Password'), 'short');
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

afterEach(() => jest.restoreAllMocks());

describe('Registration page', () => {
  it('requires all four fields', async () => {
    const post = jest.spyOn(apiClient, 'post');
    const { user } = renderPage(<RegistrationPage />, { route: '/registration' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    for (const label of ['first name', 'last name', 'email', 'password']) {
      expect(screen.getByText(`Please enter your ${label}.`)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it('says Registration successful and goes to /login, sending the page language as the account language', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { message: 'ok' } });
    const { user, router } = renderPage(<RegistrationPage />, { route: '/registration' });
    await fillAndSubmit(user);
    expect(post).toHaveBeenCalledWith('/auth/register', {
      firstName: 'Nimal',
      lastName: 'Silva',
      email: 'nimal@example.com',
      password: 'short',
      language: 'en',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Registration successful');
    expect(router.path).toBe('/login');
  });

  it("shows the server's message and keeps what was typed", async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(apiError(400, 'password must be at least 8 characters'));
    const { user, router } = renderPage(<RegistrationPage />, { route: '/registration' });
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('password must be at least 8 characters');
    expect(router.path).toBe('/registration');
    expect(screen.getByLabelText('Email')).toHaveValue('nimal@example.com');
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('shows why the server refused the password', async () => {
    const reason = 'password is too easy to guess: this is a heavily used password';
    jest.spyOn(apiClient, 'post').mockRejectedValue(apiError(400, reason));
    const { user } = renderPage(<RegistrationPage />, { route: '/registration' });
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
  });

  it("says 'Error occurred' when the server gives no message", async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(new Error('Network Error'));
    const { user } = renderPage(<RegistrationPage />, { route: '/registration' });
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error occurred');
  });

  it('links to /login', () => {
    renderPage(<RegistrationPage />, { route: '/registration' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
