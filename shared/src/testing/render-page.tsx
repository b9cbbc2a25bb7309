import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { NoticeProvider } from '../ui/notices/notice-provider';
import { theme } from '../ui/theme';

interface Options {
  /** The URL the page opens at. */
  route?: string;
  /** The route pattern, when the page reads parameters (e.g. `/owner/bookings/:id`). */
  path?: string;
}

/** For the areas' component tests: renders a page with the providers the shell gives it. */
export function renderPage(page: ReactElement, { route = '/', path = '*' }: Options = {}) {
  const user = userEvent.setup();
  const view = render(
    <ThemeProvider theme={theme}>
      <NoticeProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={page} />
          </Routes>
        </MemoryRouter>
      </NoticeProvider>
    </ThemeProvider>,
  );
  return { user, ...view };
}
