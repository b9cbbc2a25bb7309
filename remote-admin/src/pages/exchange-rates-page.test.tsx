import { screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@ceylon/shared';
import { apiError, ok, renderPage, signInAs, signOut } from '@ceylon/shared/testing';
import ExchangeRatesPage from './exchange-rates-page';

const inUse = [
  { currency: 'EUR', perUsd: 0.86, setAt: '2026-11-20T04:30:00.000Z' },
  { currency: 'LKR', perUsd: 300, setAt: '2026-11-20T04:30:00.000Z' },
];
const history: Record<string, unknown[]> = {
  LKR: [
    { currency: 'LKR', perUsd: 300, setAt: '2026-11-20T04:30:00.000Z', setBy: 'Admin User' },
    { currency: 'LKR', perUsd: 295.5, setAt: '2026-10-01T04:30:00.000Z', setBy: null },
  ],
  GBP: [],
};

let get: jest.SpyInstance;

beforeEach(() => {
  signInAs('admin');
  get = jest.spyOn(apiClient, 'get').mockImplementation((url: string, config?: { params?: unknown }) => {
    const currency = (config?.params as { currency?: string } | undefined)?.currency ?? '';
    if (url === '/exchange-rates') return Promise.resolve(ok({ rates: inUse }));
    if (url === '/exchange-rates/history') return Promise.resolve(ok({ rates: history[currency] ?? [] }));
    return Promise.reject(new Error(`No reply for ${url}`));
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

it("lists the rates in use and the chosen currency's history, newest first", async () => {
  const { user } = renderPage(<ExchangeRatesPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Exchange rates' })).toBeInTheDocument();
  const rates = within(await screen.findByRole('table', { name: 'Rates in use' }));
  expect(rates.getByRole('row', { name: /LKR — Sri Lankan Rupee 300/ })).toBeInTheDocument();
  expect(rates.getByRole('row', { name: /EUR — Euro 0\.86/ })).toBeInTheDocument();

  const earlier = within(await screen.findByRole('table', { name: 'Rates set for LKR, newest first' }));
  const [newest, older] = earlier.getAllByRole('row').slice(1);
  expect(newest).toHaveTextContent(/300.*Admin User/);
  expect(older).toHaveTextContent(/295\.5.*A deleted account/);

  await user.selectOptions(screen.getByLabelText('Currency'), 'GBP');
  expect(await screen.findByText('No rate has been set for GBP yet.')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/exchange-rates/history', expect.objectContaining({ params: { currency: 'GBP' } }));
});

it('sets a rate, then shows the new figures; a refused rate is said under its box, and an empty one is never sent', async () => {
  const post = jest
    .spyOn(apiClient, 'post')
    .mockRejectedValueOnce(apiError(400, { field: 'perUsd', message: 'perUsd must be at most 1000000' }))
    .mockResolvedValueOnce(ok({ currency: 'LKR', perUsd: 301.25, setAt: '2026-11-29T04:00:00.000Z' }, 201));
  const { user } = renderPage(<ExchangeRatesPage />);
  await screen.findByRole('table', { name: 'Rates in use' });
  const form = within(screen.getByRole('form', { name: 'Set a rate' }));
  const box = form.getByLabelText('LKR for one US dollar');

  await user.click(form.getByRole('button', { name: 'Set rate' }));
  expect(box).toHaveAccessibleDescription('Enter how much of the currency one US dollar buys, a number above 0');
  expect(post).not.toHaveBeenCalled();

  await user.type(box, '5000000');
  await user.click(form.getByRole('button', { name: 'Set rate' }));
  expect(await form.findByText('perUsd must be at most 1000000')).toBeInTheDocument();
  expect(box).toHaveFocus();
  expect(box).toHaveValue(5000000);

  const loads = get.mock.calls.length;
  await user.clear(box);
  await user.type(box, '301.25');
  await user.click(form.getByRole('button', { name: 'Set rate' }));
  expect(await screen.findByText('LKR is now 301.25 to the US dollar')).toBeInTheDocument();
  expect(post).toHaveBeenLastCalledWith('/exchange-rates', { currency: 'LKR', perUsd: 301.25 });
  expect(box).toHaveValue(null);
  expect(box).not.toHaveAccessibleDescription();
  // Both lists asked again.
  expect(get.mock.calls.length).toBeGreaterThanOrEqual(loads + 2);
});

it('shows the new rate in use and in the history once it is set', async () => {
  const stored = { inUse: [...inUse], history: [...history.LKR!] };
  get.mockImplementation((url: string) =>
    Promise.resolve(ok({ rates: url === '/exchange-rates' ? [...stored.inUse] : [...stored.history] })),
  );
  jest.spyOn(apiClient, 'post').mockImplementation(() => {
    const rate = { currency: 'LKR', perUsd: 310, setAt: '2026-11-29T04:00:00.000Z' };
    stored.inUse = stored.inUse.map((each) => (each.currency === 'LKR' ? rate : each));
    stored.history = [{ ...rate, setBy: 'Admin User' }, ...stored.history];
    return Promise.resolve(ok(rate, 201));
  });
  const { user } = renderPage(<ExchangeRatesPage />);
  const rates = within(await screen.findByRole('table', { name: 'Rates in use' }));
  expect(rates.getByRole('row', { name: /LKR — Sri Lankan Rupee 300/ })).toBeInTheDocument();

  await user.type(screen.getByLabelText('LKR for one US dollar'), '310');
  await user.click(screen.getByRole('button', { name: 'Set rate' }));

  expect(await rates.findByRole('row', { name: /LKR — Sri Lankan Rupee 310/ })).toBeInTheDocument();
  const earlier = within(screen.getByRole('table', { name: 'Rates set for LKR, newest first' }));
  await waitFor(() => expect(earlier.getAllByRole('row')).toHaveLength(4));
  expect(earlier.getAllByRole('row')[1]).toHaveTextContent(/310.*Admin User/);
});

it('speaks Sinhala on a Sinhala page, currencies named in it', async () => {
  renderPage(<ExchangeRatesPage />, { language: 'si' });
  expect(screen.getByRole('heading', { level: 1, name: 'විනිමය අනුපාත' })).toBeInTheDocument();
  const rates = within(await screen.findByRole('table', { name: 'භාවිතයේ ඇති අනුපාත' }));
  expect(screen.getByRole('button', { name: 'අනුපාතය සකසන්න' })).toBeInTheDocument();
  // Named and dated from @ceylon/shared's words, as a browser without Sinhala's data cannot; the
  // time reads as Node's Intl writes it for Sinhala.
  const setAt = new Intl.DateTimeFormat('si', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Colombo' }).format(
    new Date('2026-11-20T04:30:00.000Z'),
  );
  expect(setAt).toBe('2026 ඉල් 20, 10.00');
  expect(rates.getByRole('row', { name: `LKR — ශ්‍රී ලංකා රුපියල් 300 ${setAt}` })).toBeInTheDocument();
  expect(rates.getByRole('row', { name: `EUR — යුරෝ 0.86 ${setAt}` })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'GBP — බ්‍රිතාන්‍ය පවුම්' })).toBeInTheDocument();
});

it('says so when the rates cannot be loaded', async () => {
  get.mockRejectedValue(new Error('offline'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderPage(<ExchangeRatesPage />);
  expect(await screen.findAllByRole('alert')).toEqual(
    expect.arrayContaining([expect.objectContaining({ textContent: 'Exchange rates could not be loaded' })]),
  );
  expect(screen.queryByText('Loading exchange rates…')).not.toBeInTheDocument();
});
