import { act, renderHook, waitFor } from '@testing-library/react';
import { apiClient } from '../api/api-client';
import { makeHotel, pagedHotels, SiteProviders } from '../testing';
import { fetchHotels } from './api/get-hotels';
import { useFeaturedHotels } from './use-hotels';

afterEach(() => jest.restoreAllMocks());

const hotels = (count: number) => Array.from({ length: count }, (_, index) => makeHotel(`h${index + 1}`));
const asked = (get: jest.SpyInstance) => get.mock.calls.map(([, config]) => String((config as { params: unknown }).params));

it('fetches the four featured hotels, then the rest a page at a time', async () => {
  const get = jest.spyOn(apiClient, 'get').mockImplementation(pagedHotels(hotels(25)));
  const { result } = renderHook(() => useFeaturedHotels(), { wrapper: SiteProviders });
  expect(result.current.loading).toBe(true);
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current.hotels).toHaveLength(4);
  expect(result.current.hasMore).toBe(true);

  act(() => result.current.loadMore());
  await waitFor(() => expect(result.current.hotels).toHaveLength(24));
  act(() => result.current.loadMore());
  await waitFor(() => expect(result.current.hotels).toHaveLength(25));
  expect(result.current.hasMore).toBe(false);
  expect(asked(get)).toEqual(['limit=4', 'limit=20&cursor=4', 'limit=20&cursor=24']);
});

it('only logs a failure and leaves the list empty', async () => {
  jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('offline'));
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { result } = renderHook(() => useFeaturedHotels(), { wrapper: SiteProviders });
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current.hotels).toEqual([]);
  expect(result.current.hasMore).toBe(false);
  expect(log).toHaveBeenCalled();
});

it('lists every hotel without a limit for the screens that manage them', async () => {
  const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: hotels(2) });
  expect(await fetchHotels()).toHaveLength(2);
  expect(get).toHaveBeenCalledWith('/hotels', expect.not.objectContaining({ params: expect.anything() }));
});
