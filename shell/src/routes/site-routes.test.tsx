import { act, screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { createQueryClient, createTranslator, sessionStore, type Area, type Role } from '@ceylon/shared';
import { signInAs, signOut } from '@ceylon/shared/testing';
import { App } from '../app/app';
import { routerHolder } from '../app/site-router';
import { englishShellCatalog } from '../i18n/shell-text';
import { buildSiteRoutes } from './site-routes';

// Each area's page stands in as a heading naming the area and the module the route asked for.
jest.mock('../federation/area-registry', () => ({
  releaseOf: () => undefined,
  loadAreaPage: async (area: Area, module: string) => ({
    default: () => <h1>{`${area} ${module}`}</h1>,
  }),
}));

function openSite(path: string, queryClient = createQueryClient()) {
  const router = createMemoryRouter(buildSiteRoutes(), { initialEntries: [path] });
  render(<App routers={routerHolder(router)} queryClient={queryClient} i18n={createTranslator('en', [englishShellCatalog])} />);
  return router;
}

async function expectPage(router: ReturnType<typeof openSite>, path: string, heading: string) {
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe(path);
}

afterEach(signOut);

describe('the route table behind its guards', () => {
  it.each([
    ['/', 'public ./Home'],
    ['/about', 'public ./About'],
    ['/login', 'public ./Login'],
    ['/cancellations', 'public ./Info'],
    ['/forgot-password', 'public ./ForgotPassword'],
    ['/reset-password', 'public ./ResetPassword'],
  ])('a visitor opens %s', async (path, heading) => {
    await expectPage(openSite(path), path, heading);
  });

  it.each(['/HomeUser', '/browse-hotels', '/customer/my-bookings', '/admin/dashboard', '/owner/my-hotels', '/admin/outbox', '/account'])(
    'a visitor opening %s is sent to /login, which remembers the page',
    async (path) => {
      const router = openSite(path);
      await expectPage(router, '/login', 'public ./Login');
      expect(router.state.location.state).toEqual({ from: path });
    },
  );

  const roleCases: [Role, string, string, string][] = [
    ['user', '/customer/dashboard', '/customer/dashboard', 'customer ./Dashboard'],
    ['user', '/admin/dashboard', '/', 'public ./Home'],
    ['user', '/owner/dashboard', '/', 'public ./Home'],
    ['hotelOwner', '/owner/bookings/h-1', '/owner/bookings/h-1', 'owner ./HotelBookings'],
    ['hotelOwner', '/admin/UserManagement', '/', 'public ./Home'],
    ['hotelOwner', '/browse-hotels', '/browse-hotels', 'customer ./BrowseHotels'],
    ['admin', '/admin/HotelManagement', '/admin/HotelManagement', 'admin ./HotelManagement'],
    ['admin', '/admin/outbox', '/admin/outbox', 'admin ./Outbox'],
    ['user', '/admin/outbox', '/', 'public ./Home'],
    ['hotelOwner', '/admin/outbox', '/', 'public ./Home'],
    ['admin', '/owner/create-hotel', '/', 'public ./Home'],
    ['user', '/login', '/HomeUser', 'customer ./Landing'],
    ['hotelOwner', '/login', '/owner/dashboard', 'owner ./Dashboard'],
    ['admin', '/registration', '/admin/dashboard', 'admin ./Dashboard'],
    ['hotelOwner', '/HomeHotelOwner', '/owner/dashboard', 'owner ./Dashboard'],
    ['admin', '/User', '/admin/UserManagement', 'admin ./UserManagement'],
    ['admin', '/create-hotel', '/admin/HotelManagement', 'admin ./HotelManagement'],
    ['hotelOwner', '/create-hotel', '/owner/create-hotel', 'owner ./CreateHotel'],
    ['user', '/create-hotel', '/', 'public ./Home'],
    ['user', '/account', '/account', 'public ./Account'],
    ['hotelOwner', '/account', '/account', 'public ./Account'],
    ['admin', '/account', '/account', 'public ./Account'],
    ['user', '/reset-password', '/reset-password', 'public ./ResetPassword'],
    ['hotelOwner', '/forgot-password', '/forgot-password', 'public ./ForgotPassword'],
  ];

  it.each(roleCases)('a %s opening %s lands on %s', async (role, path, landing, heading) => {
    signInAs(role);
    await expectPage(openSite(path), landing, heading);
  });

  it('shows the branded not-found page for a path outside the table', async () => {
    openSite('/owner/nothing-here');
    expect(await screen.findByRole('heading', { name: "We couldn't find that page" })).toBeInTheDocument();
    expect(document.title).toBe('Page not found | Ceylon Stays');
  });

  it('titles each page with its name and the site name', async () => {
    openSite('/attractions');
    await screen.findByRole('heading', { name: 'public ./Destinations' });
    expect(document.title).toBe('Destinations | Ceylon Stays');
  });

  it('ends on /login, remembering the page, when the session expires', async () => {
    signInAs('user');
    const router = openSite('/customer/my-bookings?tab=past');
    await screen.findByRole('heading', { name: 'customer ./MyBookings' });
    act(() => sessionStore.expire());
    await expectPage(router, '/login', 'public ./Login');
    expect(router.state.location.state).toEqual({ from: '/customer/my-bookings?tab=past' });
  });

  it("forgets what the API answered one person when they leave or another signs in, but not a visitor's reads", async () => {
    const queryClient = createQueryClient();
    const cached = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey[0]);
    queryClient.setQueryData(['hotels'], []);
    openSite('/', queryClient);
    await screen.findByRole('heading', { name: 'public ./Home' });
    act(() => {
      signInAs('user');
    });
    expect(cached()).toEqual(['hotels']);
    queryClient.setQueryData(['bookings'], []);
    act(() => sessionStore.logout());
    expect(cached()).toEqual([]);

    act(() => {
      signInAs('hotelOwner');
    });
    queryClient.setQueryData(['owner'], []);
    act(() => {
      signInAs('admin');
    });
    expect(cached()).toEqual([]);
    queryClient.setQueryData(['users'], []);
    act(() => sessionStore.expire());
    expect(cached()).toEqual([]);
  });
});
