import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { NoticeProvider, theme } from '@ceylon/shared';

/** Where a navigation ended up: a stand-in page that shows its path, query and state. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search}
    </div>
  );
}

/** The URL the router is at, whatever page shows: lets a test check what the address bar holds. */
function CurrentUrl() {
  const location = useLocation();
  return (
    <output data-testid="current-url" hidden>
      {location.pathname + location.search}
    </output>
  );
}

/** Paths the customer pages lead to; in tests each renders a probe so navigation can be asserted. */
const TARGET_PATHS = [
  '/login',
  '/browse-hotels',
  '/booking',
  '/booking/success',
  '/customer/my-bookings',
  '/customer/dashboard',
  '/hotels/:id',
  '/HomeUser',
];

interface Options {
  /** The route pattern the page is served on, when it has parameters (e.g. `/hotels/:id`). */
  path?: string;
  state?: unknown;
}

/** Renders a page as the shell would: theme, notices and a router opened at `url`. */
export function renderPage(page: ReactElement, url: string, { path, state }: Options = {}) {
  const pagePath = path ?? url.split('?')[0]!;
  const [pathname, search = ''] = url.split('?');
  // A declarative router: the data router's navigations need the Fetch API's Request, which jsdom lacks.
  const utils = render(
    <ThemeProvider theme={theme}>
      <NoticeProvider>
        <MemoryRouter initialEntries={[{ pathname, search: search && `?${search}`, state }]}>
          <Routes>
            <Route path={pagePath} element={page} />
            {TARGET_PATHS.filter((target) => target !== pagePath).map((target) => (
              <Route key={target} path={target} element={<LocationProbe />} />
            ))}
          </Routes>
          <CurrentUrl />
        </MemoryRouter>
      </NoticeProvider>
    </ThemeProvider>,
  );
  return utils;
}
