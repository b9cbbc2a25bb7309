import { act, screen } from '@testing-library/react';
import { apiClient, sessionStore, type LoginResponse, type Role } from '@ceylon/shared';
import { PREVIOUS_PAGE, renderPage } from '@ceylon/shared/testing';
import LoginPage from './login-page';

function loginResponse(role: Role): { data: LoginResponse } {
  return {
    data: {
      user: { id: 'u1', firstName: 'Nimal', lastName: 'Silva', email: 'nimal@example.com', role, createdAt: '2025-01-01' },
      token: 'token-1',
    },
  };
}

async function fillAndSubmit(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByLabelText('Email'), 'nimal@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

// Lets the mocked request settle without moving the fake clock (findBy* would advance it).
const settle = () => act(() => jest.advanceTimersByTimeAsync(0));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  act(() => sessionStore.logout());
});

describe('Login page', () => {
  it('asks for a valid email and a password before sending anything', async () => {
    const post = jest.spyOn(apiClient, 'post');
    const { user } = renderPage(<LoginPage />, { route: '/login', fakeTimers: true });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Please enter your email.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("is a form the browser would send by POST, should it send it before the page is React's: the password never in the address", () => {
    renderPage(<LoginPage />, { route: '/login', fakeTimers: true });
    expect(screen.getByRole('form', { name: 'Log in' })).toHaveAttribute('method', 'post');
  });

  it('starts as a Login button in the brand colour', () => {
    renderPage(<LoginPage />, { route: '/login', fakeTimers: true });
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toBeEnabled();
    expect(button).toHaveStyle({ background: '#0b6e4f' });
  });

  it.each([
    ['user', '/HomeUser'],
    ['hotelOwner', '/owner/dashboard'],
    ['admin', '/admin/dashboard'],
  ] as const)('shows a green, disabled Login Success, then sends a %s to %s after 500 ms', async (role, home) => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(loginResponse(role));
    const { user, router } = renderPage(<LoginPage />, { route: '/login', fakeTimers: true });
    await fillAndSubmit(user);

    expect(post).toHaveBeenCalledWith('/auth/login', { email: 'nimal@example.com', password: 'secret-pass' });
    const button = (await settle(), screen.getByRole('button', { name: 'Login Success' }));
    expect(button).toBeDisabled();
    expect(button).toHaveStyle({ background: '#1a7f37' });

    act(() => jest.advanceTimersByTime(499));
    expect(router.path).toBe('/login');
    act(() => jest.advanceTimersByTime(1));
    expect(router.path).toBe(home);
    expect(sessionStore.getState()).toMatchObject({ token: 'token-1', user: { role } });
    // replace: Back does not return to the login form.
    act(() => void router.navigate(-1));
    expect(router.path).toBe(PREVIOUS_PAGE);
  });

  it('takes the user to the page they were going to before login', async () => {
    jest.spyOn(apiClient, 'post').mockResolvedValue(loginResponse('user'));
    const { user, router } = renderPage(<LoginPage />, {
      route: '/login',
      state: { from: '/booking?hotelId=h1' },
      fakeTimers: true,
    });
    await fillAndSubmit(user);
    await settle();
    screen.getByRole('button', { name: 'Login Success' });
    act(() => jest.advanceTimersByTime(500));
    expect(router.path).toBe('/booking?hotelId=h1');
  });

  it('shows a red Login Failed for 2 seconds, then Login again', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(new Error('401'));
    const { user, router } = renderPage(<LoginPage />, { route: '/login', fakeTimers: true });
    await fillAndSubmit(user);

    const button = (await settle(), screen.getByRole('button', { name: 'Login Failed' }));
    expect(button).toHaveStyle({ background: '#c62828' });
    expect(sessionStore.getState().user).toBeNull();

    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Login Failed' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(router.path).toBe('/login');
  });

  it('goes back with Back and links to registration and to a password reset', async () => {
    const { user, router } = renderPage(<LoginPage />, { route: '/login', fakeTimers: true });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/registration');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.path).toBe(PREVIOUS_PAGE);
  });
});
