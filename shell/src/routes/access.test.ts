import type { SessionUser } from '@ceylon/shared';
import { describeSession } from '@ceylon/shared';
import { decideAccess } from './access';
import type { Guard } from './route-table';

const as = (role: SessionUser['role'] | null) =>
  describeSession(
    role ? { user: { id: '1', firstName: 'A', lastName: 'B', email: 'a@ceylon.test', role }, token: 't' } : { user: null, token: '' },
  );

const visitor = as(null);
const customer = as('user');
const owner = as('hotelOwner');
const admin = as('admin');

describe('route guards', () => {
  const cases: [Guard, ReturnType<typeof as>, string, ReturnType<typeof decideAccess>][] = [
    ['public', visitor, 'visitor', null],
    ['public', customer, 'customer', null],
    ['signed-in', visitor, 'visitor', { to: '/login', state: { from: '/booking?hotelId=7' } }],
    ['signed-in', customer, 'customer', null],
    ['signed-in', owner, 'owner', null],
    ['signed-in', admin, 'admin', null],
    ['admin', visitor, 'visitor', { to: '/login', state: { from: '/booking?hotelId=7' } }],
    ['admin', customer, 'customer', { to: '/' }],
    ['admin', owner, 'owner', { to: '/' }],
    ['admin', admin, 'admin', null],
    ['owner', visitor, 'visitor', { to: '/login', state: { from: '/booking?hotelId=7' } }],
    ['owner', customer, 'customer', { to: '/' }],
    ['owner', admin, 'admin', { to: '/' }],
    ['owner', owner, 'owner', null],
    ['hotel-manager', visitor, 'visitor', { to: '/login', state: { from: '/booking?hotelId=7' } }],
    ['hotel-manager', customer, 'customer', { to: '/' }],
    ['hotel-manager', owner, 'owner', null],
    ['hotel-manager', admin, 'admin', null],
    ['guest-only', visitor, 'visitor', null],
    ['guest-only', customer, 'customer', { to: '/HomeUser' }],
    ['guest-only', owner, 'owner', { to: '/HomeHotelOwner' }],
    ['guest-only', admin, 'admin', { to: '/admin/dashboard' }],
  ];

  it.each(cases)('%s page for a %#: %s', (guard, session, _who, expected) => {
    expect(decideAccess(guard, session, '/booking?hotelId=7')).toEqual(expected);
  });
});
