import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { NoticeProvider, theme } from '@ceylon/shared';

/** The page the visitor came from, so Back has somewhere to go. */
export const PREVIOUS_PAGE = '/previous-page';

interface RenderPageOptions {
  /** The path the page is opened at (default `/`). */
  path?: string;
  /** Router state of that entry, e.g. `{ from: '/booking?hotelId=1' }` as a guard leaves it. */
  state?: unknown;
  /** Set when the test uses Jest's fake timers, so user-event advances them. */
  fakeTimers?: boolean;
}

interface RouterProbe {
  path: string;
  navigate: NavigateFunction;
}

/** Records where the router is, so tests can check navigation as the address bar would show it. */
function LocationProbe({ probe }: { probe: RouterProbe }) {
  const location = useLocation();
  probe.path = `${location.pathname}${location.search}`;
  probe.navigate = useNavigate();
  return null;
}

/** Renders a page with the site's providers inside a memory router; any other path is an empty page. */
export function renderPage(page: ReactElement, { path = '/', state, fakeTimers = false }: RenderPageOptions = {}) {
  const [pathname = '/', query = ''] = path.split('?');
  const probe: RouterProbe = { path, navigate: () => undefined };
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const view = render(
    <ThemeProvider theme={theme}>
      <NoticeProvider>
        <MemoryRouter initialEntries={[PREVIOUS_PAGE, { pathname, search: query ? `?${query}` : '', state }]} initialIndex={1}>
          <LocationProbe probe={probe} />
          <Routes>
            <Route path={pathname} element={page} />
            <Route path="*" element={null} />
          </Routes>
        </MemoryRouter>
      </NoticeProvider>
    </ThemeProvider>,
  );
  return { ...view, user, router: probe };
}

/** The path (and query) the router is on now. */
export const currentPath = (router: RouterProbe) => router.path;
