import axios, { AxiosHeaders, isAxiosError } from 'axios';
import { languageOfPath } from '../i18n/languages';
import { sessionStore } from '../session/session';

/** The one HTTP client of the site: every area calls the API through it. */
export const apiClient = axios.create({ baseURL: '/api' });

apiClient.interceptors.request.use((config) => {
  const { token } = sessionStore.getState();
  config.headers = AxiosHeaders.from(config.headers);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  // The API words its messages in the page's language, which is the page's address (`/si/…`); a
  // server render has no page address here, and leaves failed reads to the browser (server-api.ts).
  if (typeof location !== 'undefined') config.headers.set('Accept-Language', languageOfPath(location.pathname).language);
  return config;
});

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  // A 401 means the token is missing, bad or expired: the session is over.
  if (isAxiosError(error) && error.response?.status === 401 && error.config?.headers?.Authorization) {
    sessionStore.expire();
  }
  throw error;
});

/**
 * Whether `error` came from the API client (the server answered with an error, or did not answer),
 * so its `response` may be read. Areas ask this instead of importing axios themselves: axios then
 * travels once per page, inside the shared singleton.
 */
export const isApiError = isAxiosError;

/** The server's `message` field, else the fallback docs/product.md §8 gives for that action. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isAxiosError(error)) {
    const data: unknown = error.response?.data;
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message) {
      return data.message;
    }
  }
  return fallback;
}
