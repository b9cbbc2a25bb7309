import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteProviders } from '@ceylon/shared/testing';
import type { Area } from '@ceylon/shared';
import type { PageRoute } from '../routes/route-table';
import { AreaPage } from './area-page';
import { loadAreaPage } from './area-registry';
import { reportAreaFailure } from './report-load-failure';

jest.mock('./area-registry', () => ({ loadAreaPage: jest.fn() }));
jest.mock('./report-load-failure', () => ({ reportAreaFailure: jest.fn() }));
const load = jest.mocked(loadAreaPage);

type PageModule = Awaited<ReturnType<typeof loadAreaPage>>;

/** A load that the test finishes when it wants. */
function pendingLoad() {
  let finish: (module: PageModule) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const promise = new Promise<PageModule>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { promise, finish, fail };
}

const page = (text: string): PageModule => ({ default: () => <h1>{text}</h1> });
let routes = 0;
/** A route of its own per test: pages loaded by one test stay loaded for the rest of the file. */
const route = (area: Area = 'public'): PageRoute => ({ path: '/x', guard: 'public', area, module: `./Page${++routes}`, title: 'X' });

const show = (pageRoute: PageRoute) =>
  render(
    <SiteProviders>
      <AreaPage route={pageRoute} />
    </SiteProviders>,
  );

afterEach(() => {
  jest.useRealTimers();
  load.mockReset();
});

test('a page is drawn as soon as it arrives, without waiting on any timer', async () => {
  jest.useFakeTimers();
  const arrival = pendingLoad();
  load.mockReturnValue(arrival.promise);
  show(route());
  expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
  // No timer is allowed to run: the page must not wait on one.
  await act(async () => arrival.finish(page('Welcome')));
  expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
});

test('a page already loaded is drawn at once on a later visit, without loading it again', async () => {
  const about = route();
  load.mockResolvedValue(page('About us'));
  const first = show(about);
  expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
  first.unmount();
  show(about);
  expect(screen.getByRole('heading', { name: 'About us' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed load shows the area failure; Retry really loads again', async () => {
  const user = userEvent.setup();
  const dashboard = route('admin');
  load.mockRejectedValueOnce(new Error('entry unreachable')).mockResolvedValueOnce(page('Admin dashboard'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  show(dashboard);
  expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  expect(reportAreaFailure).toHaveBeenCalledTimes(1);
  expect(reportAreaFailure).toHaveBeenCalledWith('admin', expect.objectContaining({ message: 'entry unreachable' }));
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
