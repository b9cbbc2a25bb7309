import { renderHook, waitFor } from '@testing-library/react';
import { apiClient } from '../api/api-client';
import { makeHotel } from './test-hotels';
import { useHotels } from './use-hotels';

afterEach(() => jest.restoreAllMocks());

it('loads the hotels from GET /hotels', async () => {
  const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [makeHotel(1)] });
  const { result } = renderHook(() => useHotels());
  expect(result.current.loading).toBe(true);
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(get).toHaveBeenCalledWith('/hotels');
  expect(result.current.hotels).toHaveLength(1);
});

it('only logs a failure and leaves the list empty', async () => {
  jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('offline'));
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { result } = renderHook(() => useHotels());
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current.hotels).toEqual([]);
  expect(log).toHaveBeenCalled();
});
