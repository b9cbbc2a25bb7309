import { expect, type APIRequestContext } from '@playwright/test';
import { demoAccounts, type DemoRole } from '../fixtures';

/** Calendar dates as the site counts them: `YYYY-MM-DD` in Asia/Colombo. */
const colombo = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo', year: 'numeric', month: '2-digit', day: '2-digit' });

export const todayInColombo = () => colombo.format(new Date());

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A date as My Bookings and the success page print it, e.g. "Tue, Jan 1, 2030". */
export function stayDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * A check-in far ahead that differs from run to run (the server is shared and each hotel has few
 * rooms), and stays inside the server's two-year booking horizon.
 */
export function uniqueFutureCheckIn(spread = 600): string {
  return addDays(todayInColombo(), 60 + (Date.now() % spread));
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Logs in through the API: the user and token the site keeps in local storage. */
export async function apiLogin(api: APIRequestContext, { email, password }: { email: string; password: string }) {
  // Only the credentials: the login body is closed, and callers pass whole account objects.
  const response = await api.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { user: unknown; token: string };
}

export const apiToken = async (api: APIRequestContext, account: { email: string; password: string }) =>
  (await apiLogin(api, account)).token;

export const demoToken = (api: APIRequestContext, role: DemoRole) => apiToken(api, demoAccounts[role]);

export interface BookingRow {
  id: string;
  hotelId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  totalPrice: number;
  /** The price lines the booking was made at. */
  priceBreakdown?: {
    roomCharge: number;
    discount?: { code: string; amount: number };
    charges: { name: string; amount: number }[];
    total: number;
  };
  reference?: string;
  status?: string;
  hotel: { title: string; location: string };
}

export async function myBookings(api: APIRequestContext, token: string): Promise<BookingRow[]> {
  const response = await api.get('/api/bookings/my-bookings', { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as BookingRow[];
}

/** Runs `task` over `items`, at most `limit` at a time. */
export async function inPool<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Median, 95th percentile and maximum of some figures. */
export function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? Number.NaN };
}

/**
 * A plain `fetch` call to the API, for bulk seeding: far lighter on the test runner's CPU than
 * Playwright's request context, which matters when runner and server share two cores.
 */
export async function call(baseURL: string, method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(new URL(path, baseURL), {
    method,
    headers: { ...bearer(token), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, json: <T>() => JSON.parse(text) as T };
}
