import { apiClient } from '@ceylon/shared';
import { apiError, makeBooking, ok } from '@ceylon/shared/testing';
import { getBooking } from './get-booking';

afterEach(() => jest.restoreAllMocks());

describe('getBooking', () => {
  it('reads GET /api/bookings/:id and gives the booking, with the signal that cancels the read', async () => {
    const booking = makeBooking('b42');
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(ok(booking));
    const { signal } = new AbortController();
    await expect(getBooking('b42', signal)).resolves.toEqual(booking);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/bookings/b42', { signal });
  });

  it('keeps an id from the address bar inside its path segment', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(ok(makeBooking()));
    await getBooking('../users/1?x=y');
    expect(get).toHaveBeenCalledWith('/bookings/..%2Fusers%2F1%3Fx%3Dy', expect.anything());
  });

  it('fails as the server does, e.g. 404 for a booking that is not the caller’s', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(apiError(404, 'Booking not found'));
    await expect(getBooking('b7')).rejects.toMatchObject({ response: { status: 404 } });
  });
});
