import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { apiClient } from './api-client';

/** The headers the client sends for a read made on the page at `path`. */
async function headersOn(path: string): Promise<InternalAxiosRequestConfig['headers']> {
  window.history.pushState({}, '', path);
  let sent: InternalAxiosRequestConfig | undefined;
  const adapter: AxiosAdapter = async (config) => {
    sent = config;
    return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
  };
  await apiClient.get('/hotels', { adapter });
  if (!sent) throw new Error('Nothing was sent');
  return sent.headers;
}

describe("the API client asks for the page's language", () => {
  afterAll(() => window.history.pushState({}, '', '/'));

  it.each([
    ['/si/hotels/42', 'si'],
    ['/ta', 'ta'],
    ['/hotels/42', 'en'],
    ['/', 'en'],
  ])('on %s: Accept-Language %s', async (path, language) => {
    expect((await headersOn(path)).get('Accept-Language')).toBe(language);
  });
});
