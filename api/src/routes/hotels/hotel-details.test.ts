// Hotel details: amenities, address and check-in/check-out times, on create and edit.
import type { Hotel } from '@ceylon/shared/domain';
import { NEW_HOTEL, createHotel } from '../../test/actors';
import { call, testDatabases } from '../../test/test-app';
import { useActors } from '../../test/use-actors';

describe.each(testDatabases())('hotel details on %s', (database) => {
  const ctx = useActors(database);

  it('gives a new hotel no amenities, no address and the default times of docs/product.md §9 unless told otherwise', async () => {
    const hotel = await createHotel(ctx.app, ctx.actors.ownerA);
    expect(hotel).toMatchObject({ amenities: [], address: '', checkInTime: '14:00', checkOutTime: '12:00', cover: null });
  });

  it('stores the details on create and edit, amenities in the list’s order and the address trimmed', async () => {
    const created = await call(ctx.app, 'POST', '/api/hotels', {
      token: ctx.actors.ownerA.token,
      body: {
        ...NEW_HOTEL,
        amenities: ['spa', 'wifi', 'pool'],
        address: '  7 Beach Road, Negombo ',
        checkInTime: '15:30',
        checkOutTime: '11:00',
      },
    });
    expect(created.statusCode).toBe(201);
    const hotel = created.json<Hotel>();
    expect(hotel).toMatchObject({
      amenities: ['wifi', 'pool', 'spa'],
      address: '7 Beach Road, Negombo',
      checkInTime: '15:30',
      checkOutTime: '11:00',
    });

    const edited = await call(ctx.app, 'PUT', `/api/hotels/${hotel.id}`, {
      token: ctx.actors.ownerA.token,
      body: { amenities: ['family-rooms', 'breakfast'], checkOutTime: '10:00' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      amenities: ['breakfast', 'family-rooms'],
      address: '7 Beach Road, Negombo',
      checkInTime: '15:30',
      checkOutTime: '10:00',
    });
    const fetched = await call(ctx.app, 'GET', `/api/hotels/${hotel.id}`);
    expect(fetched.json()).toMatchObject(edited.json<Hotel>());

    const cleared = await call(ctx.app, 'PUT', `/api/hotels/${hotel.id}`, {
      token: ctx.actors.ownerA.token,
      body: { amenities: [], address: '' },
    });
    expect(cleared.json()).toMatchObject({ amenities: [], address: '' });
    const listed = (await call(ctx.app, 'GET', '/api/hotels/my-hotels', { token: ctx.actors.ownerA.token })).json<Hotel[]>();
    expect(listed.find((h) => h.id === hotel.id)).toMatchObject({ amenities: [], address: '', checkOutTime: '10:00' });
  });

  it.each([
    [{ amenities: ['wifi', 'wifi'] }, 'amenities', 'amenities must not list the same item twice'],
    [
      { amenities: ['sauna'] },
      'amenities.0',
      'amenities.0 must be one of: wifi, pool, parking, breakfast, air-conditioning, spa, beach-access, airport-transfer, restaurant, family-rooms',
    ],
    [{ amenities: 'wifi' }, 'amenities', 'amenities must be a list'],
    [{ address: 'x'.repeat(301) }, 'address', 'address must be at most 300 characters'],
    [{ address: 'line one\nline two' }, 'address', 'address must not contain control characters'],
    [{ checkInTime: '2 PM' }, 'checkInTime', 'checkInTime must be a time such as 14:00'],
    [{ checkInTime: '24:00' }, 'checkInTime', 'checkInTime must be a time such as 14:00'],
    [{ checkOutTime: '9:00' }, 'checkOutTime', 'checkOutTime must be a time such as 12:00'],
  ])('refuses %#: %j, and stores nothing', async (fields, field, message) => {
    const hotel = await createHotel(ctx.app, ctx.actors.ownerA);
    const create = await call(ctx.app, 'POST', '/api/hotels', { token: ctx.actors.ownerA.token, body: { ...NEW_HOTEL, ...fields } });
    expect(create.statusCode).toBe(400);
    expect(create.json()).toEqual({ field, message, requestId: expect.any(String) });
    const edit = await call(ctx.app, 'PUT', `/api/hotels/${hotel.id}`, { token: ctx.actors.ownerA.token, body: fields });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual({ field, message, requestId: expect.any(String) });
    expect((await call(ctx.app, 'GET', `/api/hotels/${hotel.id}`)).json()).toMatchObject(hotel);
  });
});
