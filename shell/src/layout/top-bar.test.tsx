import { screen, within } from '@testing-library/react';
import type { Role } from '@ceylon/shared';
import { signInAs, signOut } from '@ceylon/shared/testing';
import { Guarded } from '../routes/guarded';
import { renderWithShell } from '../test/render-with-shell';

afterEach(signOut);

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

function linksOf(container: HTMLElement) {
  return within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('top bar for a visitor', () => {
  it('shows the public links, the brand to / and a Login button', () => {
    renderWithShell({ path: '/services' });

    expect(linksOf(mainNav())).toEqual([
      ['Home', '/'],
      ['Services', '/services'],
      ['Destinations', '/attractions'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ]);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Ceylon Stays' })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(banner).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(within(banner).queryByText(/^Hi!/)).not.toBeInTheDocument();
  });

  it('marks the link of the current page and follows a chosen link', async () => {
    const { user } = renderWithShell({ path: '/about' });

    expect(within(mainNav()).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

    await user.click(within(mainNav()).getByRole('link', { name: 'Destinations' }));

    expect(await screen.findByRole('heading', { name: 'Page /attractions' })).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Destinations' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  });
});

describe.each<[string, Role, string[][], string, string]>([
  [
    'an administrator',
    'admin',
    [
      ['Dashboard', '/admin/dashboard'],
      ['Manage Users', '/admin/UserManagement'],
      ['Manage Hotels', '/admin/HotelManagement'],
    ],
    '/admin/dashboard',
    '/admin/dashboard',
  ],
  [
    'a hotel owner',
    'hotelOwner',
    [
      ['Dashboard', '/owner/dashboard'],
      ['My Hotels', '/owner/my-hotels'],
      ['Add Hotel', '/owner/create-hotel'],
    ],
    '/owner/dashboard',
    '/owner/dashboard',
  ],
  [
    'a customer',
    'user',
    [
      ['Home', '/HomeUser'],
      ['Dashboard', '/customer/dashboard'],
      ['Hotels', '/browse-hotels'],
      ['My Bookings', '/customer/my-bookings'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ],
    '/HomeUser',
    '/customer/dashboard',
  ],
])('top bar for %s', (_who, role, links, brandTarget, dashboard) => {
  it('shows that role’s links, the greeting, the user menu and Logout', async () => {
    const { firstName } = signInAs(role);
    const { user } = renderWithShell({ path: '/contact' });

    expect(linksOf(mainNav())).toEqual(links);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText(`Hi! ${firstName}`)).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Ceylon Stays' })).toHaveAttribute('href', brandTarget);
    await user.click(within(banner).getByRole('button', { name: 'Account menu' }));
    expect(within(banner).getByRole('link', { name: 'My dashboard' })).toHaveAttribute('href', dashboard);
    expect(within(banner).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
    expect(within(banner).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});

describe('logging out from the top bar', () => {
  it('ends the session and lands on the home page, even from a page only signed-in users may see', async () => {
    signInAs('admin');
    const { user } = renderWithShell({
      path: '/admin/dashboard',
      pages: [{ path: '/admin/dashboard', element: <Guarded guard="admin">Admin only</Guarded> }],
    });
    expect(screen.getByText('Admin only')).toBeInTheDocument();

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(banner).queryByText(/^Hi!/)).not.toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Services' })).toBeInTheDocument();
  });
});
