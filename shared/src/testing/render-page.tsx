import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import type { I18n, Language } from '../i18n';
import { SiteProviders, testTranslator } from './providers';

/** The page the visitor came from, so Back has somewhere to go. */
export const PREVIOUS_PAGE = '/previous-page';

export interface RenderPageOptions {
  /** The URL the page opens at, query and `#hash` included (default `/`). */
  route?: string;
  /** The route pattern the page is served on, when it reads parameters (e.g. `/hotels/:id`); default: the route's path. */
  path?: string;
  /** Router state of that entry, e.g. `{ from: '/booking?hotelId=1' }` as a guard leaves it. */
  state?: unknown;
  /** Set when the test uses Jest's fake timers, so user-event advances them. */
  fakeTimers?: boolean;
  /** The page's language (English unless said): its texts from the catalogs the tests were given in it. */
  language?: Language;
  /** The translator, when the test gives its own (its catalogs instead of every app's). */
  i18n?: I18n;
}

/** Where the router is now: what the address bar shows (path and query) and the entry's state. */
export interface RouterProbe {
  path: string;
  state: unknown;
  navigate: NavigateFunction;
}

function LocationProbe({ probe }: { probe: RouterProbe }) {
  const location = useLocation();
  probe.path = `${location.pathname}${location.search}`;
  probe.state = location.state ?? null;
  probe.navigate = useNavigate();
  return null;
}

/**
 * Renders a page as the shell would (theme, notices, a memory router opened at `route` after
 * PREVIOUS_PAGE). Any other path is an empty page: `router` tells where a navigation went.
 */
export function renderPage(
  page: ReactElement,
  { route = '/', path, state, fakeTimers = false, language = 'en', i18n }: RenderPageOptions = {},
) {
  const [address = '/', hash = ''] = route.split('#');
  const [pathname = '/', query = ''] = address.split('?');
  const probe: RouterProbe = { path: route, state: state ?? null, navigate: () => undefined };
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  // A declarative router: the data router's navigations need the Fetch API's Request, which jsdom lacks.
  const view = render(
    <SiteProviders i18n={i18n ?? testTranslator(language)}>
      <MemoryRouter
        initialEntries={[PREVIOUS_PAGE, { pathname, search: query && `?${query}`, hash: hash && `#${hash}`, state }]}
        initialIndex={1}
      >
        <Routes>
          <Route path={path ?? pathname} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe probe={probe} />
      </MemoryRouter>
    </SiteProviders>,
  );
  return { ...view, user, router: probe };
}
