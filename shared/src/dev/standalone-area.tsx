import { lazy, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { createQueryClient, QueryClientProvider } from '../queries';
import { GlobalStyle } from '../ui/global-style';
import { NoticeProvider } from '../ui/notices/notice-provider';
import { theme } from '../ui/theme';

/** A row of the shell's route table, as much of it as the standalone page needs. */
export interface StandaloneRoute {
  path: string;
  title: string;
  module: string;
}

/** Loads an area's page module (`./Home`) from the area's own files. */
export type LoadStandalonePage = (module: string) => Promise<{ default: ComponentType }>;

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
 * providers (the query cache too) and a plain list of the area's pages, the routes the shell's table gives it, without
 * the shell itself.
 */
export function startStandaloneArea(areaName: string, routes: StandaloneRoute[], loadPage: LoadStandalonePage) {
  const pages = routes.map(({ path, title, module }) => ({ path, label: title, Page: lazy(() => loadPage(module)) }));
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
          <Suspense fallback={<p>Loading…</p>}>
            <Outlet />
          </Suspense>
        </>
      ),
      children: pages.map(({ path, Page }) => ({ path, element: <Page /> })),
    },
  ]);
  createRoot(document.getElementById('root')!).render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <NoticeProvider>
          <RouterProvider router={router} />
        </NoticeProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}
