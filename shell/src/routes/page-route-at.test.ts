import { isServerRendered, pageRouteAt } from './page-route-at';

test('finds the page route of a path as the router matches it: case-insensitive, one segment per parameter', () => {
  expect(pageRouteAt('/')?.module).toBe('./Home');
  expect(pageRouteAt('/About')?.module).toBe('./About');
  expect(pageRouteAt('/hotels/42')).toMatchObject({ area: 'customer', module: './HotelDetails' });
  expect(pageRouteAt('/booking/success')?.module).toBe('./BookingSuccess');
  expect(pageRouteAt('/hotels/42/more')).toBeUndefined();
  expect(pageRouteAt('/HomeHotelOwner')).toBeUndefined();
});

test('the server renders public and guest-only pages and the not-found page, never a signed-in page or a redirect', () => {
  for (const path of ['/', '/about', '/login', '/registration', '/forgot-password', '/privacy', '/hotels/42', '/no-such-page']) {
    expect({ path, server: isServerRendered(path) }).toEqual({ path, server: true });
  }
  for (const path of [
    '/account',
    '/customer/my-bookings',
    '/owner/dashboard',
    '/admin/outbox',
    '/booking',
    '/HomeHotelOwner',
    '/create-hotel',
  ]) {
    expect({ path, server: isServerRendered(path) }).toEqual({ path, server: false });
  }
});
