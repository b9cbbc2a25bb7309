import { lazy, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { createTranslator, I18nProvider, type AppTexts } from '../i18n';
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
export type LoadStandalonePage = (module: string) => Promise<{ default: ComponentType; texts?: AppTexts }>;

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
  // English, with the area's texts put in as each page arrives.
  const i18n = createTranslator('en', []);
  const withTexts = async (module: string) => {
    const page = await loadPage(module);
    if (page.texts) i18n.load('en', { ...(await page.texts('en')) });
    return page;
  };
  const pages = routes.map(({ path, title, module }) => ({ path, label: title, Page: lazy(() => withTexts(module)) }));
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
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <NoticeProvider>
            <RouterProvider router={router} />
          </NoticeProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}
