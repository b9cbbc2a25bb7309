import { describeSession } from './session';
import type { SessionUser } from './session-user';
import { pathAfterLogin } from './return-to';
import { dashboardForRole } from './home-for-role';

const user = (role: SessionUser['role']): SessionUser => ({ id: '1', firstName: 'A', lastName: 'B', email: 'a@b.c', role });

describe('session flags', () => {
  it.each([
    ['admin', { isAdmin: true, isHotelOwner: false, isCustomer: false }],
    ['hotelOwner', { isAdmin: false, isHotelOwner: true, isCustomer: false }],
    ['user', { isAdmin: false, isHotelOwner: false, isCustomer: true }],
  ] as const)('%s', (role, flags) => {
    expect(describeSession({ user: user(role), token: 't' })).toMatchObject({ isSignedIn: true, ...flags });
  });

  it('a visitor is none of them', () => {
    expect(describeSession({ user: null, token: '' })).toMatchObject({
      isSignedIn: false,
      isAdmin: false,
      isHotelOwner: false,
      isCustomer: false,
    });
  });
});

describe('after login', () => {
  it.each([
    ['admin', '/admin/dashboard'],
    ['hotelOwner', '/owner/dashboard'],
    ['user', '/HomeUser'],
    ['someone-else', '/'],
  ])('a %s goes to %s', (role, path) => {
    expect(pathAfterLogin(undefined, role)).toBe(path);
  });

  it('goes back to the page the user wanted', () => {
    expect(pathAfterLogin({ from: '/booking?hotelId=42' }, 'user')).toBe('/booking?hotelId=42');
  });

  it('never follows a return path to another site', () => {
    expect(pathAfterLogin({ from: '//evil.example/x' }, 'user')).toBe('/HomeUser');
    expect(pathAfterLogin({ from: 'https://evil.example' }, 'user')).toBe('/HomeUser');
  });

  it.each([
    ['admin', '/admin/dashboard'],
    ['hotelOwner', '/owner/dashboard'],
    ['user', '/customer/dashboard'],
  ])('the user icon of a %s leads to %s', (role, path) => {
    expect(dashboardForRole(role)).toBe(path);
  });
});
