// What a mocked `apiClient` call resolves or rejects with, shaped as axios shapes it.

/** An axios response, for `jest.spyOn(apiClient, …).mockResolvedValue`. */
export function ok<T>(data: T, status = 200) {
  return { data, status, statusText: 'OK', headers: {}, config: { headers: {} } } as never;
}

/**
 * An axios error as the API sends it: a status with `{ message }` (a string), or with the body given
 * (an object, e.g. `{ field, message }`). Tests build refusals here, so no area imports axios.
 */
export function apiError(status: number, body?: string | object) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: typeof body === 'string' ? { message: body } : (body ?? {}) },
  });
}

/** An axios error for a request the server never answered (offline, connection refused). */
export function networkError() {
  return Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
}

/** Answers GET calls by path with `{ data }`, or rejects with the Error given; a path with no answer rejects. */
export function routeGets(replies: Record<string, { data: unknown } | Error>) {
  return (url: string) => {
    const reply = replies[url];
    if (!reply) return Promise.reject(new Error(`No reply for ${url}`));
    return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply);
  };
}

/**
 * Answers `GET /hotels` as the API pages it: `limit` hotels from the cursor on (the cursor here is
 * simply the index), with X-Total-Count on the first page (capped at `countLimit` with
 * X-Total-Count-Capped, as the API counts) and, while more remain, X-Next-Cursor.
 */
export function pagedHotels(hotels: readonly unknown[], countLimit = 1000) {
  return (_url: string, config?: { params?: unknown }) => {
    const params = new URLSearchParams(config?.params as URLSearchParams | undefined);
    const limit = Number(params.get('limit') ?? hotels.length);
    const from = Number(params.get('cursor') ?? 0);
    const next = from + limit < hotels.length ? String(from + limit) : null;
    const counted = params.has('cursor')
      ? {}
      : hotels.length > countLimit
        ? { 'x-total-count': String(countLimit), 'x-total-count-capped': 'true' }
        : { 'x-total-count': String(hotels.length) };
    const headers = { ...counted, ...(next ? { 'x-next-cursor': next } : {}) };
    return Promise.resolve({ data: hotels.slice(from, from + limit), status: 200, headers } as never);
  };
}
