import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../ui/global-style';
import { NoticeProvider } from '../ui/notices/notice-provider';
import { theme } from '../ui/theme';

export interface StandalonePage {
  path: string;
  label: string;
  Page: ComponentType;
}

const DevBar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
  a {
    color: #fff;
  }
`;

/**
 * A minimal host page for running one area alone (`npm run dev -w <area>`): the shell's
 * providers and a plain list of the area's pages, without the shell itself.
 */
export function startStandaloneArea(areaName: string, pages: StandalonePage[]) {
  const router = createBrowserRouter([
    {
      element: (
        <>
          <DevBar aria-label={`${areaName} pages`}>
            <strong>{areaName} (standalone)</strong>
            {pages.map(({ path, label }) => (
              <Link key={path} to={path.replace(/:\w+/g, 'example')}>
                {label}
              </Link>
            ))}
          </DevBar>
          <Outlet />
        </>
      ),
      children: pages.map(({ path, Page }) => ({ path, element: <Page /> })),
    },
  ]);
  createRoot(document.getElementById('root')!).render(
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <NoticeProvider>
        <RouterProvider router={router} />
      </NoticeProvider>
    </ThemeProvider>,
  );
}
