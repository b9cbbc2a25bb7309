import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Navigate, RouterProvider } from 'react-router-dom';
import { apiClient, useSession, type LoginResponse } from '@ceylon/shared';
import { signOut, SiteProviders } from '@ceylon/shared/testing';
import LoginPage from './login-page';

// As the shell's route table does: /login sends a signed-in user to their home, and the booking
// form sends a visitor to /login remembering where they were going.
function GuestOnly({ children }: { children: ReactNode }) {
  return useSession().isSignedIn ? <Navigate to="/HomeUser" replace /> : <>{children}</>;
}
function SignedIn({ children }: { children: ReactNode }) {
  return useSession().isSignedIn ? <>{children}</> : <Navigate to="/login" state={{ from: '/booking?hotelId=h1' }} replace />;
}

const response: { data: LoginResponse } = {
  data: {
    user: { id: 'u1', firstName: 'Nimal', lastName: 'Silva', email: 'nimal@example.com', role: 'user', createdAt: '2025-01-01' },
    token: 'token-1',
  },
};

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  signOut();
});

it('inside the site’s guarded routes, login goes on to the page the visitor wanted, not to their home', async () => {
  jest.useFakeTimers();
  jest.spyOn(apiClient, 'post').mockResolvedValue(response);
  const router = createMemoryRouter(
    [
      {
        path: '/login',
        element: (
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        ),
      },
      {
        path: '/booking',
        element: (
          <SignedIn>
            <h1>Booking form</h1>
          </SignedIn>
        ),
      },
      { path: '/HomeUser', element: <h1>Home of the user</h1> },
    ],
    { initialEntries: ['/booking?hotelId=h1'] },
  );
  render(
    <SiteProviders>
      <RouterProvider router={router} />
    </SiteProviders>,
  );
  expect(router.state.location.pathname).toBe('/login');

  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.type(screen.getByLabelText('Email'), 'nimal@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await act(() => jest.advanceTimersByTimeAsync(1000));

  expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/booking?hotelId=h1');
  expect(screen.getByRole('heading', { name: 'Booking form' })).toBeInTheDocument();
});
